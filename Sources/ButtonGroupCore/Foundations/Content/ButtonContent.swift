/// What a button shows, measured but not yet placed: an image and a title, by their sizes.
///
/// This is the content of every button the library lays out; a component describes its
/// buttons with it and places them with ``ButtonContentLayout``. It holds no text (the caller
/// truncates its own title when asked), so a layout copies it without reference counting.
public struct ButtonContent: Hashable, Sendable {
    /// The image's size; nil when there is no image.
    public var imageSize: Size?
    /// The title's measured one-line size; nil when there is no title.
    public var titleSize: Size?

    /// Creates content.
    @inlinable
    public init(imageSize: Size?, titleSize: Size?) {
        self.imageSize = imageSize
        self.titleSize = titleSize
    }
}

/// How content sits inside a button's bounds.
public struct ContentMetrics: Hashable, Sendable {
    /// Space between the bounds and the content.
    public var insets: EdgeInsets
    /// Space between the image and the title, when both are shown.
    public var imagePadding: Double

    /// Creates metrics.
    @inlinable
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
    /// How the title is shown: whole, truncated, or not at all.
    public var title: TextFit

    /// Creates frames.
    @inlinable
    public init(imageFrame: Rect?, titleFrame: Rect?, title: TextFit) {
        self.imageFrame = imageFrame
        self.titleFrame = titleFrame
        self.title = title
    }
}
