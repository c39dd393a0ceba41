import BGFoundations

/// The accessibility elements of a group's slots.
enum GroupAccessibility {
    /// One element per slot, "k of n" in reading order: an item reads its spoken label and is
    /// enabled unless the item is disabled; More is a menu button reading the strings' label.
    static func nodes(of slots: [SlotLayout], items: [ButtonGroupItem], strings: GroupStrings) -> [AccessibilityNode] {
        slots.indices.map { index in
            let slot = slots[index]
            guard let item = slot.item else {
                return AccessibilityNode(role: .menuButton, label: strings.moreButtonAccessibilityLabel, identifier: nil,
                                         frame: slot.frame, position: index + 1, count: slots.count, isEnabled: true,
                                         target: index)
            }
            return AccessibilityNode(
                role: .button, label: items[item].spokenLabel, identifier: items[item].accessibilityIdentifier,
                frame: slot.frame, position: index + 1, count: slots.count, isEnabled: !items[item].isDisabled,
                target: index)
        }
    }
}
