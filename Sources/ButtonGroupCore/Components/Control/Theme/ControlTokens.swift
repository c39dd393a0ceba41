import BGButton
import BGFoundations
import BGTokens

/// The ControlGroup and toolbar tokens, `parameters/controlGroup/…` and `parameters/toolbar/…`.
/// Buttons take their font, tint and dimming from the button's tokens.
public enum ControlTokens {
    /// What each of the component's tokens accepts.
    public static let rules: [TokenRule] = [
        TokenRule("parameters/controlGroup/height", .size),
        TokenRule("parameters/controlGroup/horizontalInset", .size),
        TokenRule("parameters/controlGroup/imagePadding", .size),
        TokenRule("parameters/controlGroup/iconSize", .size),
        TokenRule("parameters/controlGroup/cornerRadius", .size),
        TokenRule("parameters/controlGroup/separatorWidth", .size),
        TokenRule("parameters/controlGroup/fillColor", .color),
        TokenRule("parameters/controlGroup/selectedFillColor", .color),
        TokenRule("parameters/controlGroup/separatorColor", .color),
        TokenRule("parameters/controlGroup/menuIndicator", .text),
        TokenRule("parameters/toolbar/height", .size),
        TokenRule("parameters/toolbar/padding", .size),
        TokenRule("parameters/toolbar/spacing", .size),
        TokenRule("parameters/toolbar/overflowIcon", .text),
        TokenRule("parameters/toolbar/overflowAccessibilityLabel", .text),
        TokenRule("parameters/toolbar/overflowHysteresis", .size),
        TokenRule("parameters/toolbar/recommendedGroups", .slotLimit),
    ]
}

/// The theme values control groups and toolbars lay out and paint with.
public struct ControlStyle: Hashable, Sendable {
    /// A group's height.
    public var height: Double
    /// Space between a segment's edges and its content.
    public var horizontalInset: Double
    /// Space between a segment's image and its title.
    public var imagePadding: Double
    /// A segment's image size.
    public var iconSize: Double
    /// The radius of a joined group's outer corners.
    public var cornerRadius: Double
    /// The width of the separator between joined segments.
    public var separatorWidth: Double
    /// A joined group's background.
    public var fill: RGBAColor
    /// A selected segment's background.
    public var selectedFill: RGBAColor
    /// The separators' color.
    public var separator: RGBAColor
    /// The image a menu-style group shows after its label.
    public var menuIndicator: String
    /// A toolbar's height.
    public var toolbarHeight: Double
    /// Space between a toolbar's edges and its first and last items.
    public var toolbarPadding: Double
    /// Space between a toolbar's items.
    public var toolbarSpacing: Double
    /// The overflow button's image.
    public var overflowIcon: String
    /// The overflow button's accessibility label.
    public var overflowLabel: String
    /// Extra points a group that moved into the overflow needs to come back.
    public var overflowHysteresis: Double
    /// The most groups a toolbar has before it is diagnosed as cluttered (0: no limit).
    public var recommendedGroups: Int
    /// The button values: font, tint, dimming, touch target.
    public var button: ButtonStyle

    /// Creates a style.
    public init(height: Double, horizontalInset: Double, imagePadding: Double, iconSize: Double, cornerRadius: Double,
                separatorWidth: Double, fill: RGBAColor, selectedFill: RGBAColor, separator: RGBAColor,
                menuIndicator: String, toolbarHeight: Double, toolbarPadding: Double, toolbarSpacing: Double,
                overflowIcon: String, overflowLabel: String, overflowHysteresis: Double, recommendedGroups: Int,
                button: ButtonStyle) {
        self.height = height
        self.horizontalInset = horizontalInset
        self.imagePadding = imagePadding
        self.iconSize = iconSize
        self.cornerRadius = cornerRadius
        self.separatorWidth = separatorWidth
        self.fill = fill
        self.selectedFill = selectedFill
        self.separator = separator
        self.menuIndicator = menuIndicator
        self.toolbarHeight = toolbarHeight
        self.toolbarPadding = toolbarPadding
        self.toolbarSpacing = toolbarSpacing
        self.overflowIcon = overflowIcon
        self.overflowLabel = overflowLabel
        self.overflowHysteresis = overflowHysteresis
        self.recommendedGroups = recommendedGroups
        self.button = button
    }
}

extension Theme {
    /// The values control groups and toolbars lay out and paint with.
    public var controlStyle: ControlStyle {
        let group = "parameters/controlGroup/", bar = "parameters/toolbar/"
        return ControlStyle(
            height: requiredNumber(group + "height"), horizontalInset: requiredNumber(group + "horizontalInset"),
            imagePadding: requiredNumber(group + "imagePadding"), iconSize: requiredNumber(group + "iconSize"),
            cornerRadius: requiredNumber(group + "cornerRadius"), separatorWidth: requiredNumber(group + "separatorWidth"),
            fill: RGBAColor(rgba: color(group + "fillColor") ?? 0),
            selectedFill: RGBAColor(rgba: color(group + "selectedFillColor") ?? 0),
            separator: RGBAColor(rgba: color(group + "separatorColor") ?? 0),
            menuIndicator: string(group + "menuIndicator") ?? "",
            toolbarHeight: requiredNumber(bar + "height"), toolbarPadding: requiredNumber(bar + "padding"),
            toolbarSpacing: requiredNumber(bar + "spacing"), overflowIcon: string(bar + "overflowIcon") ?? "",
            overflowLabel: string(bar + "overflowAccessibilityLabel") ?? "",
            overflowHysteresis: requiredNumber(bar + "overflowHysteresis"),
            recommendedGroups: Int(requiredNumber(bar + "recommendedGroups")),
            button: buttonStyle)
    }
}
