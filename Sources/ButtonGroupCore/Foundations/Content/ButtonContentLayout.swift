/// The one content layout of every button: an image (or activity indicator) beside, above or
/// below a title and a subtitle stacked on each other, the whole run centred in the bounds less
/// their insets, each text tail-truncated to the room left.
///
/// Rules (metrics resolved for the reading direction, ``ResolvedContentMetrics``):
/// - The image padding separates the image from the text only when both are shown; the title
///   padding separates title and subtitle only when both are shown.
/// - Image left or right: image and text block side by side, the run centred horizontally in
///   the content box, each centred vertically. Image on top or bottom: the image, the padding
///   and the text block stacked (the text first for bottom), the stack centred vertically in
///   the content box (both insets count), each centred horizontally.
/// - The texts line up per ``ResolvedContentMetrics/textEdge(hasImage:)``: the narrower moves
///   to the wider one's left edge, centre or right edge.
/// - Each text may take ``textRoom(_:in:metrics:)``: the content box less the image and its
///   padding beside it (the whole box when stacked), the same for title and subtitle.
/// - An image wider than the bounds is not shown (it would spill over its neighbours).
/// - A text within one pixel of fitting is shown whole (``fitsWhole(_:room:grid:)``): pixel
///   snapping may take up to a pixel from bounds sized with ``sizeThatFits(_:metrics:)``, and
///   that must never truncate. Otherwise the caller cuts it to the room
///   (``TruncationTable/fit(fullWidth:ellipsisWidth:available:)``); when not even "…" fits it
///   is not shown.
/// - Frames are snapped to the pixel grid (origin snapped, size rounded up, so nothing is
///   clipped) in reading-direction terms: x is measured from the bounds' leading edge. A
///   right-to-left layout is placed and snapped as its mirror image, then reflected in the
///   bounds, so its frames are the exact mirror of the left-to-right frames of mirrored
///   metrics: `x_rtl = bounds.minX + bounds.maxX − x_ltr − width`, at any width (they lie on
///   the pixel grid counted from the right edge, the host's when the width is whole pixels).
///
/// Placing is two steps so that no closure or text crosses the call: ask the texts' room,
/// decide how each text fits, then place.
public enum ButtonContentLayout {
    /// The size `content` needs to show without truncation.
    @inlinable
    public static func sizeThatFits(_ content: ButtonContent, metrics: ResolvedContentMetrics) -> Size {
        let image = content.imageSize ?? .zero
        let block = textBlock(title: content.titleSize, subtitle: content.subtitleSize, metrics: metrics)
        let gap = content.imageSize != nil && content.hasText ? metrics.imagePadding : 0
        let inner = metrics.imageSide.isHorizontal
            ? Size(width: image.width + gap + block.width, height: max(image.height, block.height))
            : Size(width: max(image.width, block.width), height: image.height + gap + block.height)
        return Size(width: metrics.insets.horizontal + inner.width, height: metrics.insets.vertical + inner.height)
    }

    /// The width the title and the subtitle may each take in `bounds`: the content box less
    /// the image and its padding when they sit beside the text; never negative.
    @inlinable
    public static func textRoom(_ content: ButtonContent, in bounds: Rect, metrics: ResolvedContentMetrics) -> Double {
        let box = max(0, bounds.width - metrics.insets.horizontal)
        guard metrics.imageSide.isHorizontal, let image = shownImage(content, in: bounds) else { return box }
        let gap = content.hasText ? metrics.imagePadding : 0
        return max(0, box - image.width - gap)
    }

    /// Whether a text `width` wide is shown whole in `room`: it fits, or misses by less than
    /// one pixel of `grid`.
    @inlinable
    public static func fitsWhole(_ width: Double, room: Double, grid: PixelGrid) -> Bool {
        width <= room + 1 / grid.scale
    }

    /// Places `content` in `bounds`, its title and subtitle shown as `title` and `subtitle`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func place(_ content: ButtonContent, in bounds: Rect, metrics: ResolvedContentMetrics,
                             grid: PixelGrid, title: PlacedText, subtitle: PlacedText) -> ContentFrames {
        // Placed from the leading edge (x 0), then moved there: reflected in right-to-left.
        let logical = Rect(x: 0, y: bounds.y, width: bounds.width, height: bounds.height)
        var frames = placeFromLeft(content, in: logical, metrics: metrics.isRightToLeft ? metrics.reflected : metrics,
                                   grid: grid, title: title, subtitle: subtitle)
        func moved(_ frame: Rect?) -> Rect? {
            frame.map { Rect(x: metrics.isRightToLeft ? bounds.maxX - $0.maxX : bounds.x + $0.x, y: $0.y,
                             width: $0.width, height: $0.height) }
        }
        frames.imageFrame = moved(frames.imageFrame)
        frames.titleFrame = moved(frames.titleFrame)
        frames.subtitleFrame = moved(frames.subtitleFrame)
        frames.contentFrame = moved(frames.contentFrame)
        frames.titleBox = moved(frames.titleBox)
        return frames
    }

    /// ``place(_:in:metrics:grid:title:subtitle:)`` with left-to-right terms: x snapped from
    /// the bounds' left edge.
    @inlinable
    static func placeFromLeft(_ content: ButtonContent, in bounds: Rect, metrics: ResolvedContentMetrics,
                              grid: PixelGrid, title: PlacedText, subtitle: PlacedText) -> ContentFrames {
        let insets = metrics.insets
        let image = shownImage(content, in: bounds)
        let titleSize = title.fit.isShown ? content.titleSize.map { Size(width: title.width, height: $0.height) } : nil
        let subtitleSize = subtitle.fit.isShown
            ? content.subtitleSize.map { Size(width: subtitle.width, height: $0.height) } : nil
        let texts = textBlock(title: titleSize, subtitle: subtitleSize, metrics: metrics)
        let imageSize = image ?? .zero
        let gap = image != nil && (titleSize != nil || subtitleSize != nil) ? metrics.imagePadding : 0
        // The content box, unclamped: a run wider than the box stays where its alignment puts it.
        let box = Rect(x: bounds.x + insets.left, y: bounds.y + insets.top,
                       width: bounds.width - insets.horizontal, height: bounds.height - insets.vertical)
        let run = self.run(image: imageSize, gap: gap, texts: texts, in: box, metrics: metrics)
        let block = run.block
        let imageOrigin = run.image, blockOrigin = Point(x: block.x, y: block.y + (block.height - texts.height) / 2)
        let edge = metrics.textEdge(hasImage: image != nil)
        var frames = ContentFrames(imageFrame: nil, titleFrame: nil, subtitleFrame: nil,
                                   title: title.fit, subtitle: subtitle.fit, contentFrame: run.frame)
        if let image {
            frames.imageFrame = grid.snapOrigin(Rect(x: imageOrigin.x, y: imageOrigin.y, width: image.width, height: image.height))
        }
        var y = blockOrigin.y
        if let size = titleSize {
            let box = Rect(x: aligned(size.width, in: block.width, at: block.x, edge: edge), y: y,
                           width: size.width, height: size.height)
            frames.titleBox = box
            frames.titleFrame = grid.snapOrigin(box)
            y += size.height + (subtitleSize != nil ? metrics.titlePadding : 0)
        }
        if let size = subtitleSize {
            frames.subtitleFrame = grid.snapOrigin(Rect(x: aligned(size.width, in: block.width, at: block.x, edge: edge),
                                                        y: y, width: size.width, height: size.height))
        }
        return frames
    }

    /// Where the run of the image, its padding and the text block goes in `box` by the
    /// metrics' content alignment: the run's frame, the image's origin and the text block's
    /// frame (stretched along an axis the alignment fills, never below the texts' size). Centred,
    /// the sums are the ones the centred layout always made, so its frames stay bit for bit.
    @inlinable
    static func run(image: Size, gap: Double, texts: Size, in box: Rect,
                    metrics: ResolvedContentMetrics) -> (frame: Rect, image: Point, block: Rect) {
        let across = metrics.horizontal, down = metrics.vertical
        if metrics.imageSide.isHorizontal {
            let blockWidth = across == .fill ? max(texts.width, box.width - image.width - gap) : texts.width
            let blockHeight = down == .fill ? max(texts.height, box.height) : texts.height
            let runX = box.x + across.offset(slack: box.width - image.width - gap - blockWidth)
            let height = max(image.height, blockHeight)
            let midY = down == .start ? box.y + height / 2 : down == .end ? box.maxY - height / 2 : box.midY
            let isLeft = metrics.imageSide == .left
            let imageOrigin = Point(x: isLeft ? runX : runX + blockWidth + gap, y: midY - image.height / 2)
            let block = Rect(x: isLeft ? runX + image.width + gap : runX, y: midY - blockHeight / 2,
                             width: blockWidth, height: blockHeight)
            let frame = Rect(x: runX, y: midY - height / 2, width: image.width + gap + blockWidth, height: height)
            return (frame, imageOrigin, block)
        }
        let blockWidth = across == .fill ? max(texts.width, box.width) : texts.width
        let blockHeight = down == .fill ? max(texts.height, box.height - image.height - gap) : texts.height
        let stackY = box.y + down.offset(slack: box.height - image.height - gap - blockHeight)
        let width = max(image.width, blockWidth)
        let midX = across == .start ? box.x + width / 2 : across == .end ? box.maxX - width / 2 : box.midX
        let isTop = metrics.imageSide == .top
        let imageOrigin = Point(x: midX - image.width / 2, y: isTop ? stackY : stackY + blockHeight + gap)
        let block = Rect(x: midX - blockWidth / 2, y: isTop ? stackY + image.height + gap : stackY,
                         width: blockWidth, height: blockHeight)
        let frame = Rect(x: midX - width / 2, y: stackY, width: width, height: image.height + gap + blockHeight)
        return (frame, imageOrigin, block)
    }

    /// The size of the title and subtitle stacked, with the title padding between them when
    /// both are there.
    @inlinable
    static func textBlock(title: Size?, subtitle: Size?, metrics: ResolvedContentMetrics) -> Size {
        let top = title ?? .zero, bottom = subtitle ?? .zero
        let padding = title != nil && subtitle != nil ? metrics.titlePadding : 0
        return Size(width: max(top.width, bottom.width), height: top.height + padding + bottom.height)
    }

    /// The x of a text `width` wide lined up at `edge` of a block `blockWidth` wide at `x`.
    @inlinable
    static func aligned(_ width: Double, in blockWidth: Double, at x: Double,
                        edge: ResolvedContentMetrics.TextEdge) -> Double {
        switch edge {
        case .left: return x
        case .center: return x + (blockWidth - width) / 2
        case .right: return x + blockWidth - width
        }
    }

    /// The image's size when it is shown: not wider than the bounds.
    @inlinable
    static func shownImage(_ content: ButtonContent, in bounds: Rect) -> Size? {
        guard let image = content.imageSize, image.width <= bounds.width else { return nil }
        return image
    }
}
