import BGFoundations

/// An image a button shows: the host's name for it and its size in points (nil: the size the
/// host's image measurer gives, else the theme's icon size).
public struct ButtonImage: Hashable, Sendable {
    /// The host's name for the image (an asset, an SF Symbol, a file).
    public var name: String
    /// Its size in points, or nil for the measured or default size.
    public var size: Size?

    /// Creates an image.
    public init(name: String, size: Size?) {
        self.name = name
        self.size = size
    }
}

/// Everything a configuration-based button shows and how (the iOS component's `ButtonConfiguration`):
/// a value; copying it and changing the copy never changes the original.
///
/// The empty configuration (``init()``) is the iOS component's: nothing shown, the image leading, the
/// titles aligned automatically, no insets or paddings, an empty background.
public struct ButtonConfiguration: Hashable, Sendable {
    /// The image, or nil.
    public var image: ButtonImage?
    /// The title, or nil.
    public var title: String?
    /// The title's font (nil: the theme's `typography/button`).
    public var titleFont: FontSpec?
    /// The title's color (nil: the foreground color).
    public var titleColor: RGBAColor?
    /// Styled runs of the title (the iOS component's `attributedTitle`): a font and color per range of
    /// its UTF-8 bytes; empty for a plain title.
    public var titleRuns: [TextRun]
    /// The subtitle, or nil.
    public var subtitle: String?
    /// The subtitle's font (nil: the theme's `typography/subtitle`).
    public var subtitleFont: FontSpec?
    /// The subtitle's color (nil: the foreground color).
    public var subtitleColor: RGBAColor?
    /// Styled runs of the subtitle (`attributedSubtitle`).
    public var subtitleRuns: [TextRun]
    /// Shows an activity indicator in place of the image, where the image placement puts it.
    public var showsActivityIndicator: Bool
    /// Where the image goes relative to the texts.
    public var imagePlacement: ImagePlacement
    /// How the title and the subtitle align.
    public var titleAlignment: TitleAlignment
    /// Insets from the bounds to the content.
    public var contentInsets: ContentInsets
    /// Space between the image and the texts, when both are shown.
    public var imagePadding: Double
    /// Space between the title and the subtitle, when both are shown.
    public var titlePadding: Double
    /// The background, or nil for none.
    public var background: BackgroundConfiguration?
    /// The base color of the foreground (nil: the theme's tint).
    public var foregroundColor: RGBAColor?

    /// The empty configuration, with the iOS component's defaults.
    public init() {
        image = nil
        title = nil
        titleFont = nil
        titleColor = nil
        titleRuns = []
        subtitle = nil
        subtitleFont = nil
        subtitleColor = nil
        subtitleRuns = []
        showsActivityIndicator = false
        imagePlacement = .leading
        titleAlignment = .automatic
        contentInsets = .directional(.zero)
        imagePadding = 0
        titlePadding = 0
        background = BackgroundConfiguration()
        foregroundColor = nil
    }

    /// Whether a title is shown: a non-empty one.
    public var showsTitle: Bool { !(title ?? "").isEmpty }
    /// Whether a subtitle is shown: a non-empty one.
    public var showsSubtitle: Bool { !(subtitle ?? "").isEmpty }
    /// The title with its runs, or nil when it has none (a plain title).
    public var attributedTitle: AttributedText? {
        titleRuns.isEmpty ? nil : AttributedText(string: title ?? "", runs: titleRuns)
    }

    /// The subtitle with its runs, or nil when it has none.
    public var attributedSubtitle: AttributedText? {
        subtitleRuns.isEmpty ? nil : AttributedText(string: subtitle ?? "", runs: subtitleRuns)
    }

    /// Whether the image is shown: there is one and no activity indicator takes its place.
    public var showsImage: Bool { image != nil && !showsActivityIndicator }
}
