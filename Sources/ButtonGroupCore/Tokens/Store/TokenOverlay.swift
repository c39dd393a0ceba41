/// Lays a theme document over a set of token values: a deep merge by path.
///
/// Every key the document states replaces that one token; groups merge member by member, so a
/// document may override any subset. Values are checked against the schema as they are met,
/// so the first error in document order is the one reported. Keys the schema does not know are
/// skipped and reported as warnings.
struct TokenOverlay {
    /// The paths and kinds accepted.
    let schema: TokenSchema
    /// The token values so far, by path.
    private(set) var tokens: [String: TokenValue]
    /// Where each token value was stated.
    private(set) var positions: [String: SourcePosition]
    /// One line per unknown key: "line L, column C: group/path: unknown key 'k'".
    private(set) var warnings: [String] = []

    /// Starts from existing values (empty for the defaults themselves).
    init(schema: TokenSchema, tokens: [String: TokenValue], positions: [String: SourcePosition]) {
        self.schema = schema
        self.tokens = tokens
        self.positions = positions
    }

    /// Applies a whole theme document, which must be an object.
    mutating func apply(_ document: JSONValue) throws(ThemeError) {
        guard case .object(let members) = document.content else {
            throw ThemeError(at: document.position, path: "",
                             message: "expected a JSON object at the top level, got \(document.typeName)")
        }
        try apply(members, under: "")
    }

    /// Applies the members of the group at `parent`. Recursion follows schema groups only,
    /// so it is as deep as the defaults, whatever the document.
    private mutating func apply(_ members: [JSONObjectMember], under parent: String) throws(ThemeError) {
        for member in members {
            let path = parent.isEmpty ? member.key : parent + "/" + member.key
            // An empty key or one holding "/" would reach a path by a spelling the schema
            // does not define ("" would even name the document itself).
            let isPlainKey = !member.key.isEmpty && !member.key.contains("/")
            if isPlainKey, let kind = schema.kinds[path] {
                tokens[path] = try kind.decode(member.value, at: path, kinds: schema.kinds)
                positions[path] = member.value.position
            } else if isPlainKey, schema.groups.contains(path) {
                guard case .object(let children) = member.value.content else {
                    throw ThemeError(at: member.value.position, path: path,
                                     message: "expected an object, got \(member.value.typeName)")
                }
                try apply(children, under: path)
            } else {
                let group = parent.isEmpty ? "" : parent + ": "
                warnings.append("\(member.keyPosition): \(group)unknown key \(DiagnosticText.quoted(member.key))")
            }
        }
    }
}
