/// What a button shows, measured but not yet placed: an image (or activity indicator), a title
/// and a subtitle, by their sizes.
///
/// This is the content of every button the library lays out; a component describes its
/// buttons with it and places them with ``ButtonContentLayout``. It holds no text (the caller
/// truncates its own texts when asked), so a layout copies it without reference counting.
public struct ButtonContent: Hashable, Sendable {
    /// The image's (or activity indicator's) size; nil when there is none.
    public var imageSize: Size?
    /// The title's measured one-line size; nil when there is no title.
    public var titleSize: Size?
    /// The subtitle's measured one-line size; nil when there is no subtitle.
    public var subtitleSize: Size?

    /// Creates content.
    @inlinable
    public init(imageSize: Size?, titleSize: Size?, subtitleSize: Size?) {
        self.imageSize = imageSize
        self.titleSize = titleSize
        self.subtitleSize = subtitleSize
    }

    /// Whether there is a title or a subtitle.
    @inlinable
    public var hasText: Bool { titleSize != nil || subtitleSize != nil }
}

/// How one text of a button is shown: whole, truncated or not at all, and how wide.
public struct PlacedText: Hashable, Sendable {
    /// How the text fits.
    public var fit: TextFit
    /// The width of what is shown (0 when nothing is).
    public var width: Double

    /// Creates a placed text.
    @inlinable
    public init(fit: TextFit, width: Double) {
        self.fit = fit
        self.width = width
    }

    /// No text.
    @inlinable
    public static var absent: PlacedText { PlacedText(fit: .absent, width: 0) }
}

/// Where a button's content goes, in the coordinates of its bounds' container.
public struct ContentFrames: Hashable, Sendable {
    /// The image's frame; nil when no image is shown.
    public var imageFrame: Rect?
    /// The title's frame; nil when no title is shown.
    public var titleFrame: Rect?
    /// The subtitle's frame; nil when no subtitle is shown.
    public var subtitleFrame: Rect?
    /// How the title is shown: whole, truncated, or not at all.
    public var title: TextFit
    /// How the subtitle is shown.
    public var subtitle: TextFit
    /// The run of the image, its padding and the text block, placed by the content alignment
    /// (not snapped); nil when nothing is shown.
    public var contentFrame: Rect?
    /// The title's frame before snapping (its measured size, where the layout put it); nil when
    /// no title is shown. What is drawn around the title (a label's background) starts from it.
    public var titleBox: Rect?

    /// Creates frames.
    @inlinable
    public init(imageFrame: Rect?, titleFrame: Rect?, subtitleFrame: Rect?, title: TextFit, subtitle: TextFit,
                contentFrame: Rect? = nil) {
        self.imageFrame = imageFrame
        self.titleFrame = titleFrame
        self.subtitleFrame = subtitleFrame
        self.title = title
        self.subtitle = subtitle
        self.contentFrame = contentFrame
    }
}
