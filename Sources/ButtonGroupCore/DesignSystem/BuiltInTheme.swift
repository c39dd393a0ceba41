import BGFoundations
import BGTokens
import BGGroup
import BGButton

/// The design system: the bundled default tokens and what every layer accepts in them.
public enum DesignSystem {
    /// Every token rule: the design system's own, then each component's. A component adds its
    /// rules here and its defaults to `defaultTokens.json`.
    public static let rules: [TokenRule] = DesignSystemTokens.rules + GroupTokens.rules + ButtonTokens.rules + ControlTokens.rules
}

extension Theme {
    /// The bundled defaults, `defaultTokens.json`, checked against ``DesignSystem/rules``.
    ///
    /// The JSON is constant data compiled into the library and the tests prove it loads, so
    /// failing here is a build defect, never a reaction to input.
    public static let builtIn: Theme = {
        do {
            return try Theme(defaults: DefaultTokens.json.utf8, rules: DesignSystem.rules)
        } catch {
            preconditionFailure("the bundled defaultTokens.json is invalid: \(error)")
        }
    }()

    /// Loads a theme JSON (UTF-8) over the built-in theme (see ``load(json:base:)``).
    public static func load(json bytes: some Collection<UInt8>) throws(ThemeError) -> Theme {
        try load(json: bytes, base: .builtIn)
    }
}
