/// What a button shows, measured but not yet placed: an image and a title.
///
/// This is the content of every button the library lays out; a component describes its
/// buttons with it and places them with ``ButtonContentLayout``.
public struct ButtonContent: Hashable, Sendable {
    /// The image's size; nil when there is no image.
    public var imageSize: Size?
    /// The title; "" for none.
    public var title: String
    /// The title's measured one-line size (``Size/zero`` for none).
    public var titleSize: Size
    /// The font the title is set in.
    public var titleFont: FontSpec
    /// The ``TextMeasureCache`` memo slot of the title, so a relayout finds its truncation
    /// table without hashing it; nil for none.
    public var titleMemo: Int?

    /// Creates content.
    public init(imageSize: Size?, title: String, titleSize: Size, titleFont: FontSpec, titleMemo: Int? = nil) {
        self.imageSize = imageSize
        self.title = title
        self.titleSize = titleSize
        self.titleFont = titleFont
        self.titleMemo = titleMemo
    }
}

/// How content sits inside a button's bounds.
public struct ContentMetrics: Hashable, Sendable {
    /// Space between the bounds and the content.
    public var insets: EdgeInsets
    /// Space between the image and the title, when both are shown.
    public var imagePadding: Double

    /// Creates metrics.
    public init(insets: EdgeInsets, imagePadding: Double) {
        self.insets = insets
        self.imagePadding = imagePadding
    }
}

/// Where a button's content goes, in the coordinates of its bounds' container.
public struct ContentFrames: Hashable, Sendable {
    /// The image's frame; nil when no image is shown.
    public var imageFrame: Rect?
    /// The title's frame; nil when no title is shown.
    public var titleFrame: Rect?
    /// The title as shown: whole, tail-truncated with "…", or "" when not even that fits.
    public var title: String
    /// Whether ``title`` is truncated.
    public var isTruncated: Bool
}
