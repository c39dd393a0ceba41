import CButtonGroup
import ButtonGroupCore

/// The C view (`bg_layout`) of a group's latest layout: slots, accessibility nodes, overflow
/// indices and their strings, in buffers the group owns and reuses.
final class LayoutOutput {
    private let slots = OutputBuffer<bg_slot>()
    private let nodes = OutputBuffer<bg_a11y_node>()
    private let overflow = OutputBuffer<UInt32>()
    private let strings = CStringArena()
    private var revision: Int?
    /// Per slot: arena offsets of its strings and its accessibility role and state (kept as a
    /// property to reuse its storage).
    private var offsets: [(title: Int, icon: Int?, label: Int, identifier: Int?, role: Int32, enabled: Bool)] = []
    private var view = bg_layout()

    /// Fills `out` with `layout`, the model's current layout (rebuilding the buffers only when
    /// the model's layout revision changed since the last fill).
    func fill(_ out: inout bg_layout, with layout: GroupLayoutResult, of model: ButtonGroupModel) {
        if revision != model.layoutRevision {
            rebuild(layout, items: model.items, strings: model.parameters.strings)
            revision = model.layoutRevision
        }
        let size = out.struct_size
        out = view
        out.struct_size = size
    }

    private func rebuild(_ layout: GroupLayoutResult, items: [ButtonGroupItem], strings moreStrings: GroupStrings) {
        let count = layout.slots.count
        slots.reserve(count)
        nodes.reserve(count)
        overflow.reserve(layout.overflow.count)
        strings.reset()

        // Strings first (the arena may move while it grows), pointers after.
        offsets.removeAll(keepingCapacity: true)
        for index in 0..<count {
            let node = layout.accessibilityNode(ofSlot: index, items: items, strings: moreStrings)
            offsets.append((title: strings.append(layout.slots[index].title),
                            icon: strings.append(layout.slots[index].icon),
                            label: strings.append(node.label),
                            identifier: strings.append(node.identifier),
                            role: node.role.rawValue, enabled: node.isEnabled))
        }
        for (index, slot) in layout.slots.enumerated() {
            slots.pointer[index] = bg_slot(
                kind: Int32(slot.kind == .more ? BG_SLOT_MORE : BG_SLOT_ITEM),
                item_index: Int32(clamping: slot.kind.itemIndex ?? -1),
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
            nodes.pointer[index] = bg_a11y_node(
                role: offsets[index].role,
                enabled: offsets[index].enabled ? 1 : 0,
                label: strings.pointer(offsets[index].label),
                identifier: strings.pointer(offsets[index].identifier),
                frame: bg_rect(slot.frame),
                position: UInt32(index + 1),
                count: UInt32(count),
                slot_index: UInt32(index),
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
        view.size = bg_size(width: layout.size.width, height: layout.size.height)
    }
}
