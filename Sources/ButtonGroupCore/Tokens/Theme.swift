/// A set of design tokens: colors per button role and state, the spacing scale, corner radii,
/// the button font and measurements, and the default ButtonGroup parameters.
///
/// ``builtIn`` holds the bundled `defaultTokens.json`. A theme JSON overrides any subset of
/// another theme by path (``load(json:base:)``): `{"spacer": {"md": 20}}` changes one token
/// and keeps the rest. The defaults define which paths exist and what each accepts.
///
/// Token paths are the JSON keys joined by "/", e.g. "color/button/primary/default/background",
/// "spacer/md", "typography/button/weight", "parameters/buttonGroup/maxVisible". A size may be
/// given as the path of another size token (`"spacing": "spacer/xs"`); references resolve when
/// a theme loads, after the merge, so they follow overrides of their target.
///
/// Every accessor reads values resolved at load time: typed views are stored, path lookups are
/// one dictionary lookup.
///
/// Two themes are equal when their token values are equal as stated (a reference is not equal
/// to the number it resolves to); ``warnings`` and source positions do not take part.
public struct Theme: Sendable, Hashable {
    /// The paths and kinds every theme derived from the defaults accepts.
    let schema: ThemeSchema
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
    /// Button colors by role token name, then state token name.
    let buttonColorTable: [String: [String: ButtonColors]]

    /// The keys the theme JSON had that no token or group has, one line each, e.g.
    /// "line 2, column 5: unknown key 'colour'" or
    /// "line 4, column 9: color/button: unknown key 'primry'". Only this load's, not the base's.
    public let warnings: [String]
    /// The spacing scale, `spacer/…`.
    public let spacers: SpacerScale
    /// The corner radii, `radius/…`.
    public let radii: RadiusScale
    /// The button measurements, `button/…`.
    public let buttonMetrics: ButtonMetrics
    /// The button title font, `typography/button/…` (token name "button").
    public let buttonFont: FontSpec
    /// The theme's default ButtonGroup parameters, `parameters/buttonGroup/…`: the seed's
    /// `DesignSystem.shared.parameters.buttonGroup`.
    public let groupParameters: GroupParameters

    /// The bundled defaults, `defaultTokens.json`.
    ///
    /// The JSON is constant data compiled into the library and `ThemeTests` proves it loads,
    /// so failing here is a build defect, never a reaction to input.
    public static let builtIn: Theme = {
        do {
            return try bundled()
        } catch {
            preconditionFailure("the bundled defaultTokens.json is invalid: \(error)")
        }
    }()

    /// Reads the bundled defaults: their schema, then their values checked against it.
    static func bundled() throws(ThemeError) -> Theme {
        let document = try parse(DefaultTokens.json.utf8)
        var overlay = TokenOverlay(schema: try ThemeSchema(defaults: document), tokens: [:], positions: [:])
        try overlay.apply(document)
        return try Theme(resolving: overlay)
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
    public static func load(json bytes: some Collection<UInt8>, base: Theme = .builtIn) throws(ThemeError) -> Theme {
        let document = try parse(bytes)
        var overlay = TokenOverlay(schema: base.schema, tokens: base.tokens, positions: base.positions)
        try overlay.apply(document)
        return try Theme(resolving: overlay)
    }

    private static func parse(_ bytes: some Collection<UInt8>) throws(ThemeError) -> JSONValue {
        do throws(JSONParseError) {
            return try JSONParser.parse(bytes)
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

    // MARK: Typed views

    /// The colors of `role` in `state` (`ControlState.tokenName`: disabled, then pressed, then
    /// focused, then default). `.automatic` is painted as `.secondary`; the layout resolves it
    /// to primary for a prominent slot before asking.
    public func buttonColors(role: ButtonRole, state: ControlState) -> ButtonColors {
        // The table has every role and state: building a theme fails without them.
        buttonColorTable[role.tokenName]?[state.tokenName] ?? ButtonColors(background: 0, foreground: 0, border: 0)
    }

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
