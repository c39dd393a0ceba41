import BGFoundations

/// Lays out a button group: overflow, slot widths, corners, content, mirroring, snapping.
///
/// A pure function of its input (text sizes come through a memoizing cache). The result and
/// the scratch storage are passed in to be reused: a relayout at another width of a group
/// whose content did not change measures nothing and allocates nothing.
public enum GroupLayoutEngine {
    /// Lays out `input` into `layout`, measuring titles through `measure`.
    ///
    /// - Complexity: O(n) in the number of items that can be visible (the count limit);
    ///   overflowed items are listed, not measured.
    public static func layout(_ input: borrowing GroupLayoutInput, measure: TextMeasureCache,
                              into layout: inout GroupLayout, scratch: inout GroupLayoutScratch) {
        var input = copy input
        self.layout(lent: &input, measure: measure, into: &layout, scratch: &scratch)
    }

    /// ``layout(_:measure:into:scratch:)`` of an input lent exclusively (it is not changed). A
    /// borrowed input that lives in memory others could reach (a model's stored property) is
    /// copied whole before the first call the optimizer cannot see through, a dozen references
    /// retained and released per layout; an `inout` one is known to be ours for the call.
    static func layout(lent input: inout GroupLayoutInput, measure: TextMeasureCache,
                       into layout: inout GroupLayout, scratch: inout GroupLayoutScratch) {
        let arrangement = input.parameters.layout
        let width = max(0, input.width)
        let itemCount = input.items.count
        let maxVisible = input.parameters.maxVisible, policy = input.parameters.overflowPolicy
        let limit = OverflowResolver.countLimit(itemCount: itemCount, maxVisible: maxVisible)
        // Only an item after the first and within the count limit can need keeping.
        let kept = input.keptItem.flatMap { (1..<max(1, limit)).contains($0) ? $0 : nil }
        scratch.resolveFont(of: input, measure: measure)
        scratch.prepareCandidates(input, limit: limit, measure: measure)
        let more = SlotSpec(moreButtonWith: input.style)
        let visible = OverflowResolver.visibleCount(
            itemCount: itemCount, maxVisible: maxVisible, policy: policy, width: width,
            hysteresis: input.parameters.overflowHysteresis, previous: input.previousVisibleItemCount,
            minimum: kept == nil ? 1 : 2,
            fits: { count, available in
                scratch.fitTest.fits(count: count, kept: kept, hasMore: count < itemCount, width: available)
            })

        let keptBeyond = kept.flatMap { $0 >= visible ? $0 : nil }
        let slots = SlotList(visible: visible, kept: keptBeyond, more: visible < itemCount ? more : nil)
        let geometry = SlotGeometry(style: input.style, layout: arrangement, grid: input.grid, direction: input.direction,
                                    width: width)
        scratch.candidates.withUnsafeBufferPointer { candidates in
            SlotSizing.widths(of: slots, in: candidates, layout: arrangement, style: input.style, width: width,
                              grid: input.grid, into: &scratch.widths)
            SlotPlacement.place(slots, in: candidates, widths: scratch.widths, input: input, geometry: geometry,
                                font: scratch.font!, measure: measure, into: &layout.placed)
        }
        layout.geometry = geometry
        layout.specs = scratch.candidates  // shares the storage until the content changes
        layout.list = slots
        layout.overflow = OverflowedItems(run: (keptBeyond == nil ? visible : visible - 1)..<itemCount, kept: keptBeyond)
        layout.size = Size(width: width, height: layout.placed.isEmpty ? 0 : input.style.buttonHeight)
        // Texts are read from the items and parameters: keep the ones laid out (a reference,
        // assigned only when they changed; not even compared while the content revision holds).
        if let revision = input.contentRevision, layout.taken.revision == revision { return }
        layout.taken.revision = input.contentRevision
        if !layout.items.withUnsafeBufferPointer({ old in input.items.withUnsafeBufferPointer { old.baseAddress == $0.baseAddress } }) {
            layout.items = input.items
        }
        if layout.parameters != input.parameters { layout.parameters = input.parameters }
    }

    /// The widths at which each item moves into and out of the More sheet, first to leave
    /// first (with nothing kept by a press or focus): with the width policy, item j shows while `j + 1` items (and More, unless they
    /// are all of them) fit, so it moves in below the narrowest width fitting `j + 1` items or
    /// more; items beyond the count limit are always in the sheet (infinite widths). Item 0
    /// never moves, and with the count policy nothing moves with the width.
    ///
    /// - Complexity: O(n) in the items the count limit lets show (measured once, as a layout).
    public static func breakpoints(_ input: borrowing GroupLayoutInput, measure: TextMeasureCache,
                                   scratch: inout GroupLayoutScratch) -> [OverflowBreakpoint] {
        let itemCount = input.items.count
        let limit = OverflowResolver.countLimit(itemCount: itemCount, maxVisible: input.parameters.maxVisible)
        var found = (limit..<itemCount).reversed().map {
            OverflowBreakpoint(item: $0, movesIn: .infinity, movesOut: .infinity)
        }
        guard input.parameters.overflowPolicy == .width, limit > 1 else { return found }
        scratch.resolveFont(of: input, measure: measure)
        scratch.prepareCandidates(input, limit: limit, measure: measure)  // and the fit test
        let hysteresis = max(0, input.parameters.overflowHysteresis)
        var threshold = Double.infinity
        for count in stride(from: limit, through: 2, by: -1) {
            threshold = min(threshold, scratch.fitTest.requiredWidth(count: count, hasMore: count < itemCount))
            found.append(OverflowBreakpoint(item: count - 1, movesIn: threshold, movesOut: threshold + hysteresis))
        }
        return found
    }

    /// Lays out `input` into a new layout (for callers that keep no storage between layouts).
    public static func layout(_ input: GroupLayoutInput, measure: TextMeasureCache) -> GroupLayout {
        var layout = GroupLayout(parameters: input.parameters, style: input.style)
        var scratch = GroupLayoutScratch()
        self.layout(input, measure: measure, into: &layout, scratch: &scratch)
        return layout
    }
}
