import CButtonGroup
import ButtonGroupCore

// The records of a toolbar's C view, one per core value: a placed group, a cell.

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
    /// The C view of `segment`, whose target is `target`, showing `title` and `image` (NULL
    /// when the cell shows none); content frames moved into the toolbar.
    init(_ segment: borrowing ControlSegment, target: borrowing ControlTarget, title: UnsafePointer<CChar>?,
         image: UnsafePointer<CChar>?) {
        self.init()
        let origin = segment.frame
        func inToolbar(_ rect: Rect?) -> bg_rect {
            rect.map { bg_rect(x: origin.x + $0.x, y: origin.y + $0.y, width: $0.width, height: $0.height) }
                ?? bg_rect(x: 0, y: 0, width: 0, height: 0)
        }
        item_index = UInt32(truncatingIfNeeded: segment.item)
        button_index = Int32(truncatingIfNeeded: segment.button ?? -1)
        state = segment.content.state.rawValue
        title_truncated = segment.content.title.isTruncated ? 1 : 0
        frame = bg_rect(segment.frame)
        hit_frame = bg_rect(target.hitFrame)
        corners = bg_corner_radii(segment.corners)
        title_frame = inToolbar(segment.content.titleFrame)
        image_frame = inToolbar(segment.content.imageFrame)
        self.title = title
        self.image = segment.content.imageFrame == nil ? nil : image
        foreground_color = segment.content.paint.foreground.rgba
        title_color = segment.content.paint.title.rgba
        has_fill = segment.content.paint.fill == nil ? 0 : 1
        fill_color = segment.content.paint.fill?.rgba ?? 0
    }
}
