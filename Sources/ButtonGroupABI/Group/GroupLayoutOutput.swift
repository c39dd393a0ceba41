import CButtonGroup
import ButtonGroupCore

/// The C view (`bg_layout`) of a group's latest layout: slots, then accessibility nodes, then
/// the strings the layout made, in one block the group owns and reuses (see `bg_layout.data`).
/// It only converts: every value comes from the core's ``GroupLayout``. Item strings are not
/// copied: they point into ``GroupItemStrings``, made once per update of the items.
final class GroupLayoutOutput {
    private let block = ResultBlock()
    private let overflowIndices = OverflowIndices()
    @exclusivity(unchecked) private var revision: Int?
    @exclusivity(unchecked) private var view = bg_layout()

    /// `bg_layout` as C hosts built against the first header know it (before `data`).
    static let firstVersionSize = MemoryLayout<bg_layout>.offset(of: \.data) ?? MemoryLayout<bg_layout>.size

    /// Fills `out` with `layout`, the group's layout at `revision` (the block is rebuilt only
    /// when the revision changed since the last fill).
    func fill(_ out: inout bg_layout, with layout: borrowing GroupLayout, revision: Int,
              items: borrowing GroupItemStrings) {
        if self.revision != revision {
            rebuild(layout, items: items)
            self.revision = revision
        }
        let size = out.struct_size
        out = view
        out.struct_size = size
    }

    private func rebuild(_ layout: borrowing GroupLayout, items: borrowing GroupItemStrings) {
        let count = layout.slotCount
        block.start(size: count * (MemoryLayout<bg_slot>.stride + MemoryLayout<bg_a11y_node>.stride)
                    + madeStringsSize(layout) + 32)
        let slots = block.array(of: bg_slot.self, count: count)
        let nodes = block.array(of: bg_a11y_node.self, count: count)
        let more = layout.overflow.isEmpty ? nil
            : (icon: block.string(layout.parameters.moreIcon), label: block.string(layout.parameters.strings.moreButtonAccessibilityLabel))
        let moreStrings = GroupItemStrings.Entry(title: nil, icon: more?.icon, label: more?.label, identifier: nil,
                                                 isDisabled: false)
        let laidOut = layout.slots
        for index in 0..<count {
            let slot = laidOut[index]
            let item = slot.item ?? -1
            let strings = item >= 0 ? items[item] : moreStrings
            (slots + index).initialize(to: bg_slot(
                kind: slot.kind.rawValue, item_index: Int32(truncatingIfNeeded: item), role: slot.role.rawValue,
                state: slot.state.rawValue, frame: bg_rect(slot.frame), hit_frame: bg_rect(slot.hitFrame),
                corners: bg_corner_radii(slot.corners), icon_frame: bg_rect(slot.iconFrame),
                title_frame: bg_rect(slot.titleFrame), title: title(slot.title, of: strings.title),
                icon: slot.showsIcon ? strings.icon : nil, title_truncated: slot.isTruncated ? 1 : 0, reserved: 0))
            (nodes + index).initialize(to: bg_a11y_node(
                role: item >= 0 ? AccessibilityRole.button.rawValue : AccessibilityRole.menuButton.rawValue,
                enabled: strings.isDisabled ? 0 : 1, label: strings.label,
                identifier: strings.identifier, frame: bg_rect(slot.frame), position: UInt32(index + 1),
                count: UInt32(count), slot_index: UInt32(index), reserved: 0))
        }
        view = bg_layout()
        view.slot_count = UInt32(count)
        view.slots = UnsafePointer(slots)
        view.overflow_count = UInt32(layout.overflow.count)
        view.overflow_items = overflowIndices.indices(layout.overflow)
        view.accessibility = UnsafePointer(nodes)
        view.size = bg_size(layout.size)
        view.data = UnsafeRawPointer(block.base)
        view.data_size = block.used
    }

    /// The C title of a slot: the item's own copy when whole, a copy of its kept bytes and their
    /// suffix in the block when truncated, "" when none is shown.
    private func title(_ fit: TextFit, of whole: UnsafePointer<CChar>?) -> UnsafePointer<CChar> {
        switch fit {
        case .whole: return whole ?? StaticString("").cString
        case .truncated(let count): return block.truncated(whole, count: count)
        case .absent, .elided: return StaticString("").cString
        }
    }

    /// The bytes of the strings a rebuild writes into the block.
    private func madeStringsSize(_ layout: borrowing GroupLayout) -> Int {
        var size = layout.overflow.isEmpty ? 0
            : layout.parameters.moreIcon.utf8.count + layout.parameters.strings.moreButtonAccessibilityLabel.utf8.count + 2
        for index in 0..<layout.slotCount {
            if case .truncated(let count) = layout.titleFit(ofSlot: index) { size += ResultBlock.truncatedSize(count) }
        }
        return size
    }
}

extension ResultBlock {
    /// The first `count` bytes of the C string `whole` and what follows them cut: "…" and the
    /// marks closing the directional formatting they leave open (``TextFit/suffix(truncating:)``;
    /// a string is made only when there are some). Group titles and toolbar cells.
    func truncated(_ whole: UnsafePointer<CChar>?, count: Int) -> UnsafePointer<CChar> {
        let kept = UnsafeRawBufferPointer(start: whole, count: whole == nil ? 0 : count)
        let suffix = TextFit.suffix(truncating: kept)
        guard suffix != TextFit.ellipsis else { return string(whole, count: count, suffix: "\u{2026}") }
        return string(String(decoding: kept, as: UTF8.self) + suffix)
    }

    /// The most bytes ``truncated(_:count:)`` writes for `count` kept bytes: the suffix's
    /// closing marks (3 bytes each) are at most one per mark kept (3 bytes each too).
    static func truncatedSize(_ count: Int) -> Int {
        2 * count + 4
    }
}
