import BGFoundations

/// Everything a group layout depends on.
public struct GroupLayoutInput: Sendable {
    /// The group's items.
    public var items: [ButtonGroupItem]
    /// Layout, strings and overflow options.
    public var parameters: GroupParameters
    /// Token values (sizes, radii, font).
    public var style: GroupStyle
    /// Width to lay out in; finite and >= 0 (validated by the caller).
    public var width: Double
    /// Pixel grid frames snap to.
    public var grid: PixelGrid
    /// Reading direction.
    public var direction: LayoutDirection
    /// The previous layout's `visibleItemCount` for the same items (width-policy hysteresis).
    public var previousVisibleItemCount: Int?

    /// Creates an input.
    public init(items: [ButtonGroupItem], parameters: GroupParameters, style: GroupStyle,
                width: Double, grid: PixelGrid, direction: LayoutDirection, previousVisibleItemCount: Int? = nil) {
        self.items = items
        self.parameters = parameters
        self.style = style
        self.width = width
        self.grid = grid
        self.direction = direction
        self.previousVisibleItemCount = previousVisibleItemCount
    }
}

/// Lays out a button group: overflow, slot widths, corners, content, mirroring, snapping,
/// accessibility.
///
/// A pure function of its input (text sizes come through a memoizing cache).
public enum GroupLayoutEngine {
    /// Lays out `input`, measuring titles through `measure`.
    ///
    /// - Complexity: O(n) in the number of items that can be visible (the count limit);
    ///   overflowed items are listed, not measured.
    public static func layout(_ input: GroupLayoutInput, measure: TextMeasureCache) -> GroupLayout {
        let parameters = input.parameters
        let style = input.style
        let width = max(0, input.width)
        let itemCount = input.items.count
        let limit = OverflowResolver.countLimit(itemCount: itemCount, maxVisible: parameters.maxVisible)
        let more = SlotContent(moreIcon: parameters.moreIcon, style: style)
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
        return GroupLayout(
            slots: slots,
            overflow: visible..<itemCount,
            size: Size(width: width, height: slots.isEmpty ? 0 : style.buttonHeight),
            accessibility: GroupAccessibility.nodes(of: slots, items: input.items, strings: parameters.strings))
    }
}
