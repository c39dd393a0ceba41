import BGFoundations

/// Places sized slots: their edges (pixel-snapped, then mirrored in right-to-left, so that a
/// right-to-left slot is the exact mirror of its left-to-right one) and how their titles fit.
enum SlotPlacement {
    /// Writes into `placed` the slots of `list` with ideal `widths`, in logical order.
    static func place(_ list: SlotList, in candidates: UnsafeBufferPointer<SlotSpec>, widths: [Double],
                      input: borrowing GroupLayoutInput, geometry: SlotGeometry, font: TextMeasureCache.Font,
                      measure: TextMeasureCache, into placed: inout [PlacedSlot]) {
        let layout = input.parameters.layout
        let grid = geometry.grid, width = geometry.width
        let isRTL = geometry.direction == .rightToLeft
        let count = list.count

        // Resized to the count, then written in place (no per-slot append).
        if placed.count > count { placed.removeLast(placed.count - count) }
        placed.reserveCapacity(count)
        while placed.count < count { placed.append(.unplaced) }  // append(contentsOf: repeatElement) is generic and slow
        placed.withUnsafeMutableBufferPointer { placed in
        // Equal slots (allRound) start at k * (width + gap), with one rounding each, rather than
        // at a running sum that drifts by an ulp per slot and tips exact half-pixel ties.
        let step = layout.kind == .allRound && count > 0 ? widths[0] + SlotSizing.gap(after: 0, slotCount: count, layout: layout) : nil
        var cursor = 0.0
        for index in 0..<count {
            let spec = list.spec(index, in: candidates)
            let start = step.map { Double(index) * $0 } ?? cursor
            // Ideal LTR edges; the last slot ends exactly at the width so the group adds up.
            let left = min(start, width)
            let right = index == count - 1 ? width : min(start + widths[index], width)
            cursor += widths[index] + SlotSizing.gap(after: index, slotCount: count, layout: layout)
            var snappedLeft = snapEdge(left, grid: grid, width: width)
            var snappedRight = max(snappedLeft, snapEdge(right, grid: grid, width: width))
            if isRTL { (snappedLeft, snappedRight) = (width - snappedRight, width - snappedLeft) }

            var title = (fit: TextFit.absent, width: 0.0)
            if let size = spec.titleSize, let item = spec.item {
                let room = ButtonContentLayout.textRoom(spec.content, in: geometry.frame(left: snappedLeft, right: snappedRight),
                                                        metrics: geometry.metrics)
                title = ButtonContentLayout.fitsWhole(size.width, room: room, grid: grid) ? (.whole, size.width)
                    : measure.fit(of: input.items[item].title, in: font, memo: item, fullWidth: size.width, available: room)
            }
            placed[index] = PlacedSlot(left: snappedLeft, right: snappedRight, titleWidth: title.width, title: title.fit,
                                       state: spec.isDisabled ? .disabled : [])
        }
        }
    }

    /// Snaps an x edge to the grid, keeping the group's own edges (0 and width) exact.
    @inline(__always) private static func snapEdge(_ edge: Double, grid: PixelGrid, width: Double) -> Double {
        edge == width ? width : min(grid.snap(edge), width)
    }
}
