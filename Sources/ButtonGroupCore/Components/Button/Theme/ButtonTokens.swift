import BGFoundations
import BGTokens

/// The configuration-based button's tokens, `parameters/button/…`: the tint, the activity
/// indicator's size, the plain provider's dimming and the style presets of styled providers
/// (`styles/<name>/…`: a theme restyles the presets the defaults define; names the defaults
/// do not define are unknown keys). Fonts are `typography/button` (title)
/// and `typography/subtitle`; the default image size is `button/iconSize`.
public enum ButtonTokens {
    /// What each of the component's tokens accepts.
    public static let rules: [TokenRule] = [
        TokenRule("parameters/button/tint", .color),
        TokenRule("parameters/button/activityIndicatorSize", .size),
        TokenRule("parameters/button/dimming/disabled", .fraction),
        TokenRule("parameters/button/dimming/highlighted", .fraction),
        TokenRule("parameters/button/styles/*/contentInsets/top", .size),
        TokenRule("parameters/button/styles/*/contentInsets/left", .size),
        TokenRule("parameters/button/styles/*/contentInsets/bottom", .size),
        TokenRule("parameters/button/styles/*/contentInsets/right", .size),
        TokenRule("parameters/button/styles/*/foregroundColor", .optionalColor),
        TokenRule("parameters/button/styles/*/imagePadding", .size),
        TokenRule("parameters/button/styles/*/fillColor", .optionalColor),
        TokenRule("parameters/button/styles/*/strokeColor", .optionalColor),
        TokenRule("parameters/button/styles/*/strokeWidth", .size),
        TokenRule("parameters/button/styles/*/cornerStyle", .cornerStyle),
        TokenRule("parameters/buttonWithLabel/labelInsets", .size),
        TokenRule("parameters/buttonWithLabel/labelBackground", .color),
        TokenRule("parameters/buttonWithLabel/*/title", .text),
        TokenRule("parameters/buttonWithLabel/*/icon", .text),
    ]

    static let prefix = "parameters/button/"
}

extension Theme {
    /// The values a button lays out and paints with when its configuration leaves them open.
    public var buttonStyle: ButtonStyle {
        let prefix = ButtonTokens.prefix
        let icon = buttonMetrics.iconSize, indicator = requiredNumber(prefix + "activityIndicatorSize")
        return ButtonStyle(
            titleFont: font("button"), subtitleFont: font("subtitle"),
            imageSize: Size(width: icon, height: icon), activityIndicatorSize: Size(width: indicator, height: indicator),
            tint: RGBAColor(rgba: color(prefix + "tint") ?? 0),
            dimming: StateDimming(disabled: requiredNumber(prefix + "dimming/disabled"),
                                  highlighted: requiredNumber(prefix + "dimming/highlighted")),
            minimumTouchTarget: buttonMetrics.minimumTouchTarget)
    }

    /// The label buttons' values, `parameters/buttonWithLabel/…`.
    public var buttonWithLabelStyle: ButtonWithLabel.Style {
        let prefix = "parameters/buttonWithLabel/"
        var content: [ButtonWithLabelType: ButtonWithLabel.Content] = [:]
        for type in ButtonWithLabelType.allCases {
            let key = prefix + type.tokenName + "/"
            content[type] = ButtonWithLabel.Content(title: string(key + "title") ?? "", icon: string(key + "icon") ?? "")
        }
        return ButtonWithLabel.Style(labelInsets: requiredNumber(prefix + "labelInsets"),
                                     labelBackground: RGBAColor(rgba: color(prefix + "labelBackground") ?? 0), content: content)
    }

    /// The style preset `name` (`parameters/button/styles/<name>/…`), or nil when the theme
    /// defines none of that name. Fields it leaves out take the empty configuration's values.
    public func buttonStylePreset(_ name: String) -> ButtonStylePreset? {
        let prefix = ButtonTokens.prefix + "styles/\(name)/"
        let fields = ["contentInsets/top", "contentInsets/left", "contentInsets/bottom", "contentInsets/right",
                      "foregroundColor", "imagePadding", "fillColor", "strokeColor", "strokeWidth", "cornerStyle"]
        guard !name.contains("/"), fields.contains(where: { has(prefix + $0) }) else { return nil }
        let cornerPath = prefix + "cornerStyle"
        let corners: BackgroundCorners? = string(cornerPath).flatMap(CornerStyleKind.init(tokenName:)).map { kind in
            switch kind {
            case .capsule: return .capsule
            case .none: return .fixed(0)
            case .small: return .fixed(radii.small)
            case .medium: return .fixed(radii.medium)
            case .large: return .fixed(radii.large)
            case .fixed: return .fixed(0)
            }
        } ?? number(cornerPath).map { .fixed($0) }
        return ButtonStylePreset(
            contentInsets: .nondirectional(EdgeInsets(
                top: number(prefix + "contentInsets/top") ?? 0, left: number(prefix + "contentInsets/left") ?? 0,
                bottom: number(prefix + "contentInsets/bottom") ?? 0, right: number(prefix + "contentInsets/right") ?? 0)),
            foregroundColor: color(prefix + "foregroundColor").map(RGBAColor.init(rgba:)),
            imagePadding: number(prefix + "imagePadding") ?? 0,
            fillColor: color(prefix + "fillColor").map(RGBAColor.init(rgba:)),
            strokeColor: color(prefix + "strokeColor").map(RGBAColor.init(rgba:)),
            strokeWidth: number(prefix + "strokeWidth") ?? 0,
            cornerStyle: corners)
    }
}
