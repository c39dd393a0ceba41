import BGFoundations

/// The decorations a button's view puts on its title and subtitle (UIKit's attributed-string
/// attributes beside font and color): ranges of the texts' UTF-8 bytes, kept apart from the
/// configuration's font and color runs. The layout clips them to the effective texts.
public struct ButtonTextDecorations: Hashable, Sendable {
    /// The title's decorations, in order, not overlapping.
    public var title: [TextDecoration]
    /// The subtitle's decorations.
    public var subtitle: [TextDecoration]

    /// Creates decorations.
    public init(title: [TextDecoration] = [], subtitle: [TextDecoration] = []) {
        self.title = title
        self.subtitle = subtitle
    }

    /// No decorations.
    public static var none: ButtonTextDecorations { ButtonTextDecorations() }

    /// The title of `configuration` with its runs and these decorations (clipped to it), or nil
    /// when it has neither runs nor decorations (a plain text).
    public func attributedTitle(of configuration: ButtonConfiguration) -> AttributedText? {
        Self.attributed(configuration.title, runs: configuration.titleRuns, decorations: title)
    }

    /// The subtitle of `configuration` as ``attributedTitle(of:)`` gives the title.
    public func attributedSubtitle(of configuration: ButtonConfiguration) -> AttributedText? {
        Self.attributed(configuration.subtitle, runs: configuration.subtitleRuns, decorations: subtitle)
    }

    private static func attributed(_ text: String?, runs: [TextRun], decorations: [TextDecoration]) -> AttributedText? {
        guard !runs.isEmpty || !decorations.isEmpty else { return nil }
        let string = text ?? ""
        return AttributedText(string: string, runs: runs, decorations: TextDecoration.clipped(decorations, to: string))
    }
}

/// A decoration of a laid-out text: its range in the text as displayed, and where it goes
/// (the stretch of the text's frame it covers, for an underline or a background).
public struct PlacedDecoration: Hashable, Sendable {
    /// The decoration, its range counted in the displayed text's UTF-8 bytes.
    public var decoration: TextDecoration
    /// Its stretch of the text's frame (the frame's height), for text set from the frame's left
    /// edge in a left-to-right script.
    public var frame: Rect

    /// Creates a placed decoration.
    public init(decoration: TextDecoration, frame: Rect) {
        self.decoration = decoration
        self.frame = frame
    }
}
