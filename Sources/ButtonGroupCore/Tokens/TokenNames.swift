/// The two shapes of `GroupLayout`, by the names a theme uses in
/// `parameters/buttonGroup/layout/kind`.
enum LayoutKind: String, CaseIterable, Sendable {
    /// `GroupLayout.allRound`.
    case allRound
    /// `GroupLayout.prominent`.
    case prominent
}

extension ProminentType {
    /// The name a theme uses: "relaxed" or "grouped".
    var tokenName: String {
        switch self {
        case .relaxed: return "relaxed"
        case .grouped: return "grouped"
        }
    }

    /// The type a theme names, nil for an unknown name.
    init?(tokenName: String) {
        guard let match = Self.allCases.first(where: { $0.tokenName == tokenName }) else { return nil }
        self = match
    }
}

extension OverflowPolicy {
    /// The name a theme uses: "count" or "width".
    var tokenName: String {
        switch self {
        case .count: return "count"
        case .width: return "width"
        }
    }

    /// The policy a theme names, nil for an unknown name.
    init?(tokenName: String) {
        guard let match = Self.allCases.first(where: { $0.tokenName == tokenName }) else { return nil }
        self = match
    }
}

extension CornerStyle {
    /// The styles a theme may name, in the order messages list them; `fixed` is written as a
    /// plain number instead.
    static let namedStyles: [(name: String, style: CornerStyle)] = [
        ("capsule", .capsule), ("none", .none), ("small", .small), ("medium", .medium), ("large", .large),
    ]

    /// The named style, nil for an unknown name.
    init?(tokenName: String) {
        guard let match = Self.namedStyles.first(where: { $0.name == tokenName }) else { return nil }
        self = match.style
    }
}
