/// What a visible slot shows.
public enum SlotKind: Hashable, Sendable {
    /// The item at this index of the group.
    case item(Int)
    /// The "More" button that opens the overflow action sheet.
    case more

    /// The item index, or nil for More.
    public var itemIndex: Int? {
        if case .item(let index) = self { return index }
        return nil
    }
}

/// One visible button, ready to draw.
public struct SlotLayout: Hashable, Sendable {
    /// Item or More.
    public var kind: SlotKind
    /// Resolved style role (never `.automatic`).
    public var role: ButtonRole
    /// Button frame, pixel-snapped, in group coordinates.
    public var frame: Rect
    /// Touch target: the frame grown toward the minimum touch size where room allows.
    public var hitFrame: Rect
    /// Per-corner radii (physical corners).
    public var corners: CornerRadii
    /// Icon frame; `.zero` when no icon is shown.
    public var iconFrame: Rect
    /// Title frame; `.zero` when no title is shown.
    public var titleFrame: Rect
    /// The title as displayed (possibly tail-truncated, "" when hidden).
    public var title: String
    /// Icon shown, if any.
    public var icon: String?
    /// Whether `title` was truncated.
    public var isTruncated: Bool
    /// Interaction state (filled in by the stateful model).
    public var state: ControlState
}

/// An accessibility element, as data.
public struct AccessibilityNode: Hashable, Sendable {
    /// Role of an accessibility element.
    public enum Role: Int32, Sendable {
        /// A push button.
        case button = 0
        /// A button that opens a menu (the More button).
        case menuButton = 1
    }
    /// Role.
    public var role: Role
    /// Spoken label: the accessibility label, else the full title; More: the strings' label.
    public var label: String
    /// Testing identifier.
    public var identifier: String?
    /// Frame of the element.
    public var frame: Rect
    /// 1-based position in reading order ("k of n").
    public var position: Int
    /// Number of elements ("k of n").
    public var count: Int
    /// Whether it can be activated.
    public var isEnabled: Bool
    /// Index of the slot it describes.
    public var slotIndex: Int
}

/// Everything a host needs to draw a group.
public struct GroupLayoutResult: Hashable, Sendable {
    /// Visible slots in logical order (item order, then More); frames are already mirrored in RTL.
    public var slots: [SlotLayout]
    /// Indices of the items in the More sheet, in order.
    public var overflow: [Int]
    /// The group's size (the width laid out in, the button height).
    public var size: Size
    /// Number of items shown (not counting More); the overflow policy's memory.
    public var visibleItemCount: Int

    /// Accessibility elements in reading order, one per slot.
    public func accessibilityNodes(items: [ButtonGroupItem], strings: GroupStrings) -> [AccessibilityNode] {
        slots.indices.map { accessibilityNode(ofSlot: $0, items: items, strings: strings) }
    }

    /// The accessibility element of slot `index`: "k of n" in reading order, the item's spoken
    /// label (the More button's from `strings`), enabled unless the item is disabled.
    public func accessibilityNode(ofSlot index: Int, items: [ButtonGroupItem], strings: GroupStrings) -> AccessibilityNode {
        let slot = slots[index]
        guard let item = slot.kind.itemIndex else {
            return AccessibilityNode(role: .menuButton, label: strings.moreButtonAccessibilityLabel, identifier: nil,
                                     frame: slot.frame, position: index + 1, count: slots.count, isEnabled: true,
                                     slotIndex: index)
        }
        return AccessibilityNode(
            role: .button,
            label: items[item].spokenLabel,
            identifier: items[item].accessibilityIdentifier,
            frame: slot.frame,
            position: index + 1,
            count: slots.count,
            isEnabled: !items[item].isDisabled,
            slotIndex: index)
    }
}
