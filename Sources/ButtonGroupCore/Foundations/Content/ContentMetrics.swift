/// How a button's content sits inside its bounds: insets, paddings, where the image goes and
/// how the title and subtitle align.
public struct ContentMetrics: Hashable, Sendable {
    /// Space between the bounds and the content.
    public var insets: ContentInsets
    /// Space between the image and the text, when both are shown.
    public var imagePadding: Double
    /// Space between the title and the subtitle, when both are shown.
    public var titlePadding: Double
    /// Where the image goes relative to the text.
    public var imagePlacement: ImagePlacement
    /// How the title and subtitle align with each other.
    public var titleAlignment: TitleAlignment
    /// Where the content sits in the box the insets leave (centred by default).
    public var alignment: ContentAlignment

    /// Creates metrics.
    @inlinable
    public init(insets: ContentInsets, imagePadding: Double, titlePadding: Double,
                imagePlacement: ImagePlacement, titleAlignment: TitleAlignment, alignment: ContentAlignment = .center) {
        self.insets = insets
        self.imagePadding = imagePadding
        self.titlePadding = titlePadding
        self.imagePlacement = imagePlacement
        self.titleAlignment = titleAlignment
        self.alignment = alignment
    }

    /// These metrics in physical terms for `direction` (resolved once per layout).
    @inlinable
    public func resolved(_ direction: LayoutDirection) -> ResolvedContentMetrics {
        ResolvedContentMetrics(self, direction: direction)
    }
}

/// ``ContentMetrics`` with every reading-direction term made physical.
public struct ResolvedContentMetrics: Hashable, Sendable {
    /// The side of the text the image goes on.
    public enum ImageSide: Hashable, Sendable {
        case left, right, top, bottom

        /// Whether the image and the text sit side by side (rather than stacked).
        @inlinable
        public var isHorizontal: Bool { self == .left || self == .right }
    }

    /// Which edges of the title and subtitle line up.
    public enum TextEdge: Hashable, Sendable {
        case left, center, right
    }

    /// Physical insets.
    public var insets: EdgeInsets
    /// As ``ContentMetrics/imagePadding``.
    public var imagePadding: Double
    /// As ``ContentMetrics/titlePadding``.
    public var titlePadding: Double
    /// The image's side.
    public var imageSide: ImageSide
    /// How the texts align when an image is shown.
    public var textEdgeWithImage: TextEdge
    /// How the texts align when no image is shown.
    public var textEdgeWithoutImage: TextEdge
    /// Whether these are right-to-left metrics: the content is then placed with their mirror
    /// image (``reflected``) and its frames are reflected after snapping.
    public var isRightToLeft: Bool
    /// Where the content run sits across the box (physical).
    public var horizontal: AxisPlacement
    /// Where it sits down the box.
    public var vertical: AxisPlacement

    /// Resolves `metrics` for `direction`.
    @inlinable
    public init(_ metrics: ContentMetrics, direction: LayoutDirection) {
        let isRTL = direction == .rightToLeft
        isRightToLeft = isRTL
        horizontal = AxisPlacement(metrics.alignment.horizontal, isRightToLeft: isRTL)
        vertical = AxisPlacement(metrics.alignment.vertical)
        let leading: ImageSide = isRTL ? .right : .left, trailing: ImageSide = isRTL ? .left : .right
        insets = metrics.insets.resolved(direction)
        imagePadding = metrics.imagePadding
        titlePadding = metrics.titlePadding
        switch metrics.imagePlacement {
        case .leading: imageSide = leading
        case .trailing: imageSide = trailing
        case .left: imageSide = .left
        case .right: imageSide = .right
        case .top: imageSide = .top
        case .bottom: imageSide = .bottom
        }
        let leadingEdge: TextEdge = isRTL ? .right : .left, trailingEdge: TextEdge = isRTL ? .left : .right
        let edge: TextEdge
        switch metrics.titleAlignment {
        case .automatic:
            edge = imageSide == .left ? .left : imageSide == .right ? .right : .center
        case .leading: edge = leadingEdge
        case .trailing: edge = trailingEdge
        case .center: edge = .center
        case .left: edge = .left
        case .right: edge = .right
        }
        textEdgeWithImage = edge
        textEdgeWithoutImage = metrics.titleAlignment == .automatic ? leadingEdge : edge
    }

    /// How the texts align: toward the image, or as asked (``TitleAlignment``).
    @inlinable
    public func textEdge(hasImage: Bool) -> TextEdge {
        hasImage ? textEdgeWithImage : textEdgeWithoutImage
    }

    /// These metrics reflected left for right (insets, image side, text edges), as
    /// left-to-right metrics: a right-to-left layout's mirror image.
    @inlinable
    public var reflected: ResolvedContentMetrics {
        func flip(_ edge: TextEdge) -> TextEdge { edge == .left ? .right : edge == .right ? .left : edge }
        var reflected = self
        reflected.insets = EdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left)
        reflected.imageSide = imageSide == .left ? .right : imageSide == .right ? .left : imageSide
        reflected.textEdgeWithImage = flip(textEdgeWithImage)
        reflected.textEdgeWithoutImage = flip(textEdgeWithoutImage)
        reflected.isRightToLeft = !isRightToLeft
        reflected.horizontal = horizontal.mirrored
        return reflected
    }
}
