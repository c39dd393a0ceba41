import BGFoundations

/// A set of design tokens: typed values by path, read from JSON.
///
/// A theme starts from a defaults document, which defines which paths exist, checked against
/// the rules of every layer that reads tokens (``init(defaults:rules:)``). A theme JSON then
/// overrides any subset of another theme by path (``load(json:base:)``): `{"spacer": {"md": 20}}`
/// changes one token and keeps the rest.
///
/// Token paths are the JSON keys joined by "/", e.g. "color/button/primary/default/background",
/// "spacer/md", "typography/button/weight", "parameters/buttonGroup/maxVisible". A size may be
/// given as the path of another size token (`"spacing": "spacer/xs"`); references resolve when
/// a theme loads, after the merge, so they follow overrides of their target.
///
/// The store knows no component: the design system's values (``spacers``, ``buttonColors``...)
/// and each component's (its default parameters) are views over the paths, declared by the
/// layer that owns them.
///
/// Two themes are equal when their token values are equal as stated (a reference is not equal
/// to the number it resolves to); ``warnings`` and source positions do not take part.
public struct Theme: Sendable, Hashable {
    /// The paths and kinds every theme derived from the same defaults accepts.
    let schema: TokenSchema
    /// Every token as stated, references unresolved.
    let tokens: [String: TokenValue]
    /// Where each token was stated, in the document that stated it.
    let positions: [String: SourcePosition]
    /// Resolved numbers: sizes (references followed), weights, counts, fixed corner radii.
    let numbers: [String: Double]
    /// Resolved colors, 0xRRGGBBAA.
    let colors: [String: UInt32]
    /// Texts, choice names and named corner styles (absent optional texts have no entry).
    let strings: [String: String]

    /// The keys the theme JSON had that no token or group has, one line each, e.g.
    /// "line 2, column 5: unknown key 'colour'" or
    /// "line 4, column 9: color/button: unknown key 'primry'". Only this load's, not the base's.
    public let warnings: [String]

    /// A theme of its defaults: `bytes` is a JSON object whose values are the default of every
    /// token, and `rules` say what each token accepts.
    ///
    /// - Throws: ``ThemeError`` when the document is malformed, a value has no rule or breaks
    ///   its rule, or a reference does not resolve.
    public init(defaults bytes: some Collection<UInt8>, rules: [TokenRule]) throws(ThemeError) {
        let document = try Self.parse(bytes)
        var overlay = TokenOverlay(schema: try TokenSchema(defaults: document, rules: rules), tokens: [:], positions: [:])
        try overlay.apply(document)
        try self.init(resolving: overlay)
    }

    /// Loads a theme JSON (UTF-8) over `base`.
    ///
    /// - Parameters:
    ///   - bytes: a JSON object stating any subset of the token paths.
    ///   - base: the theme whose values the unstated tokens keep.
    /// - Returns: the merged theme; unknown keys are listed in ``warnings``.
    /// - Throws: ``ThemeError`` for malformed JSON, a top level that is not an object, a value
    ///   of the wrong type or out of range, an object where a token is expected (or the
    ///   reverse), an unknown token reference, or a reference cycle.
    /// - Complexity: O(n + t), n the length of `bytes`, t the number of tokens.
    public static func load(json bytes: some Collection<UInt8>, base: Theme) throws(ThemeError) -> Theme {
        let document = try parse(bytes)
        var overlay = TokenOverlay(schema: base.schema, tokens: base.tokens, positions: base.positions)
        try overlay.apply(document)
        return try Theme(resolving: overlay)
    }

    private static func parse(_ bytes: some Collection<UInt8>) throws(ThemeError) -> JSONValue {
        do throws(JSONParseError) {
            return try JSONParser.parse(bytes, maximumValues: Limits.maximumThemeValues)
        } catch {
            throw ThemeError(error)
        }
    }

    // MARK: Lookups by path

    /// The number at `path` ("spacer/md", "radius/large", "button/height",
    /// "typography/button/size", "parameters/buttonGroup/maxVisible"), references resolved;
    /// nil when `path` is not a number token.
    public func number(_ path: String) -> Double? { numbers[path] }

    /// The color at `path` as 0xRRGGBBAA ("#RRGGBB" has alpha FF), e.g.
    /// "color/button/primary/default/background"; nil when `path` is not a color token.
    public func color(_ path: String) -> UInt32? { colors[path] }

    /// The string at `path`, e.g. "typography/button/family" or
    /// "parameters/buttonGroup/layout/kind"; nil when `path` is not a string token or holds
    /// null.
    public func string(_ path: String) -> String? { strings[path] }

    /// Whether the theme states a token at `path` (null included).
    public func has(_ path: String) -> Bool { tokens[path] != nil }

    // MARK: Equality

    /// Whether both themes state the same token values.
    public static func == (lhs: Theme, rhs: Theme) -> Bool {
        lhs.tokens == rhs.tokens
    }

    /// Hashes the token values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tokens)
    }
}
