import BGFoundations
import BGTokens

/// What a layout's slots share, to work out a full ``SlotLayout`` from a ``PlacedSlot``:
/// corners, content frames and touch targets.
struct SlotGeometry: Hashable, Sendable {
    var layout: GroupLayoutParameters
    var metrics: ResolvedContentMetrics
    var radii: RadiusScale
    /// The style's button height (the capsule radius is half of it).
    var buttonHeight: Double
    /// The slots' height: the button height snapped to the grid.
    var height: Double
    var minimumTouchTarget: Double
    var grid: PixelGrid
    var direction: LayoutDirection
    /// The group's width.
    var width: Double

    init(style: borrowing GroupStyle, layout: GroupLayoutParameters, grid: PixelGrid, direction: LayoutDirection,
         width: Double) {
        self.layout = layout
        metrics = style.contentMetrics.resolved(direction)
        radii = style.radii
        buttonHeight = style.buttonHeight
        height = grid.snap(style.buttonHeight)
        minimumTouchTarget = style.minimumTouchTarget
        self.grid = grid
        self.direction = direction
        self.width = width
    }

    /// The frame of a slot with these edges.
    func frame(left: Double, right: Double) -> Rect {
        Rect(x: left, y: 0, width: right - left, height: height)
    }

    /// Slot `index` of `placed`, showing `spec`, in full.
    func slot(_ index: Int, of placed: UnsafeBufferPointer<PlacedSlot>, spec: SlotSpec) -> SlotLayout {
        let slot = placed[index]
        let frame = frame(left: slot.left, right: slot.right)
        var corners = logicalCorners(index: index, count: placed.count,
                                     radius: radii.radius(of: layout.cornerStyle, width: frame.width, height: buttonHeight))
        if direction == .rightToLeft { corners = corners.mirrored }
        let content = ButtonContentLayout.place(spec.content, in: frame, metrics: metrics, grid: grid,
                                                title: PlacedText(fit: slot.title, width: slot.titleWidth),
                                                subtitle: .absent)
        return SlotLayout(
            kind: spec.item == nil ? .more : .item, item: spec.item, role: spec.role, state: slot.state,
            frame: frame, hitFrame: hitFrame(index, of: placed, frame: frame), corners: corners,
            iconFrame: content.imageFrame ?? .zero, titleFrame: content.titleFrame ?? .zero,
            showsIcon: content.imageFrame != nil, title: content.title)
    }

    /// Corners in LTR terms: every slot rounded, except the inner corners of a grouped run.
    private func logicalCorners(index: Int, count: Int, radius: Double) -> CornerRadii {
        guard case .prominent(.grouped, _, _) = layout, index > 0, count > 2 else {
            return CornerRadii(all: radius)
        }
        let isFirstOfRun = index == 1, isLastOfRun = index == count - 1
        return CornerRadii(
            topLeft: isFirstOfRun ? radius : 0, topRight: isLastOfRun ? radius : 0,
            bottomRight: isLastOfRun ? radius : 0, bottomLeft: isFirstOfRun ? radius : 0)
    }

    /// The frame grown toward the minimum touch size: vertically freely (centred),
    /// horizontally up to halfway to the neighbouring slots and never past the group's edges.
    private func hitFrame(_ index: Int, of placed: UnsafeBufferPointer<PlacedSlot>, frame: Rect) -> Rect {
        // Slots are in logical order: left to right, or right to left in RTL.
        let leftIndex = direction == .rightToLeft ? index + 1 : index - 1
        let rightIndex = direction == .rightToLeft ? index - 1 : index + 1
        let leftLimit = placed.indices.contains(leftIndex) ? (placed[leftIndex].right + frame.x) / 2 : 0
        let rightLimit = placed.indices.contains(rightIndex) ? (frame.maxX + placed[rightIndex].left) / 2 : width
        let growX = max(0, minimumTouchTarget - frame.width) / 2
        let growY = max(0, minimumTouchTarget - frame.height) / 2
        let left = max(min(frame.x, leftLimit), frame.x - growX)
        let right = min(max(frame.maxX, rightLimit), frame.maxX + growX)
        return Rect(x: left, y: frame.y - growY, width: right - left, height: frame.height + 2 * growY)
    }
}
