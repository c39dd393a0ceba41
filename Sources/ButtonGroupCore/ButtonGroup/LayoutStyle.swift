/// The token values a group layout depends on, resolved from a theme.
public struct LayoutStyle: Hashable, Sendable {
    /// Button height in points.
    public var buttonHeight: Double
    /// Icon edge length in points.
    public var iconSize: Double
    /// Space between a button's edge and its content, each side.
    public var paddingHorizontal: Double
    /// Space between icon and title.
    public var iconTitleSpacing: Double
    /// Minimum touch target edge (44 on iOS).
    public var minimumTouchTarget: Double
    /// Radii of `CornerStyle.small / .medium / .large`.
    public var smallRadius: Double, mediumRadius: Double, largeRadius: Double
    /// Font of button titles.
    public var font: FontSpec

    /// Creates a style.
    public init(
        buttonHeight: Double = 48, iconSize: Double = 20, paddingHorizontal: Double = 16,
        iconTitleSpacing: Double = 8, minimumTouchTarget: Double = 44,
        smallRadius: Double = 4, mediumRadius: Double = 8, largeRadius: Double = 16,
        font: FontSpec = FontSpec(token: "button", family: "DejaVu Sans", size: 16, weight: 600)
    ) {
        self.buttonHeight = buttonHeight
        self.iconSize = iconSize
        self.paddingHorizontal = paddingHorizontal
        self.iconTitleSpacing = iconTitleSpacing
        self.minimumTouchTarget = minimumTouchTarget
        self.smallRadius = smallRadius
        self.mediumRadius = mediumRadius
        self.largeRadius = largeRadius
        self.font = font
    }

    /// The radius a corner style gives a slot `width` wide, never more than a capsule's.
    public func radius(of style: CornerStyle, width: Double) -> Double {
        let capsule = max(0, min(width, buttonHeight) / 2)
        let radius: Double
        switch style {
        case .capsule: radius = capsule
        case .none: radius = 0
        case .small: radius = smallRadius
        case .medium: radius = mediumRadius
        case .large: radius = largeRadius
        case .fixed(let value): radius = value.isFinite ? value : 0
        }
        return min(max(0, radius), capsule)
    }
}
