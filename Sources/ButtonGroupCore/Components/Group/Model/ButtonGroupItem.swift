import BGTokens

/// What the core knows of one button of a group: its title, icon, accessibility texts, style
/// role and whether it is disabled or navigates.
///
/// Closures stay with the embedding layer (the C ABI keeps them beside the items); the
/// core reports *which* item fired through ``GroupEvent``.
public struct ButtonGroupItem: Hashable, Sendable {
    /// Button text; read by assistive technology when `accessibilityLabel` is nil.
    public var title: String
    /// Icon name, drawn by the host.
    public var icon: String?
    /// VoiceOver label; nil reads the title.
    public var accessibilityLabel: String?
    /// Testing identifier.
    public var accessibilityIdentifier: String?
    /// Style role; `.automatic` lets the layout decide.
    public var role: ButtonRole
    /// A disabled item is drawn disabled, cannot take focus and never fires.
    public var isDisabled: Bool
    /// Whether activating the item also asks the host to navigate (it has a navigation action).
    public var hasNavigation: Bool

    /// Creates an item.
    public init(
        title: String,
        icon: String? = nil,
        accessibilityLabel: String? = nil,
        accessibilityIdentifier: String? = nil,
        role: ButtonRole = .automatic,
        isDisabled: Bool = false,
        hasNavigation: Bool = false
    ) {
        self.title = title
        self.icon = icon
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityIdentifier = accessibilityIdentifier
        self.role = role
        self.isDisabled = isDisabled
        self.hasNavigation = hasNavigation
    }

    /// The label assistive technology reads: the accessibility label, else the full title.
    public var spokenLabel: String { accessibilityLabel ?? title }

    /// The role the item is painted with: its own, or for ``ButtonRole/automatic`` primary in a
    /// prominent layout's first slot and secondary everywhere else (other slots, the action sheet).
    public func role(inProminentSlot: Bool) -> ButtonRole {
        role.resolved(else: inProminentSlot ? .primary : .secondary)
    }
}
