/// How a button's corners are rounded: a capsule, square corners, one of the theme's radius
/// tokens, or a fixed radius.
public enum CornerStyle: Hashable, Sendable {
    /// Radius = half the shorter side.
    case capsule
    /// Square corners.
    case none
    /// Theme token `radius/small`.
    case small
    /// Theme token `radius/medium`.
    case medium
    /// Theme token `radius/large`.
    case large
    /// A fixed radius in points (clamped to the capsule radius).
    case fixed(Double)

    /// The style of `kind`; `radius` is used by ``CornerStyleKind/fixed`` only.
    public init(kind: CornerStyleKind, radius: Double) {
        switch kind {
        case .capsule: self = .capsule
        case .none: self = .none
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .fixed: self = .fixed(radius)
        }
    }

    /// The case without its payload.
    public var kind: CornerStyleKind {
        switch self {
        case .capsule: return .capsule
        case .none: return .none
        case .small: return .small
        case .medium: return .medium
        case .large: return .large
        case .fixed: return .fixed
        }
    }

    /// The radius of ``fixed``; 0 for every other style.
    public var fixedRadius: Double {
        if case .fixed(let radius) = self { return radius }
        return 0
    }
}
