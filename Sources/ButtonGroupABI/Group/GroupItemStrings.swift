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

    /// Owns the copies the entries point into.
    private let table: CStringTable
    /// One entry per item.
    let entries: [Entry]

    /// Copies the strings of `items`.
    init(_ items: [ButtonGroupItem]) {
        let table = CStringTable(items.flatMap { [$0.title, $0.icon, $0.spokenLabel, $0.accessibilityIdentifier] })
        self.table = table
        entries = items.indices.map { index in
            Entry(title: table.pointers[4 * index], icon: table.pointers[4 * index + 1],
                  label: table.pointers[4 * index + 2], identifier: table.pointers[4 * index + 3],
                  isDisabled: items[index].isDisabled)
        }
    }
}
