/// What the core knows of one button of a group (the seed's `ButtonGroup.Configuration`).
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
    /// Whether activating the item also asks the host to navigate (the seed's `navigationAction`).
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
}
