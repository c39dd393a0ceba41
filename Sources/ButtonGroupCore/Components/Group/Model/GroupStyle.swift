import BGFoundations
import BGTokens

/// The token values a group layout depends on, resolved from a theme (``Theme/groupStyle``).
public struct GroupStyle: Hashable, Sendable {
    /// Button height in points.
    public var buttonHeight: Double
    /// Icon edge length in points.
    public var iconSize: Double
    /// Space between a button's side and its content.
    public var paddingHorizontal: Double
    /// Space between icon and title.
    public var iconTitleSpacing: Double
    /// Minimum touch target edge (44 on iOS).
    public var minimumTouchTarget: Double
    /// The radii the named corner styles stand for.
    public var radii: RadiusScale
    /// Font of button titles.
    public var font: FontSpec

    /// Creates a style.
    public init(buttonHeight: Double, iconSize: Double, paddingHorizontal: Double, iconTitleSpacing: Double,
                minimumTouchTarget: Double, radii: RadiusScale, font: FontSpec) {
        self.buttonHeight = buttonHeight
        self.iconSize = iconSize
        self.paddingHorizontal = paddingHorizontal
        self.iconTitleSpacing = iconTitleSpacing
        self.minimumTouchTarget = minimumTouchTarget
        self.radii = radii
        self.font = font
    }

    /// How a slot's content sits in it: the horizontal padding on both sides, the icon-title
    /// spacing between icon and title.
    /// The icon leads the title; the insets are the same on both sides, so sizes do not
    /// depend on the reading direction.
    public var contentMetrics: ContentMetrics {
        ContentMetrics(insets: .nondirectional(EdgeInsets(horizontal: paddingHorizontal)), imagePadding: iconTitleSpacing,
                       titlePadding: 0, imagePlacement: .leading, titleAlignment: .automatic)
    }

    /// The radius a corner style gives a slot `width` wide (never more than a capsule's).
    public func radius(of style: CornerStyle, width: Double) -> Double {
        radii.radius(of: style, width: width, height: buttonHeight)
    }
}
