/// A button's style role: which `color/button/<role>` token group paints it.
///
/// Raw values are the C ABI's `BG_ROLE_*` constants.
public enum ButtonRole: Int32, CaseIterable, Sendable {
    /// The layout decides: the prominent slot is primary, every other slot secondary.
    case automatic = 0
    /// Filled brand button.
    case primary = 1
    /// Outlined brand button.
    case secondary = 2
    /// Low-emphasis button.
    case tertiary = 3
    /// Positive outcome.
    case success = 4
    /// Destructive outcome.
    case danger = 5
    /// Looks like a link.
    case link = 6

    /// The token group name, e.g. "primary" (`automatic` has none and maps to "secondary").
    public var tokenName: String {
        switch self {
        case .automatic, .secondary: return "secondary"
        case .primary: return "primary"
        case .tertiary: return "tertiary"
        case .success: return "success"
        case .danger: return "danger"
        case .link: return "link"
        }
    }
}

/// Interaction state flags of a visible slot. Raw values are the C ABI's `BG_STATE_*`.
public struct ControlState: OptionSet, Hashable, Sendable {
    /// The raw flag bits.
    public let rawValue: UInt32
    /// Creates a state from flag bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A pointer is down on the slot and inside it.
    public static let highlighted = ControlState(rawValue: 1)
    /// The slot has keyboard focus.
    public static let focused = ControlState(rawValue: 2)
    /// The item is disabled.
    public static let disabled = ControlState(rawValue: 4)

    /// The token state name used to pick colors: "disabled" > "pressed" > "focused" > "default".
    public var tokenName: String {
        if contains(.disabled) { return "disabled" }
        if contains(.highlighted) { return "pressed" }
        if contains(.focused) { return "focused" }
        return "default"
    }
}
