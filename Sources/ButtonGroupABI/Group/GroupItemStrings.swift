import CButtonGroup
import ButtonGroupCore

/// C copies of a group's item strings, made once per update of the items, so every layout
/// points at them instead of copying text.
struct GroupItemStrings {
    /// The strings of one item, and whether it is disabled.
    struct Entry {
        /// The full title.
        var title: UnsafePointer<CChar>?
        /// The icon name, or NULL.
        var icon: UnsafePointer<CChar>?
        /// What a screen reader says: the accessibility label, else the title.
        var label: UnsafePointer<CChar>?
        /// The testing identifier, or NULL.
        var identifier: UnsafePointer<CChar>?
        /// Whether the item is disabled.
        var isDisabled: Bool
    }

    /// The copies: four per item (title, icon, label, identifier), in item order.
    private let table: CStringTable
    /// Whether each item is disabled.
    private let disabled: [Bool]

    /// Copies the strings of `items`.
    init(_ items: [ButtonGroupItem]) {
        table = CStringTable(items.flatMap { [$0.title, $0.icon, $0.spokenLabel, $0.accessibilityIdentifier] })
        disabled = items.map(\.isDisabled)
    }

    /// The strings of item `item` (read from the table: an entry per item would double the
    /// pointers kept).
    subscript(item: Int) -> Entry {
        let pointers = table.pointers
        return Entry(title: pointers[4 * item], icon: pointers[4 * item + 1], label: pointers[4 * item + 2],
                     identifier: pointers[4 * item + 3], isDisabled: disabled[item])
    }
}
