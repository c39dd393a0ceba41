import CButtonGroup
import ButtonGroupCore

/// The C view of a toolbar's latest layout: its arrays and strings, owned by the toolbar and
/// rebuilt by each layout (pointers valid until the next layout, mutation or free).
final class ToolbarLayoutOutput {
    @exclusivity(unchecked) private var groups: [bg_placed_group] = []
    @exclusivity(unchecked) private var cells: [bg_control_cell] = []
    @exclusivity(unchecked) private var separators: [bg_rect] = []
    @exclusivity(unchecked) private var overflowed: [UInt32] = []
    @exclusivity(unchecked) private var accessibility: [bg_a11y_node] = []
    @exclusivity(unchecked) private var diagnostics: [bg_toolbar_diagnostic] = []
    private let strings = CStringArena()

    /// Fills the arrays from `layout` and returns the C layout pointing at them.
    func view(of layout: ToolbarLayout, style: ControlStyle) -> bg_toolbar_view {
        strings.reset()
        // Strings first (appending may move the arena), pointers after.
        let cellStrings = layout.segments.map { segment in
            (title: strings.append(segment.title, shownAs: segment.content.title), image: strings.append(segment.image))
        }
        let labels = layout.accessibility.map { strings.append($0.label) }
        let messages = layout.diagnostics.map { strings.append($0.description) }
        let icons = (overflow: strings.append(style.overflowIcon), indicator: strings.append(style.menuIndicator))
        groups = layout.groups.map(bg_placed_group.init)
        cells = layout.segments.indices.map { index in
            bg_control_cell(layout.segments[index], target: layout.targets[index],
                            title: strings.pointer(cellStrings[index].title), image: strings.pointer(cellStrings[index].image))
        }
        separators = layout.separators.map(bg_rect.init)
        overflowed = layout.overflowed.map { UInt32(truncatingIfNeeded: $0) }
        accessibility = layout.accessibility.indices.map { index in
            let node = layout.accessibility[index]
            let isCell = node.target >= 0 && node.target < layout.segments.count
            return bg_a11y_node(role: node.role.rawValue, enabled: node.isEnabled ? 1 : 0, label: strings.pointer(labels[index]),
                                identifier: nil, frame: bg_rect(node.frame), position: UInt32(truncatingIfNeeded: node.position),
                                count: UInt32(truncatingIfNeeded: node.count),
                                slot_index: isCell ? UInt32(node.target) : UInt32.max, reserved: 0)
        }
        diagnostics = layout.diagnostics.indices.map { index in
            let diagnostic = layout.diagnostics[index]
            return bg_toolbar_diagnostic(kind: diagnostic.kind.rawValue, item_index: Int32(truncatingIfNeeded: diagnostic.item ?? -1),
                                         message: strings.pointer(messages[index]))
        }
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
        c.overflow_icon = strings.pointer(icons.overflow)
        c.menu_indicator = strings.pointer(icons.indicator)
        c.accessibility_count = UInt32(accessibility.count)
        c.diagnostic_count = UInt32(diagnostics.count)
        c.accessibility = accessibility.withUnsafeBufferPointer { $0.baseAddress }
        c.diagnostics = diagnostics.withUnsafeBufferPointer { $0.baseAddress }
        c.fill_color = style.fill.rgba
        c.separator_color = style.separator.rgba
        c.size = bg_size(layout.size)
        return c
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
