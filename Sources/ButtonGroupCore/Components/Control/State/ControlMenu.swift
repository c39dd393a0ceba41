/// A menu the host presents: the overflow menu (each overflowed group a submenu under its
/// label, a palette a row of icon buttons, a single button a plain entry) or a menu-style
/// group's menu (its buttons; compact for the compact menu style). Flat: entries name their
/// parent.
public struct ControlMenu: Hashable, Sendable {
    /// One entry: a submenu (a group) or a button.
    public struct Entry: Hashable, Sendable {
        /// The title shown.
        public var title: String
        /// The image shown, or nil.
        public var image: String?
        /// The entry it is listed under, or nil at the top.
        public var parent: Int?
        /// The toolbar item it comes from.
        public var item: Int
        /// The button it fires, or nil for a submenu.
        public var button: Int?
        /// Marked disabled: choosing it is refused.
        public var isDisabled: Bool
        /// The button's selection (momentary for a submenu).
        public var selection: ControlSelection
        /// A palette-style group's entry in the overflow menu: its buttons (the entries under it)
        /// are shown as one row of icon buttons inside the menu, not as a submenu (SwiftUI's
        /// palette ControlGroup placed in a menu).
        public var isPalette = false
    }

    /// The overflow menu, or a group's menu.
    public var isOverflow: Bool
    /// The item of a group's menu (nil for the overflow menu).
    public var item: Int?
    /// The entries, each submenu followed by its buttons.
    public var entries: [Entry]
    /// A compact-menu-style group's menu: present its entries compactly, as one row of icon
    /// buttons with small titles (SwiftUI's compactMenu control group style).
    public var isCompact = false

    /// The menu of a menu-style group: its buttons.
    static func group(_ item: Int, of items: [ToolbarItem]) -> ControlMenu {
        ControlMenu(isOverflow: false, item: item, entries: buttons(of: item, items: items, parent: nil),
                    isCompact: items[item].group.style == .compactMenu)
    }

    /// The overflow menu, in toolbar order: a single-button item is a plain entry (its button,
    /// as SwiftUI lists a toolbar button there, not a one-entry submenu); each other labeled
    /// overflowed group a submenu of its buttons (unlabeled groups cannot be listed; a
    /// diagnostic says so).
    public static func overflow(_ overflowed: [Int], of items: [ToolbarItem]) -> ControlMenu {
        var entries: [Entry] = []
        for item in overflowed where items[item].group.isListable {
            if items[item].group.buttons.count == 1 {
                entries += buttons(of: item, items: items, parent: nil)
                continue
            }
            let label = items[item].group.label ?? ControlLabel(title: "")
            entries.append(Entry(title: label.title, image: label.image, parent: nil, item: item, button: nil,
                                 isDisabled: items[item].group.isEntirelyDisabled, selection: .momentary,
                                 isPalette: items[item].group.style == .palette))
            entries += buttons(of: item, items: items, parent: entries.count - 1)
        }
        return ControlMenu(isOverflow: true, item: nil, entries: entries)
    }

    /// A group's buttons as entries.
    private static func buttons(of item: Int, items: [ToolbarItem], parent: Int?) -> [Entry] {
        items[item].group.buttons.enumerated().map { index, button in
            Entry(title: button.title, image: button.image, parent: parent, item: item, button: index,
                  isDisabled: items[item].group.isButtonDisabled(index), selection: button.selection)
        }
    }
}
