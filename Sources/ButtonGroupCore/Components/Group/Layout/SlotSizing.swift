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
    /// allRound: equal shares. Prominent: the prominent slot takes what the secondaries leave
    /// and is never narrower than any of them. Secondaries get their natural width, rounded up
    /// to whole pixels of `grid` (so that snapping never makes them narrower than their
    /// content), unless that would leave the prominent slot narrower than one of them: then
    /// the widest secondaries shrink (truncating their titles) to a common cap, a whole number
    /// of pixels, with the prominent slot at least one pixel wider than the cap (so that snapping
    /// its edges cannot make it narrower either). At a width too small for even that, every
    /// slot gets the cap.
    static func widths(of slots: SlotList, in candidates: UnsafeBufferPointer<SlotSpec>, layout: GroupLayoutParameters,
                       style: borrowing GroupStyle, width: Double, grid: PixelGrid, into widths: inout [Double]) {
        let count = slots.count
        let budget = max(0, width - totalGap(slotCount: count, layout: layout))
        if case .allRound = layout, count > 0, widths.count == count {
            // A relayout of the same slots: overwritten in place (no removal, no append).
            let share = budget / Double(count)
            widths.withUnsafeMutableBufferPointer { $0.update(repeating: share) }
            return
        }
        widths.removeAll(keepingCapacity: true)
        guard count > 0 else { return }
        switch layout {
        case .allRound:
            let share = budget / Double(count)
            widths.reserveCapacity(count)
            for _ in 0..<count { widths.append(share) }  // append(contentsOf: repeatElement) is generic and slow
        case .prominent:
            guard count > 1 else { return widths.append(budget) }
            widths.append(0)  // the prominent slot's, set last
            for index in 1..<count { widths.append(grid.ceil(slots.spec(index, in: candidates).naturalWidth(style: style))) }
            if let cap = secondaryCap(widths[1...], budget: budget, grid: grid) {
                for index in 1..<count { widths[index] = min(widths[index], cap) }
            }
            widths[0] = max(0, budget - widths[1...].reduce(0, +))
        }
    }

    /// The width the secondaries must not exceed for the prominent slot to stay wider than
    /// each of them by at least one pixel, or nil when their natural widths already leave it
    /// so: the largest whole-pixel cap c with budget − Σ min(wᵢ, c) ≥ c + 1 pixel.
    ///
    /// The prominent slot's share grows as secondaries narrower than the cap keep their width;
    /// starting from an equal share, each round frees those and gives their room to the rest,
    /// until no more secondaries fit under the cap (at most one round per secondary).
    static func secondaryCap(_ natural: ArraySlice<Double>, budget: Double, grid: PixelGrid) -> Double? {
        let room = budget - grid.pixel
        guard let widest = natural.max(), room - natural.reduce(0, +) < widest else { return nil }
        var cap = room / Double(natural.count + 1)
        while true {
            var kept = 0.0, capped = 0
            for width in natural { if width <= cap { kept += width } else { capped += 1 } }
            let next = (room - kept) / Double(capped + 1)
            guard next > cap else { break }
            cap = next
        }
        return max(0, grid.floor(cap))
    }
}
