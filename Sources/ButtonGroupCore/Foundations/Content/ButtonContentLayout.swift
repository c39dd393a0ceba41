/// The one content layout of every button: an image and a title side by side, the whole run
/// centred in the bounds less their insets, the title tail-truncated to the room left.
///
/// Rules:
/// - The image comes first (leading: on the left, or on the right in right-to-left); the
///   image padding separates it from the title only when both are shown.
/// - An image wider than the whole bounds is not shown (it would spill over its neighbours).
/// - A title within one pixel of fitting is shown whole (``fitsWhole(_:room:grid:)``): pixel
///   snapping may take up to a pixel from bounds sized with ``sizeThatFits(_:metrics:)``, and
///   that must never truncate. Otherwise the caller cuts it to ``titleRoom(_:in:metrics:)``
///   (``TruncationTable/fit(fullWidth:ellipsisWidth:available:)``); when not even "…" fits it
///   is not shown.
/// - Frames are vertically centred and snapped to the pixel grid (origin snapped, size rounded
///   up, so nothing is clipped).
///
/// Placing is two steps so that no closure or text crosses the call: ask the title's room,
/// decide how the title fits, then place.
public enum ButtonContentLayout {
    /// The size `content` needs to show without truncation.
    @inlinable
    public static func sizeThatFits(_ content: ButtonContent, metrics: ContentMetrics) -> Size {
        let image = content.imageSize ?? .zero, title = content.titleSize ?? .zero
        let gap = content.imageSize != nil && content.titleSize != nil ? metrics.imagePadding : 0
        return Size(width: metrics.insets.horizontal + image.width + gap + title.width,
                    height: metrics.insets.vertical + max(image.height, title.height))
    }

    /// The width the title may take in `bounds`: the content box less the image and its
    /// padding, never negative.
    @inlinable
    public static func titleRoom(_ content: ButtonContent, in bounds: Rect, metrics: ContentMetrics) -> Double {
        let image = shownImage(content, in: bounds)
        let gap = image != nil && content.titleSize != nil ? metrics.imagePadding : 0
        return max(0, max(0, bounds.width - metrics.insets.horizontal) - (image?.width ?? 0) - gap)
    }

    /// Whether a title `width` wide is shown whole in `room`: it fits, or misses by less than
    /// one pixel of `grid`.
    @inlinable
    public static func fitsWhole(_ width: Double, room: Double, grid: PixelGrid) -> Bool {
        width <= room + 1 / grid.scale
    }

    /// Places `content` in `bounds`, its title shown as `title` and `titleWidth` wide.
    ///
    /// - Parameters:
    ///   - direction: right-to-left mirrors the content within the bounds.
    ///   - grid: the pixel grid frames snap to.
    /// - Complexity: O(1).
    @inlinable
    public static func place(_ content: ButtonContent, in bounds: Rect, metrics: ContentMetrics,
                             direction: LayoutDirection, grid: PixelGrid, title: TextFit,
                             titleWidth: Double) -> ContentFrames {
        let insets = metrics.insets
        let image = shownImage(content, in: bounds)
        let imageWidth = image?.width ?? 0
        let gap = image != nil && title.isShown ? metrics.imagePadding : 0
        let shownWidth = title.isShown ? titleWidth : 0
        // The run is centred in the content box (computed unclamped, so a run wider than the
        // box stays centred on the bounds).
        var x = bounds.x + insets.left + (bounds.width - insets.horizontal - imageWidth - gap - shownWidth) / 2
        let middle = bounds.y + insets.top + (bounds.height - insets.vertical) / 2
        let axis = bounds.x + bounds.maxX
        var frames = ContentFrames(imageFrame: nil, titleFrame: nil, title: title)
        if let image {
            frames.imageFrame = place(Rect(x: x, y: middle - image.height / 2, width: image.width, height: image.height),
                                      axis: axis, direction: direction, grid: grid)
            x += imageWidth + gap
        }
        if title.isShown, let size = content.titleSize {
            frames.titleFrame = place(Rect(x: x, y: middle - size.height / 2, width: shownWidth, height: size.height),
                                      axis: axis, direction: direction, grid: grid)
        }
        return frames
    }

    /// The image's size when it is shown: not wider than the bounds.
    @inlinable
    static func shownImage(_ content: ButtonContent, in bounds: Rect) -> Size? {
        guard let image = content.imageSize, image.width <= bounds.width else { return nil }
        return image
    }

    /// `frame`, mirrored about `axis` in right-to-left, snapped.
    @inlinable
    static func place(_ frame: Rect, axis: Double, direction: LayoutDirection, grid: PixelGrid) -> Rect {
        grid.snapOrigin(direction == .rightToLeft ? frame.mirrored(in: axis) : frame)
    }
}
