import BGTokens

/// One entry of the More action sheet: an item that overflowed, as the host shows it.
public struct SheetEntry: Hashable, Sendable {
    /// The item's index in the group.
    public var item: Int
    /// The item's full title.
    public var title: String
    /// The item's icon name, if any.
    public var icon: String?
    /// What a screen reader says: the accessibility label, else the title.
    public var accessibilityLabel: String
    /// The item's testing identifier, if any.
    public var accessibilityIdentifier: String?
    /// The resolved style role (never `.automatic`).
    public var role: ButtonRole
    /// Whether choosing it does nothing.
    public var isDisabled: Bool

    /// The entry of `item`, item number `index` of its group.
    init(_ item: ButtonGroupItem, index: Int) {
        self.item = index
        title = item.title
        icon = item.icon
        accessibilityLabel = item.spokenLabel
        accessibilityIdentifier = item.accessibilityIdentifier
        role = item.role(inProminentSlot: false)
        isDisabled = item.isDisabled
    }
}

/// The "More" action sheet a host presents, as data: a title, a message, the overflowed items
/// in order and a cancel button.
public struct ActionSheet: Hashable, Sendable {
    /// The strings' alert title.
    public var title: String?
    /// The strings' alert message.
    public var message: String?
    /// The strings' cancel button title.
    public var cancelTitle: String
    /// The overflowed items, in order: entry k of the sheet.
    public var entries: [SheetEntry]

    /// The sheet for the items in `overflow` of `items`.
    init(strings: GroupStrings, items: [ButtonGroupItem], overflow: OverflowedItems) {
        title = strings.alertTitle
        message = strings.alertMessage
        cancelTitle = strings.alertCancelButtonTitle
        entries = overflow.map { SheetEntry(items[$0], index: $0) }
    }
}
