import BGFoundations

/// The design system's own tokens, shared by every component: button colors per role and
/// state, the spacing scale, corner radii, typography and button measurements.
public enum DesignSystemTokens {
    /// What each design-system token accepts.
    public static let rules: [TokenRule] = [
        TokenRule("color/button/*/*/*", .color),
        TokenRule("spacer/*", .size),
        TokenRule("radius/*", .size),
        TokenRule("typography/*/family", .text),
        TokenRule("typography/*/size", .size),
        TokenRule("typography/*/weight", .fontWeight),
        TokenRule("typography/*/textStyle", .choice(TextStyle.allCases.map(\.tokenName))),
        TokenRule("typography/contentSizeCategory", .choice(ContentSizeCategory.allCases.map(\.tokenName))),
        TokenRule("button/*", .size),
    ]
}

extension Theme {
    /// The spacing scale, `spacer/…`.
    public var spacers: SpacerScale {
        SpacerScale(xxs: requiredNumber("spacer/xxs"), xs: requiredNumber("spacer/xs"), sm: requiredNumber("spacer/sm"),
                    md: requiredNumber("spacer/md"), lg: requiredNumber("spacer/lg"), xl: requiredNumber("spacer/xl"))
    }

    /// The corner radii, `radius/…`.
    public var radii: RadiusScale {
        RadiusScale(small: requiredNumber("radius/small"), medium: requiredNumber("radius/medium"), large: requiredNumber("radius/large"))
    }

    /// The button measurements, `button/…`.
    public var buttonMetrics: ButtonMetrics {
        ButtonMetrics(
            height: requiredNumber("button/height"), iconSize: requiredNumber("button/iconSize"),
            paddingHorizontal: requiredNumber("button/paddingHorizontal"),
            iconTitleSpacing: requiredNumber("button/iconTitleSpacing"),
            minimumTouchTarget: requiredNumber("button/minimumTouchTarget"))
    }

    /// The reader's text size, `typography/contentSizeCategory` (large unless a theme says).
    public var contentSizeCategory: ContentSizeCategory {
        string("typography/contentSizeCategory").flatMap(ContentSizeCategory.init(tokenName:))
            ?? DynamicType.referenceCategory
    }

    /// The typography token `name` (e.g. "button"), `typography/<name>/…`: its size is stated at
    /// the large category and scales with ``contentSizeCategory`` by its text style
    /// (``DynamicType/scale(of:in:)``).
    public func font(_ name: String) -> FontSpec {
        let prefix = "typography/\(name)/"
        let style = string(prefix + "textStyle").flatMap(TextStyle.init(tokenName:))
        return FontSpec(token: name, family: string(prefix + "family") ?? "",
                        size: scaledForText(requiredNumber(prefix + "size"), style: style),
                        weight: Int(requiredNumber(prefix + "weight")), textStyle: style)
    }

    /// `value`, a length stated at the large category, scaled as text in `style` scales in
    /// ``contentSizeCategory`` (unchanged for nil).
    public func scaledForText(_ value: Double, style: TextStyle?) -> Double {
        guard let style else { return value }
        return value * DynamicType.scale(of: style, in: contentSizeCategory)
    }

    /// The colors of `role` in `state`, `color/button/<role>/<state>/…` (``ControlState/tokenName``).
    /// ``ButtonRole/automatic`` is painted as ``ButtonRole/secondary``: a component resolves the
    /// role of each of its buttons before asking.
    public func buttonColors(role: ButtonRole, state: ControlState) -> ButtonColors {
        let prefix = "color/button/\(role.resolved(else: .secondary).tokenName ?? "")/\(state.tokenName)/"
        return ButtonColors(background: color(prefix + "background") ?? 0, foreground: color(prefix + "foreground") ?? 0,
                            border: color(prefix + "border") ?? 0)
    }

    /// The number at `path`, a token the defaults always define (0 if a defaults document
    /// lacked it; a test of the built-in theme reads every such path).
    public func requiredNumber(_ path: String) -> Double {
        number(path) ?? 0
    }
}
