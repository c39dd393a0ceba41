/// The one content layout of every button: an image and a title side by side, the whole run
/// centred in the bounds less their insets, the title tail-truncated to the room left.
///
/// Rules:
/// - The image comes first (leading: on the left, or on the right in right-to-left); the
///   image padding separates it from the title only when both are shown.
/// - An image wider than the whole bounds is not shown (it would spill over its neighbours).
/// - A title within one pixel of fitting is shown whole: pixel snapping may take up to a pixel
///   from bounds sized with ``sizeThatFits(_:metrics:)``, and that must never truncate.
///   Otherwise it is cut at a grapheme boundary and ends in "…"; when not even "…" fits it is
///   not shown.
/// - Frames are vertically centred and snapped to the pixel grid (origin snapped, size rounded
///   up, so nothing is clipped).
public enum ButtonContentLayout {
    /// The size `content` needs to show without truncation.
    public static func sizeThatFits(_ content: ButtonContent, metrics: ContentMetrics) -> Size {
        let image = content.imageSize ?? .zero
        let gap = content.imageSize != nil && !content.title.isEmpty ? metrics.imagePadding : 0
        return Size(width: metrics.insets.horizontal + image.width + gap + content.titleSize.width,
                    height: metrics.insets.vertical + max(image.height, content.titleSize.height))
    }

    /// Places `content` in `bounds`.
    ///
    /// - Parameters:
    ///   - direction: right-to-left mirrors the content within the bounds.
    ///   - grid: the pixel grid frames snap to.
    ///   - measure: where truncation tables and the ellipsis width come from.
    /// - Complexity: O(1) when the title fits, O(log n) in its grapheme clusters to truncate it
    ///   (plus building its truncation table once).
    public static func place(_ content: ButtonContent, in bounds: Rect, metrics: ContentMetrics,
                             direction: LayoutDirection, grid: PixelGrid,
                             measure: TextMeasureCache) -> ContentFrames {
        let insets = metrics.insets
        let inner = max(0, bounds.width - insets.horizontal)
        let image = content.imageSize.flatMap { $0.width <= bounds.width ? $0 : nil }
        let imageWidth = image?.width ?? 0
        var gap = image != nil && !content.title.isEmpty ? metrics.imagePadding : 0
        let available = max(0, inner - imageWidth - gap)

        var shown = ContentFrames(imageFrame: nil, titleFrame: nil, title: "", isTruncated: false)
        var titleWidth = 0.0
        if !content.title.isEmpty {
            if content.titleSize.width <= available + 1 / grid.scale {
                shown.title = content.title
                titleWidth = content.titleSize.width
            } else {
                let fitted = TailTruncation.truncate(
                    measure.truncationTable(of: content.title, in: content.titleFont, memo: content.titleMemo),
                    fullWidth: content.titleSize.width,
                    ellipsisWidth: measure.ellipsisWidth(in: content.titleFont),
                    available: available)
                shown.title = fitted.text
                shown.isTruncated = fitted.isTruncated
                titleWidth = fitted.width
                if fitted.text.isEmpty { gap = 0 }
            }
        }

        // The run is centred in the content box (computed unclamped, so a run wider than the
        // box stays centred on the bounds).
        var x = bounds.x + insets.left + (bounds.width - insets.horizontal - imageWidth - gap - titleWidth) / 2
        let middle = bounds.y + insets.top + (bounds.height - insets.vertical) / 2
        if let image {
            shown.imageFrame = Rect(x: x, y: middle - image.height / 2, width: image.width, height: image.height)
            x += imageWidth + gap
        }
        if !shown.title.isEmpty {
            let height = content.titleSize.height
            shown.titleFrame = Rect(x: x, y: middle - height / 2, width: titleWidth, height: height)
        }
        let axis = bounds.x + bounds.maxX
        shown.imageFrame = shown.imageFrame.map { grid.snapOrigin(direction == .rightToLeft ? $0.mirrored(in: axis) : $0) }
        shown.titleFrame = shown.titleFrame.map { grid.snapOrigin(direction == .rightToLeft ? $0.mirrored(in: axis) : $0) }
        return shown
    }
}
