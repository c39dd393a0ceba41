/// Everything a group layout depends on.
public struct GroupLayoutInput: Sendable {
    /// The group's items.
    public var items: [ButtonGroupItem]
    /// Layout, strings and overflow options.
    public var parameters: GroupParameters
    /// Token values (sizes, radii, font).
    public var style: LayoutStyle
    /// Width to lay out in; finite and >= 0 (validated by the caller).
    public var width: Double
    /// Pixel grid frames snap to.
    public var grid: PixelGrid
    /// Reading direction.
    public var direction: LayoutDirection
    /// The previous layout's `visibleItemCount` for the same items (width-policy hysteresis).
    public var previousVisibleItemCount: Int?

    /// Creates an input.
    public init(items: [ButtonGroupItem], parameters: GroupParameters, style: LayoutStyle,
                width: Double, grid: PixelGrid = PixelGrid(scale: 1),
                direction: LayoutDirection = .leftToRight, previousVisibleItemCount: Int? = nil) {
        self.items = items
        self.parameters = parameters
        self.style = style
        self.width = width
        self.grid = grid
        self.direction = direction
        self.previousVisibleItemCount = previousVisibleItemCount
    }
}

/// Lays out a button group: overflow, slot widths, corners, content, mirroring, snapping.
///
/// A pure function of its input (text sizes come through a memoizing cache).
public enum GroupLayoutEngine {
    /// Lays out `input`, measuring titles through `measure`.
    ///
    /// - Complexity: O(n) in the number of items that can be visible (the count limit);
    ///   overflowed items are listed, not measured.
    public static func layout(_ input: GroupLayoutInput, measure: TextMeasureCache) -> GroupLayoutResult {
        let parameters = input.parameters
        let style = input.style
        measure.use(style.font)
        let width = max(0, input.width)
        let itemCount = input.items.count
        let limit = OverflowResolver.countLimit(itemCount: itemCount, maxVisible: parameters.maxVisible)
        let more = SlotContent(moreIcon: parameters.moreIcon)
        var candidates: [SlotContent] = []
        candidates.reserveCapacity(limit + 1)  // room for the More slot appended below
        for index in 0..<limit {
            candidates.append(SlotContent(item: input.items[index], index: index, position: index,
                                          layout: parameters.layout, style: style, measure: measure))
        }
        let fitTest = parameters.overflowPolicy == .width
            ? FitTest(candidates: candidates, more: more, layout: parameters.layout, style: style) : nil
        let visible = OverflowResolver.visibleCount(
            itemCount: itemCount, maxVisible: parameters.maxVisible, policy: parameters.overflowPolicy,
            width: width, hysteresis: parameters.overflowHysteresis,
            previous: input.previousVisibleItemCount,
            fits: { count, available in fitTest?.fits(count: count, hasMore: count < itemCount, width: available) ?? true })

        let dropped = candidates.count - visible
        var contents = consume candidates  // no copy: the visible ones are a prefix
        contents.removeLast(dropped)
        if visible < itemCount { contents.append(more) }
        let widths = SlotSizing.widths(of: contents, layout: parameters.layout, style: style, width: width, grid: input.grid)
        let slots = SlotPlacement.place(contents, widths: widths, input: input, width: width, measure: measure)
        return GroupLayoutResult(
            slots: slots,
            overflow: Array(visible..<itemCount),
            size: Size(width: width, height: slots.isEmpty ? 0 : style.buttonHeight),
            visibleItemCount: visible)
    }
}

/// Whether the first `count` candidates (and More) fit a width, in O(1) per question.
private struct FitTest {
    let prefixMaxWidth: [Double]
    let prefixSumWidth: [Double]
    let moreWidth: Double
    let layout: GroupLayout

    init(candidates: [SlotContent], more: SlotContent, layout: GroupLayout, style: LayoutStyle) {
        var maxima = [0.0], sums = [0.0]
        for candidate in candidates {
            let natural = candidate.naturalWidth(style: style)
            maxima.append(max(maxima[maxima.count - 1], natural))
            sums.append(sums[sums.count - 1] + natural)
        }
        prefixMaxWidth = maxima
        prefixSumWidth = sums
        moreWidth = more.naturalWidth(style: style)
        self.layout = layout
    }

    func fits(count: Int, hasMore: Bool, width: Double) -> Bool {
        let slotCount = count + (hasMore ? 1 : 0)
        guard slotCount > 0 else { return true }
        let gaps = SlotSizing.totalGap(slotCount: slotCount, layout: layout)
        switch layout {
        case .allRound:
            let slotWidth = (width - gaps) / Double(slotCount)
            return prefixMaxWidth[count] <= slotWidth && (!hasMore || moreWidth <= slotWidth)
        case .prominent:
            return prefixSumWidth[count] + (hasMore ? moreWidth : 0) + gaps <= width
        }
    }
}
