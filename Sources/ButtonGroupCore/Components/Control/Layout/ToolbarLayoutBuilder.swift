import BGButton
import BGFoundations

/// Builds a ``ToolbarLayout`` group by group in left-to-right coordinates, then mirrors it for
/// right-to-left: cells, separators, hit targets and accessibility nodes.
struct ToolbarLayoutBuilder {
    let input: ToolbarLayoutInput
    let style: ControlStyle
    let measuring: ButtonLayoutEngine.Measuring
    /// The layout being built (its arrays emptied, their storage kept; its segments past
    /// `cellCount` and accessibility nodes past `nodeCount` are the previous layout's, written
    /// over in place: a cell of the same item, button, size and state reuses its content
    /// instead of laying it out again).
    private var layout: ToolbarLayout
    /// The cells and accessibility nodes added so far.
    private var cellCount = 0, nodeCount = 0

    /// A builder filling `storage` (emptied but for its segments and accessibility nodes, its
    /// arrays' capacity kept), which it takes over: `storage` is left empty until
    /// ``finish(size:bars:barHeight:into:)`` hands the layout back. `storage`'s segments must
    /// have been laid out for the same items, measuring, scale and direction (a model empties
    /// them when one of these changes).
    init(input: ToolbarLayoutInput, style: ControlStyle, measuring: ButtonLayoutEngine.Measuring,
         storage: inout ToolbarLayout) {
        self.input = input
        self.style = style
        self.measuring = measuring
        layout = ToolbarLayout()
        storage.removeAll()
        swap(&layout, &storage)
    }

    /// Places item `item`'s cells in a group at `x`, `width` wide, its top edge at `top`.
    mutating func addGroup(_ item: Int, cells: GroupCells, x: Double, width: Double, top: Double) {
        let grid = input.grid
        let frame = edges(x, x + width, grid: grid, top: top)
        let firstSegment = cellCount, firstSeparator = layout.separators.count
        let groupNode = nodeCount
        addNode(role: .group, label: input.items[item].group.label?.title ?? "", frame: frame, position: 0,
                count: cells.buttons.count, isEnabled: true, target: -1)
        var cursor = x, anyEnabled = false
        let content = cells.contentWidth
        for index in cells.buttons.indices {
            let cellWidth = cells.width(ofCell: index, inGroup: width, content: content)
            if index > 0 && cells.separatorWidth > 0 {
                layout.separators.append(edges(cursor, cursor + cells.separatorWidth, grid: grid, top: top,
                                                inset: style.height / 4))
                cursor += cells.separatorWidth
            }
            let cellFrame = edges(cursor, cursor + cellWidth, grid: grid, top: top)
            cursor += cellWidth
            let corners = Self.corners(index: index, count: cells.buttons.count, radius: style.cornerRadius)
            let enabled = addCell(item: item, button: cells.buttons[index], configurations: cells.configurations, index: index,
                                  frame: cellFrame, corners: corners, position: index + 1, count: cells.buttons.count)
            anyEnabled = anyEnabled || enabled
        }
        layout.accessibility[groupNode].isEnabled = anyEnabled
        var indicator: Rect?
        if ControlGroup.presentsMenu(cells.style), cellCount > 0 {
            let cell = layout.segments[cellCount - 1].frame, side = style.iconSize
            indicator = grid.snapOrigin(Rect(x: cell.maxX - style.horizontalInset - side,
                                             y: cell.midY - side / 2, width: side, height: side))
        }
        layout.groups.append(PlacedControlGroup(item: item, frame: frame, style: cells.style, labelStyle: cells.labelStyle,
                                                segments: firstSegment..<cellCount,
                                                separators: firstSeparator..<layout.separators.count, menuIndicator: indicator))
    }

    /// Adds one cell (its segment, target and accessibility node); returns whether it is enabled.
    /// The cell's content is the previous layout's segment's at the same place when that shows
    /// the same button at the same size in the same state (every cell of a toolbar laid out
    /// again at another width, as its groups keep their natural size); else it is laid out from
    /// `configurations[index]`, read only then (a configuration is large).
    private mutating func addCell(item: Int, button: Int?, configurations: [ButtonConfiguration], index: Int, frame: Rect,
                                  corners: CornerRadii, position: Int, count: Int) -> Bool {
        let disabled = button.map { input.items[item].group.isDisabled || input.items[item].group.buttons[$0].isDisabled }
            ?? input.items[item].group.isEntirelyDisabled
        let key = ControlTargetKey(kind: button == nil ? .menu : .button, item: item, button: button)
        var state: ControlState = []
        if disabled { state.insert(.disabled) }
        if input.highlighted == key && !disabled { state.insert(.highlighted) }
        if input.focused == key && !disabled { state.insert(.focused) }
        if let button, input.items[item].group.buttons[button].selection == .on { state.insert(.selected) }
        let cell = cellCount
        cellCount += 1
        if cell < layout.segments.count, layout.segments[cell].item == item, layout.segments[cell].button == button,
           layout.segments[cell].frame.width == frame.width, layout.segments[cell].frame.height == frame.height,
           layout.segments[cell].content.state == state {
            layout.segments[cell].frame = frame
            layout.segments[cell].corners = corners
        } else {
            let effective = SegmentContent.effective(configurations[index], state: state, style: style)
            let content = ButtonLayoutEngine.layout(effective, size: Size(width: frame.width, height: frame.height),
                                                    grid: input.grid, direction: input.direction, state: state,
                                                    style: style.button, label: nil, measuring: measuring)
            let segment = ControlSegment(item: item, button: button, frame: frame, corners: corners,
                                         title: effective.showsTitle ? effective.title : nil, image: effective.image?.name,
                                         content: content)
            if cell < layout.segments.count { layout.segments[cell] = segment } else { layout.segments.append(segment) }
        }
        let label = button.map { input.items[item].group.buttons[$0].title } ?? input.items[item].group.label?.title ?? ""
        addNode(role: button == nil ? .menuButton : .button, label: label, frame: frame, position: position, count: count,
                isEnabled: !disabled, target: layout.targets.count)
        layout.targets.append(ControlTarget(kind: key.kind, item: item, button: button, frame: frame,
                                            hitFrame: hitFrame(frame), isEnabled: !disabled))
        return !disabled
    }

    /// Adds an accessibility node, written field by field over the previous layout's at its
    /// place (a node made whole is copied once more on its way into the array).
    private mutating func addNode(role: AccessibilityRole, label: String, frame: Rect, position: Int, count: Int,
                                  isEnabled: Bool, target: Int) {
        defer { nodeCount += 1 }
        guard nodeCount < layout.accessibility.count else {
            layout.accessibility.append(AccessibilityNode(role: role, label: label, identifier: nil, frame: frame,
                                                          position: position, count: count, isEnabled: isEnabled, target: target))
            return
        }
        layout.accessibility[nodeCount].role = role
        layout.accessibility[nodeCount].label = label
        layout.accessibility[nodeCount].identifier = nil
        layout.accessibility[nodeCount].frame = frame
        layout.accessibility[nodeCount].position = position
        layout.accessibility[nodeCount].count = count
        layout.accessibility[nodeCount].isEnabled = isEnabled
        layout.accessibility[nodeCount].target = target
    }

    /// Adds the overflow button at `x`, its top edge at `top`.
    mutating func addOverflowButton(x: Double, top: Double) {
        let frame = edges(x, x + style.height, grid: input.grid, top: top)
        layout.overflowButton = frame
        addNode(role: .menuButton, label: style.overflowLabel, frame: frame, position: 1, count: 1, isEnabled: true,
                target: layout.targets.count)
        layout.targets.append(ControlTarget(kind: .overflow, item: nil, button: nil, frame: frame, hitFrame: hitFrame(frame),
                                            isEnabled: true))
    }

    /// Hands the finished layout, mirrored for right-to-left, over into `finished` (the storage
    /// the builder took: it keeps no reference to it, so the caller's next changes copy nothing).
    ///
    /// No frame lies outside its size: content wider than the `size` offered (cells at their
    /// minimum in a bar too narrow, a fixed-size group, a kept group, the overflow button of a
    /// bar narrower than it) starts at the leading edge, and the size grows to hold it. `bars`
    /// are stacked from the top, `barHeight` each, as wide as the size.
    mutating func finish(size: Size, bars: [ToolbarBar], barHeight: Double, into finished: inout ToolbarLayout) {
        swap(&finished, &layout)
        finished.segments.removeSubrange(cellCount...)
        finished.accessibility.removeSubrange(nodeCount...)
        var low = 0.0, high = size.width
        Self.forEachFrame(&finished) { frame in
            low = min(low, frame.x)
            high = max(high, frame.maxX)
        }
        // Content: relative to its cell, laid out in the reading direction.
        let mirrors = input.direction == .rightToLeft
        for index in finished.segments.indices {
            let cell = finished.segments[index].frame
            if let frame = finished.segments[index].content.imageFrame.map({ Self.place($0, in: cell, mirrored: mirrors) }) {
                low = min(low, frame.x)
                high = max(high, frame.maxX)
            }
            if let frame = finished.segments[index].content.titleFrame.map({ Self.place($0, in: cell, mirrored: mirrors) }) {
                low = min(low, frame.x)
                high = max(high, frame.maxX)
            }
        }
        if low < 0 { Self.forEachFrame(&finished) { $0.x -= low } }
        finished.size = Size(width: high - low, height: size.height)
        for (index, bar) in bars.enumerated() {
            let top = input.grid.snap(Double(index) * barHeight), bottom = input.grid.snap(Double(index + 1) * barHeight)
            finished.bars.append(PlacedBar(bar: bar, frame: Rect(x: 0, y: top, width: finished.size.width, height: bottom - top)))
        }
        if input.direction == .rightToLeft { Self.mirror(&finished) }
    }

    /// The rect from `left` to `right` (edges snapped) from `top`, a group high, `inset` in vertically.
    private func edges(_ left: Double, _ right: Double, grid: PixelGrid, top: Double, inset: Double = 0) -> Rect {
        let x0 = grid.snap(left), x1 = max(x0, grid.snap(right))
        return Rect(x: x0, y: top + inset, width: x1 - x0, height: max(0, style.height - 2 * inset))
    }

    /// `frame` grown vertically toward the minimum touch target, centred (neighbours in a
    /// joined group touch, so it never grows sideways).
    private func hitFrame(_ frame: Rect) -> Rect {
        let grow = max(0, style.button.minimumTouchTarget - frame.height) / 2
        return Rect(x: frame.x, y: frame.y - grow, width: frame.width, height: frame.height + 2 * grow)
    }

    /// Content frame `frame` of `cell` (relative to it, mirrored in it in right-to-left) in toolbar coordinates.
    private static func place(_ frame: Rect, in cell: Rect, mirrored: Bool) -> Rect {
        var placed = mirrored ? frame.mirrored(in: cell.width) : frame
        placed.x += cell.x
        return placed
    }

    /// A joined group's cell corners: the outer ones rounded (left-to-right).
    static func corners(index: Int, count: Int, radius: Double) -> CornerRadii {
        let left = index == 0 ? radius : 0, right = index == count - 1 ? radius : 0
        return CornerRadii(topLeft: left, topRight: right, bottomRight: right, bottomLeft: left)
    }

    /// Mirrors every frame of `layout` in its width (content frames are already laid out in
    /// the reading direction, relative to their cell).
    static func mirror(_ layout: inout ToolbarLayout) {
        let width = layout.size.width
        forEachFrame(&layout) { $0 = $0.mirrored(in: width) }
        for index in layout.segments.indices { layout.segments[index].corners = layout.segments[index].corners.mirrored }
    }

    /// Runs `body` on every frame of `layout` in toolbar coordinates: groups and their menu
    /// indicators, cells, separators, the overflow button, targets (and hit frames),
    /// accessibility nodes (not the content frames, relative to their cell).
    private static func forEachFrame(_ layout: inout ToolbarLayout, _ body: (inout Rect) -> Void) {
        for index in layout.groups.indices {
            body(&layout.groups[index].frame)
            if layout.groups[index].menuIndicator != nil { body(&layout.groups[index].menuIndicator!) }
        }
        for index in layout.segments.indices { body(&layout.segments[index].frame) }
        for index in layout.separators.indices { body(&layout.separators[index]) }
        if layout.overflowButton != nil { body(&layout.overflowButton!) }
        for index in layout.targets.indices {
            body(&layout.targets[index].frame)
            body(&layout.targets[index].hitFrame)
        }
        for index in layout.accessibility.indices { body(&layout.accessibility[index].frame) }
    }
}
