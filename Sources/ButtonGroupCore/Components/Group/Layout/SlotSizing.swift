import BGFoundations

/// Slot widths of the two layouts.
enum SlotSizing {
    /// The total space between `slotCount` slots: `spacing` between all of them in allRound
    /// and prominent relaxed; only between the prominent slot and the run in grouped.
    static func totalGap(slotCount: Int, layout: GroupLayoutParameters) -> Double {
        guard slotCount > 1 else { return 0 }
        let spacing = max(0, layout.spacing)
        switch layout {
        case .allRound, .prominent(.relaxed, _, _): return Double(slotCount - 1) * spacing
        case .prominent(.grouped, _, _): return spacing
        }
    }

    /// The gap after slot `index` of `slotCount`.
    static func gap(after index: Int, slotCount: Int, layout: GroupLayoutParameters) -> Double {
        guard index < slotCount - 1 else { return 0 }
        switch layout {
        case .allRound, .prominent(.relaxed, _, _): return max(0, layout.spacing)
        case .prominent(.grouped, _, _): return index == 0 ? max(0, layout.spacing) : 0
        }
    }

    /// Writes into `widths` the ideal (unsnapped) widths of `slots` in `width`; they add up to
    /// `width` minus the gaps whenever that is positive.
    ///
    /// allRound: equal shares. Prominent: secondaries at their natural width, the prominent
    /// slot takes the rest; when the secondaries would squeeze the prominent slot below
    /// min(its natural width, an equal share), they shrink proportionally.
    ///
    /// Secondaries that get their natural width are rounded up to whole pixels of `grid`, so
    /// that snapping their edges never makes them narrower than their content.
    static func widths(of slots: SlotList, in candidates: UnsafeBufferPointer<SlotSpec>, layout: GroupLayoutParameters,
                       style: borrowing GroupStyle, width: Double, grid: PixelGrid, into widths: inout [Double]) {
        widths.removeAll(keepingCapacity: true)
        let count = slots.count
        guard count > 0 else { return }
        let budget = max(0, width - totalGap(slotCount: count, layout: layout))
        switch layout {
        case .allRound:
            widths.append(contentsOf: repeatElement(budget / Double(count), count: count))
        case .prominent:
            guard count > 1 else { return widths.append(budget) }
            for index in 0..<count { widths.append(slots.spec(index, in: candidates).naturalWidth(style: style)) }
            let secondaryTotal = widths[1...].reduce(0, +)
            let room = budget - min(widths[0], budget / Double(count))
            let squeezed = secondaryTotal > room && secondaryTotal > 0
            for index in 1..<count {
                widths[index] = squeezed ? widths[index] * room / secondaryTotal : grid.ceil(widths[index])
            }
            widths[0] = max(0, budget - widths[1...].reduce(0, +))
        }
    }
}
