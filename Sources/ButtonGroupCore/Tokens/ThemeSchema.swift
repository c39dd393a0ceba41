/// Which token paths exist and what each accepts.
///
/// The bundled `defaultTokens.json` defines the paths: every object in it is a group, every
/// other value a token. ``rules`` give each token path its ``TokenKind``; a default value the
/// rules do not cover is an error, so a token cannot be added to the defaults without saying
/// what it accepts.
struct ThemeSchema: Sendable {
    /// The kind of every token path.
    let kinds: [String: TokenKind]
    /// Every group path ("color", "color/button", …), and "" for the document itself.
    let groups: Set<String>
    /// Token paths in the order of the defaults document, for deterministic resolution.
    let order: [String]

    /// Token kinds by path pattern; "*" matches one path segment. The first match wins.
    static let rules: [(pattern: String, kind: TokenKind)] = [
        ("color/button/*/*/*", .color),
        ("spacer/*", .size),
        ("radius/*", .size),
        ("typography/*/family", .text),
        ("typography/*/size", .size),
        ("typography/*/weight", .fontWeight),
        ("button/*", .size),
        ("parameters/buttonGroup/layout/kind", .choice(LayoutKind.allCases.map(\.rawValue))),
        ("parameters/buttonGroup/layout/prominentType", .choice(ProminentType.allCases.map(\.tokenName))),
        ("parameters/buttonGroup/layout/spacing", .size),
        ("parameters/buttonGroup/layout/cornerStyle", .cornerStyle),
        ("parameters/buttonGroup/moreIcon", .text),
        ("parameters/buttonGroup/strings/alertTitle", .optionalText),
        ("parameters/buttonGroup/strings/alertMessage", .optionalText),
        ("parameters/buttonGroup/strings/alertCancelButtonTitle", .text),
        ("parameters/buttonGroup/strings/moreButtonAccessibilityLabel", .text),
        ("parameters/buttonGroup/overflowPolicy", .choice(OverflowPolicy.allCases.map(\.tokenName))),
        ("parameters/buttonGroup/maxVisible", .count),
        ("parameters/buttonGroup/overflowHysteresis", .size),
    ]

    /// Reads the schema off the defaults document.
    ///
    /// - Throws: ``ThemeError`` when the document is not an object, or a value has no rule.
    init(defaults document: JSONValue) throws(ThemeError) {
        guard case .object(let members) = document.content else {
            throw ThemeError(at: document.position, path: "", message: "the defaults must be a JSON object")
        }
        var kinds: [String: TokenKind] = [:]
        var groups: Set<String> = [""]
        var order: [String] = []
        try Self.collect(members, under: "", kinds: &kinds, groups: &groups, order: &order)
        self.kinds = kinds
        self.groups = groups
        self.order = order
    }

    /// Adds the tokens and groups of one group's members, depth first in document order.
    /// Recursion is bounded by ``JSONParser/maximumDepth``.
    private static func collect(
        _ members: [JSONObjectMember], under parent: String,
        kinds: inout [String: TokenKind], groups: inout Set<String>, order: inout [String]
    ) throws(ThemeError) {
        for member in members {
            let path = parent.isEmpty ? member.key : parent + "/" + member.key
            if case .object(let children) = member.value.content {
                groups.insert(path)
                try collect(children, under: path, kinds: &kinds, groups: &groups, order: &order)
            } else if let kind = kind(of: path) {
                kinds[path] = kind
                order.append(path)
            } else {
                throw ThemeError(at: member.value.position, path: path, message: "no schema rule covers this default token")
            }
        }
    }

    /// The kind the first matching rule gives `path`.
    static func kind(of path: String) -> TokenKind? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        return rules.first { rule in
            let pattern = rule.pattern.split(separator: "/", omittingEmptySubsequences: false)
            return pattern.count == segments.count
                && zip(pattern, segments).allSatisfy { $0 == "*" || $0 == $1 }
        }?.kind
    }
}
