import CButtonGroup
import ButtonGroupCore

/// The C view (`bg_layout`) of a group's latest layout: slots, accessibility nodes, overflow
/// indices and their strings, in buffers the group owns and reuses. It only converts: every
/// value comes from the core's ``GroupLayout``.
final class GroupLayoutOutput {
    private let slots = OutputBuffer<bg_slot>()
    private let nodes = OutputBuffer<bg_a11y_node>()
    private let overflow = OutputBuffer<UInt32>()
    private let strings = CStringArena()
    private var revision: Int?
    /// Per slot: arena offsets of its strings (kept as a property to reuse its storage).
    private var offsets: [(title: Int, icon: Int?, label: Int, identifier: Int?)] = []
    private var view = bg_layout()

    /// Fills `out` with `layout`, the group's layout at `revision` (the buffers are rebuilt
    /// only when the revision changed since the last fill).
    func fill(_ out: inout bg_layout, with layout: GroupLayout, revision: Int) {
        if self.revision != revision {
            rebuild(layout)
            self.revision = revision
        }
        let size = out.struct_size
        out = view
        out.struct_size = size
    }

    private func rebuild(_ layout: GroupLayout) {
        let count = layout.slots.count
        slots.reserve(count)
        nodes.reserve(count)
        overflow.reserve(layout.overflow.count)
        strings.reset()

        // Strings first (the arena may move while it grows), pointers after.
        offsets.removeAll(keepingCapacity: true)
        for index in 0..<count {
            let slot = layout.slots[index], node = layout.accessibility[index]
            offsets.append((title: strings.append(slot.title), icon: strings.append(slot.icon),
                            label: strings.append(node.label), identifier: strings.append(node.identifier)))
        }
        for (index, slot) in layout.slots.enumerated() {
            slots.pointer[index] = bg_slot(
                kind: slot.kind.rawValue,
                item_index: Int32(clamping: slot.item ?? -1),
                role: slot.role.rawValue,
                state: slot.state.rawValue,
                frame: bg_rect(slot.frame),
                hit_frame: bg_rect(slot.hitFrame),
                corners: bg_corner_radii(slot.corners),
                icon_frame: bg_rect(slot.iconFrame),
                title_frame: bg_rect(slot.titleFrame),
                title: strings.pointer(offsets[index].title),
                icon: strings.pointer(offsets[index].icon),
                title_truncated: slot.isTruncated ? 1 : 0,
                reserved: 0)
        }
        for (index, node) in layout.accessibility.enumerated() {
            nodes.pointer[index] = bg_a11y_node(
                role: node.role.rawValue,
                enabled: node.isEnabled ? 1 : 0,
                label: strings.pointer(offsets[index].label),
                identifier: strings.pointer(offsets[index].identifier),
                frame: bg_rect(node.frame),
                position: UInt32(node.position),
                count: UInt32(node.count),
                slot_index: UInt32(node.target),
                reserved: 0)
        }
        for (index, item) in layout.overflow.enumerated() {
            overflow.pointer[index] = UInt32(truncatingIfNeeded: item)
        }
        view = bg_layout()
        view.slot_count = UInt32(count)
        view.slots = UnsafePointer(slots.pointer)
        view.overflow_count = UInt32(layout.overflow.count)
        view.overflow_items = UnsafePointer(overflow.pointer)
        view.accessibility = UnsafePointer(nodes.pointer)
        view.size = bg_size(layout.size)
    }
}
