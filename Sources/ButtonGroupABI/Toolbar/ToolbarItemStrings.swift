import CButtonGroup
import ButtonGroupCore

/// C copies of a toolbar's item strings (each group's label title and image, each button's
/// title and image), made once per replacement of the items, so every layout points at them
/// instead of copying text (see `bg_toolbar_view.data`).
struct ToolbarItemStrings {
    /// The strings a cell or an accessibility node shows.
    struct Entry {
        /// A button's title, or a group's label title ("" when the group has none).
        var title: UnsafePointer<CChar>?
        /// A button's image, or a group's label image; NULL when there is none.
        var image: UnsafePointer<CChar>?
    }

    /// Owns the copies the entries point into.
    private let table: CStringTable
    /// Per item: its group's label (a flexible space's is "").
    private let labels: [Entry]
    /// Per item: the index in `buttons` of its group's first button.
    private let firstButton: [Int]
    /// Every button of every group, item after item.
    private let buttons: [Entry]

    /// Copies the strings of `items`.
    init(_ items: [ToolbarItem]) {
        var strings: [String?] = [], first: [Int] = [], buttonCount = 0
        for item in items {
            first.append(buttonCount)
            buttonCount += item.group.buttons.count
            strings.append(item.group.label?.title ?? "")
            strings.append(item.group.label?.image)
            for button in item.group.buttons {
                strings.append(button.title)
                strings.append(button.image)
            }
        }
        let table = CStringTable(strings)
        var labels: [Entry] = [], buttons: [Entry] = []
        var at = 0
        for item in items {
            labels.append(Entry(title: table.pointers[at], image: table.pointers[at + 1]))
            at += 2
            for _ in item.group.buttons {
                buttons.append(Entry(title: table.pointers[at], image: table.pointers[at + 1]))
                at += 2
            }
        }
        self.table = table
        self.labels = labels
        firstButton = first
        self.buttons = buttons
    }

    /// What a cell of item `item` draws: button `button`'s title and image, or for a menu-style
    /// group's cell (`button` nil) its label's.
    func cell(item: Int, button: Int?) -> Entry {
        guard let button else { return labels[item] }
        return buttons[firstButton[item] + button]
    }

    /// The label of item `item`'s group: its title ("" when none) and image.
    func label(ofItem item: Int) -> Entry {
        labels[item]
    }
}
