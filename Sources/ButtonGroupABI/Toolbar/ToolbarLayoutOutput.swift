import CButtonGroup
import ButtonGroupCore

/// The C view of a toolbar's latest layout: its arrays and strings, owned by the toolbar and
/// refilled by each layout (pointers valid until the next layout, mutation or free). The storage
/// is kept, so once it has grown a layout's view allocates nothing; the diagnostics' sentences
/// are written only when the diagnostics change.
final class ToolbarLayoutOutput {
    @exclusivity(unchecked) private var groups: [bg_placed_group] = []
    @exclusivity(unchecked) private var cells: [bg_control_cell] = []
    @exclusivity(unchecked) private var separators: [bg_rect] = []
    @exclusivity(unchecked) private var overflowed: [UInt32] = []
    @exclusivity(unchecked) private var accessibility: [bg_a11y_node] = []
    @exclusivity(unchecked) private var diagnostics: [bg_toolbar_diagnostic] = []
    /// Offsets into `strings` of each cell's title and image, then of each node's label.
    @exclusivity(unchecked) private var offsets: [Int?] = []
    private let strings = CStringArena()
    /// The diagnostics whose sentences `messages` holds (a copy: sharing the layout's array
    /// would make the next layout copy it).
    @exclusivity(unchecked) private var described: [ToolbarDiagnostic] = []
    private let messages = CStringArena()
    @exclusivity(unchecked) private var messageOffsets: [Int] = []

    /// Fills the arrays from `layout` and returns the C view pointing at them.
    func view(of layout: ToolbarLayout, style: ControlStyle) -> bg_toolbar_view {
        writeStrings(of: layout, style: style)
        let cellCount = layout.segments.count
        groups.removeAll(keepingCapacity: true)
        for group in layout.groups { groups.append(bg_placed_group(group)) }
        cells.removeAll(keepingCapacity: true)
        for index in layout.segments.indices {
            cells.append(bg_control_cell(layout.segments[index], target: layout.targets[index],
                                         title: strings.pointer(offsets[2 * index]), image: strings.pointer(offsets[2 * index + 1])))
        }
        separators.removeAll(keepingCapacity: true)
        for separator in layout.separators { separators.append(bg_rect(separator)) }
        overflowed.removeAll(keepingCapacity: true)
        for item in layout.overflowed { overflowed.append(UInt32(truncatingIfNeeded: item)) }
        accessibility.removeAll(keepingCapacity: true)
        for (index, node) in layout.accessibility.enumerated() {
            let isCell = node.target >= 0 && node.target < cellCount
            accessibility.append(bg_a11y_node(
                role: node.role.rawValue, enabled: node.isEnabled ? 1 : 0, label: strings.pointer(offsets[2 * cellCount + index]),
                identifier: nil, frame: bg_rect(node.frame), position: UInt32(truncatingIfNeeded: node.position),
                count: UInt32(truncatingIfNeeded: node.count), slot_index: isCell ? UInt32(node.target) : UInt32.max, reserved: 0))
        }
        describe(layout.diagnostics)
        var c = bg_toolbar_view()
        c.struct_size = UInt32(MemoryLayout<bg_toolbar_view>.size)
        c.group_count = UInt32(groups.count)
        c.groups = groups.withUnsafeBufferPointer { $0.baseAddress }
        c.cell_count = UInt32(cells.count)
        c.separator_count = UInt32(separators.count)
        c.cells = cells.withUnsafeBufferPointer { $0.baseAddress }
        c.separators = separators.withUnsafeBufferPointer { $0.baseAddress }
        c.has_overflow_button = layout.overflowButton == nil ? 0 : 1
        c.overflowed_count = UInt32(overflowed.count)
        c.overflowed = overflowed.withUnsafeBufferPointer { $0.baseAddress }
        c.overflow_button = bg_rect(layout.overflowButton ?? .zero)
        c.overflow_icon = strings.pointer(offsets[offsets.count - 2])
        c.menu_indicator = strings.pointer(offsets[offsets.count - 1])
        c.accessibility_count = UInt32(accessibility.count)
        c.diagnostic_count = UInt32(diagnostics.count)
        c.accessibility = accessibility.withUnsafeBufferPointer { $0.baseAddress }
        c.diagnostics = diagnostics.withUnsafeBufferPointer { $0.baseAddress }
        c.fill_color = style.fill.rgba
        c.separator_color = style.separator.rgba
        c.size = bg_size(layout.size)
        return c
    }

    /// Copies the layout's strings into the arena (appending may move it, so pointers are made
    /// after): per cell its displayed title and its image, per node its label, then the
    /// overflow icon and the menu indicator.
    private func writeStrings(of layout: ToolbarLayout, style: ControlStyle) {
        strings.reset()
        offsets.removeAll(keepingCapacity: true)
        for segment in layout.segments {
            offsets.append(strings.append(segment.title, shownAs: segment.content.title))
            offsets.append(strings.append(segment.image))
        }
        for node in layout.accessibility { offsets.append(strings.append(node.label)) }
        offsets.append(strings.append(style.overflowIcon))
        offsets.append(strings.append(style.menuIndicator))
    }

    /// Refills the C diagnostics, writing their sentences only when they changed.
    private func describe(_ found: [ToolbarDiagnostic]) {
        if described != found {
            messages.reset()
            messageOffsets.removeAll(keepingCapacity: true)
            for diagnostic in found { messageOffsets.append(messages.append(diagnostic.description)) }
            described.removeAll(keepingCapacity: true)
            described.append(contentsOf: found)
        }
        diagnostics.removeAll(keepingCapacity: true)
        for (index, diagnostic) in found.enumerated() {
            diagnostics.append(bg_toolbar_diagnostic(kind: diagnostic.kind.rawValue,
                                                     item_index: Int32(truncatingIfNeeded: diagnostic.item ?? -1),
                                                     message: messages.pointer(messageOffsets[index])))
        }
    }
}

extension bg_placed_group {
    /// The C view of `group`.
    init(_ group: PlacedControlGroup) {
        self.init()
        item_index = UInt32(truncatingIfNeeded: group.item)
        style = group.style.rawValue
        label_style = group.labelStyle.rawValue
        has_menu_indicator = group.menuIndicator == nil ? 0 : 1
        frame = bg_rect(group.frame)
        menu_indicator_frame = bg_rect(group.menuIndicator ?? .zero)
        first_cell = UInt32(truncatingIfNeeded: group.segments.lowerBound)
        cell_count = UInt32(truncatingIfNeeded: group.segments.count)
        first_separator = UInt32(truncatingIfNeeded: group.separators.lowerBound)
        separator_count = UInt32(truncatingIfNeeded: group.separators.count)
    }
}

extension bg_control_cell {
    /// The C view of `segment`, whose target is `target`; content frames moved into the toolbar.
    init(_ segment: ControlSegment, target: ControlTarget, title: UnsafePointer<CChar>?, image: UnsafePointer<CChar>?) {
        self.init()
        let content = segment.content, origin = segment.frame
        func inToolbar(_ rect: Rect?) -> bg_rect {
            rect.map { bg_rect(x: origin.x + $0.x, y: origin.y + $0.y, width: $0.width, height: $0.height) }
                ?? bg_rect(x: 0, y: 0, width: 0, height: 0)
        }
        item_index = UInt32(truncatingIfNeeded: segment.item)
        button_index = Int32(truncatingIfNeeded: segment.button ?? -1)
        state = content.state.rawValue
        title_truncated = content.title.isTruncated ? 1 : 0
        frame = bg_rect(segment.frame)
        hit_frame = bg_rect(target.hitFrame)
        corners = bg_corner_radii(segment.corners)
        title_frame = inToolbar(content.titleFrame)
        image_frame = inToolbar(content.imageFrame)
        self.title = title
        self.image = content.imageFrame == nil ? nil : image
        foreground_color = content.paint.foreground.rgba
        title_color = content.paint.title.rgba
        has_fill = content.paint.fill == nil ? 0 : 1
        fill_color = content.paint.fill?.rgba ?? 0
    }
}
