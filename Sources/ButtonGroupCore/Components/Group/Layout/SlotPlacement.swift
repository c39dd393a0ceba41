import BGFoundations

/// Places sized slots: edges, RTL mirroring, pixel snapping, corners, content, touch targets.
enum SlotPlacement {
    /// The final slots for `contents` with ideal `widths`, in logical order.
    static func place(_ contents: [SlotContent], widths: [Double], input: GroupLayoutInput,
                      width: Double, measure: TextMeasureCache) -> [SlotLayout] {
        let style = input.style
        let layout = input.parameters.layout
        let grid = input.grid
        let isRTL = input.direction == .rightToLeft
        let height = grid.snap(style.buttonHeight)
        let count = contents.count

        var slots: [SlotLayout] = []
        slots.reserveCapacity(count)
        var cursor = 0.0
        for (index, content) in contents.enumerated() {
            // Ideal LTR edges; the last slot ends exactly at the width so the group adds up.
            var left = min(cursor, width)
            var right = index == count - 1 ? width : min(cursor + widths[index], width)
            cursor += widths[index] + SlotSizing.gap(after: index, slotCount: count, layout: layout)
            if isRTL { (left, right) = (width - right, width - left) }
            let snappedLeft = snapEdge(left, grid: grid, width: width)
            let snappedRight = max(snappedLeft, snapEdge(right, grid: grid, width: width))
            let frame = Rect(x: snappedLeft, y: 0, width: snappedRight - snappedLeft, height: height)

            let radius = style.radius(of: layout.cornerStyle, width: frame.width)
            var corners = logicalCorners(index: index, count: count, layout: layout, radius: radius)
            if isRTL { corners = corners.mirrored }

            var slot = SlotLayout(
                kind: content.item == nil ? .more : .item, item: content.item, role: content.role, frame: frame,
                hitFrame: frame, corners: corners, iconFrame: .zero, titleFrame: .zero, title: "",
                icon: content.icon, isTruncated: false, state: [])
            placeContent(content, in: &slot, style: style, input: input, measure: measure)
            slots.append(slot)
        }
        growHitFrames(&slots, minimum: style.minimumTouchTarget, width: width, isRTL: isRTL)
        return slots
    }

    /// Snaps an x edge to the grid, keeping the group's own edges (0 and width) exact.
    private static func snapEdge(_ edge: Double, grid: PixelGrid, width: Double) -> Double {
        edge == width ? width : min(grid.snap(edge), width)
    }

    /// Corners in LTR terms: every slot rounded, except the inner corners of a grouped run.
    private static func logicalCorners(index: Int, count: Int, layout: GroupLayoutParameters, radius: Double) -> CornerRadii {
        guard case .prominent(.grouped, _, _) = layout, index > 0, count > 2 else {
            return CornerRadii(all: radius)
        }
        let isFirstOfRun = index == 1, isLastOfRun = index == count - 1
        return CornerRadii(
            topLeft: isFirstOfRun ? radius : 0, topRight: isLastOfRun ? radius : 0,
            bottomRight: isLastOfRun ? radius : 0, bottomLeft: isFirstOfRun ? radius : 0)
    }

    /// Fills the displayed title and the icon and title frames (the one content layout).
    private static func placeContent(_ content: SlotContent, in slot: inout SlotLayout, style: GroupStyle,
                                     input: GroupLayoutInput, measure: TextMeasureCache) {
        let placed = ButtonContentLayout.place(content.content, in: slot.frame, metrics: style.contentMetrics,
                                               direction: input.direction, grid: input.grid, measure: measure)
        if placed.imageFrame == nil { slot.icon = nil }
        slot.iconFrame = placed.imageFrame ?? .zero
        slot.titleFrame = placed.titleFrame ?? .zero
        slot.title = placed.title
        slot.isTruncated = placed.isTruncated
    }

    /// Grows each hit frame toward `minimum` x `minimum`: vertically freely (centred),
    /// horizontally up to halfway to the neighbouring slots and never past the group's edges.
    private static func growHitFrames(_ slots: inout [SlotLayout], minimum: Double, width: Double, isRTL: Bool) {
        // Slots are in logical order: left to right, or right to left in RTL.
        let leftNeighbour = isRTL ? 1 : -1
        for index in slots.indices {
            let frame = slots[index].frame
            let leftIndex = index + leftNeighbour, rightIndex = index - leftNeighbour
            let leftLimit = slots.indices.contains(leftIndex) ? (slots[leftIndex].frame.maxX + frame.x) / 2 : 0
            let rightLimit = slots.indices.contains(rightIndex) ? (frame.maxX + slots[rightIndex].frame.x) / 2 : width
            let growX = max(0, minimum - frame.width) / 2
            let growY = max(0, minimum - frame.height) / 2
            let left = max(min(frame.x, leftLimit), frame.x - growX)
            let right = min(max(frame.maxX, rightLimit), frame.maxX + growX)
            slots[index].hitFrame = Rect(x: left, y: frame.y - growY, width: right - left, height: frame.height + 2 * growY)
        }
    }
}
