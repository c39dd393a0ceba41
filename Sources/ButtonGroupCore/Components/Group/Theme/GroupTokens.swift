import BGFoundations
import BGTokens

/// The ButtonGroup component's tokens: its default parameters, `parameters/buttonGroup/…`.
public enum GroupTokens {
    /// What each of the component's tokens accepts.
    public static let rules: [TokenRule] = [
        TokenRule("parameters/buttonGroup/layout/kind", .choice(GroupLayoutKind.tokenNames)),
        TokenRule("parameters/buttonGroup/layout/prominentType", .choice(ProminentType.tokenNames)),
        TokenRule("parameters/buttonGroup/layout/spacing", .size),
        TokenRule("parameters/buttonGroup/layout/cornerStyle", .cornerStyle),
        TokenRule("parameters/buttonGroup/moreIcon", .text),
        TokenRule("parameters/buttonGroup/strings/alertTitle", .optionalText),
        TokenRule("parameters/buttonGroup/strings/alertMessage", .optionalText),
        TokenRule("parameters/buttonGroup/strings/alertCancelButtonTitle", .text),
        TokenRule("parameters/buttonGroup/strings/moreButtonAccessibilityLabel", .text),
        TokenRule("parameters/buttonGroup/overflowPolicy", .choice(OverflowPolicy.tokenNames)),
        TokenRule("parameters/buttonGroup/maxVisible", .slotLimit),
        TokenRule("parameters/buttonGroup/overflowHysteresis", .size),
    ]

    static let prefix = "parameters/buttonGroup/"
}

extension Theme {
    /// The theme's default group parameters, `parameters/buttonGroup/…`: what a group is
    /// created with when the host gives none.
    public var groupParameters: GroupParameters {
        let prefix = GroupTokens.prefix
        let cornerPath = prefix + "layout/cornerStyle"
        let cornerStyle = string(cornerPath).flatMap(CornerStyleKind.init(tokenName:))
            .map { CornerStyle(kind: $0, radius: 0) } ?? .fixed(requiredNumber(cornerPath))
        let spacing = requiredNumber(prefix + "layout/spacing")
        let layout: GroupLayoutParameters
        switch string(prefix + "layout/kind").flatMap(GroupLayoutKind.init(tokenName:)) ?? .allRound {
        case .allRound:
            layout = .allRound(spacing: spacing, cornerStyle: cornerStyle)
        case .prominent:
            let type = string(prefix + "layout/prominentType").flatMap(ProminentType.init(tokenName:)) ?? .relaxed
            layout = .prominent(type: type, spacing: spacing, cornerStyle: cornerStyle)
        }
        return GroupParameters(
            layout: layout,
            moreIcon: string(prefix + "moreIcon") ?? "",
            strings: GroupStrings(
                alertTitle: string(prefix + "strings/alertTitle"),
                alertMessage: string(prefix + "strings/alertMessage"),
                alertCancelButtonTitle: string(prefix + "strings/alertCancelButtonTitle") ?? "",
                moreButtonAccessibilityLabel: string(prefix + "strings/moreButtonAccessibilityLabel") ?? ""),
            overflowPolicy: string(prefix + "overflowPolicy").flatMap(OverflowPolicy.init(tokenName:)) ?? .count,
            maxVisible: Int(requiredNumber(prefix + "maxVisible")),
            overflowHysteresis: requiredNumber(prefix + "overflowHysteresis"))
    }

    /// The token values a group lays out with: button metrics, radii and the button font. The
    /// buttons grow taller with the font in the larger content size categories (Dynamic Type:
    /// `button/height` scaled as the font's text style, rounded up to a whole point), never
    /// shorter than `button/height`.
    public var groupStyle: GroupStyle {
        let metrics = buttonMetrics, font = font("button")
        let height = max(metrics.height, scaledForText(metrics.height, style: font.textStyle).rounded(.up))
        return GroupStyle(
            buttonHeight: height, iconSize: metrics.iconSize, paddingHorizontal: metrics.paddingHorizontal,
            iconTitleSpacing: metrics.iconTitleSpacing, minimumTouchTarget: metrics.minimumTouchTarget,
            radii: radii, font: font)
    }
}
