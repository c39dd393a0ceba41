/// A rule of a token schema: every token path matching `pattern` accepts `kind`.
///
/// Patterns are token paths in which "*" matches any one path segment, e.g.
/// "color/button/*/*/*". Each layer that reads tokens (the design system, each component)
/// declares the rules of its own paths; the theme's schema is the union of them.
public struct TokenRule: Hashable, Sendable {
    /// The path pattern.
    public let pattern: String
    /// What the matching tokens accept.
    public let kind: TokenKind

    /// Creates a rule.
    public init(_ pattern: String, _ kind: TokenKind) {
        self.pattern = pattern
        self.kind = kind
    }

    /// Whether `segments` (a path split at "/") match the pattern.
    func matches(_ segments: [Substring]) -> Bool {
        let pattern = self.pattern.split(separator: "/", omittingEmptySubsequences: false)
        return pattern.count == segments.count && zip(pattern, segments).allSatisfy { $0 == "*" || $0 == $1 }
    }
}

/// Which token paths exist and what each accepts.
///
/// The defaults document defines the paths: every object in it is a group, every other value a
/// token. The rules give each token path its ``TokenKind``; a default value no rule covers is
/// an error, so a token cannot be added to the defaults without saying what it accepts.
struct TokenSchema: Sendable {
    /// The kind of every token path.
    let kinds: [String: TokenKind]
    /// Every group path ("color", "color/button", …), and "" for the document itself.
    let groups: Set<String>
    /// Token paths in the order of the defaults document, for deterministic resolution.
    let order: [String]

    /// Reads the schema off the defaults document with `rules` (the first match wins).
    ///
    /// - Throws: ``ThemeError`` when the document is not an object, or a value has no rule.
    init(defaults document: JSONValue, rules: [TokenRule]) throws(ThemeError) {
        guard case .object(let members) = document.content else {
            throw ThemeError(at: document.position, path: "", message: "the defaults must be a JSON object")
        }
        var collector = Collector(rules: rules)
        try collector.collect(members, under: "")
        kinds = collector.kinds
        groups = collector.groups
        order = collector.order
    }

    /// Walks the defaults document depth first, in document order.
    private struct Collector {
        let rules: [TokenRule]
        var kinds: [String: TokenKind] = [:]
        var groups: Set<String> = [""]
        var order: [String] = []

        init(rules: [TokenRule]) {
            self.rules = rules
        }

        /// Adds the tokens and groups of one group's members. Recursion is bounded by
        /// ``JSONParser/maximumDepth``.
        mutating func collect(_ members: [JSONObjectMember], under parent: String) throws(ThemeError) {
            for member in members {
                let path = parent.isEmpty ? member.key : parent + "/" + member.key
                if case .object(let children) = member.value.content {
                    groups.insert(path)
                    try collect(children, under: path)
                } else if let kind = kind(of: path) {
                    kinds[path] = kind
                    order.append(path)
                } else {
                    throw ThemeError(at: member.value.position, path: path,
                                     message: "no schema rule covers this default token")
                }
            }
        }

        func kind(of path: String) -> TokenKind? {
            let segments = path.split(separator: "/", omittingEmptySubsequences: false)
            return rules.first { $0.matches(segments) }?.kind
        }
    }
}
