import BGButton
import BGFoundations

/// How a control size scales the theme's regular control values, as SwiftUI's `controlSize`
/// does on iOS: a group's height (and its corner radius), its icons, the title font and the
/// paddings. The font sizes follow iOS's text styles at the default content size: mini is the
/// footnote's 13 points for the body's 17, small the subheadline's 15, extra large the title 3's
/// 20. The factor multiplies the resolved font size, so it composes with Dynamic Type.
public struct ControlSizing: Hashable, Sendable {
    /// Heights and corner radii.
    public var height: Double
    /// Icon sizes.
    public var icon: Double
    /// The title font's size.
    public var font: Double
    /// Insets, image padding, a toolbar's spacing.
    public var padding: Double

    /// The factors of `size` (this table is the one the documentation states).
    public static func of(_ size: ControlSize) -> ControlSizing {
        switch size {
        case .mini: return ControlSizing(height: 0.75, icon: 0.75, font: 13.0 / 17.0, padding: 0.6)
        case .small: return ControlSizing(height: 0.875, icon: 0.875, font: 15.0 / 17.0, padding: 0.8)
        case .regular: return ControlSizing(height: 1, icon: 1, font: 1, padding: 1)
        case .large: return ControlSizing(height: 1.375, icon: 1.25, font: 1, padding: 1.4)
        case .extraLarge: return ControlSizing(height: 1.625, icon: 1.5, font: 20.0 / 17.0, padding: 1.6)
        }
    }
}

extension ControlStyle {
    /// This style drawn at `size` (regular: unchanged). A bar is never lower than its groups.
    /// A scaled font is named "family size weight" to a host's measure callback, as a font a
    /// configuration states.
    public func sized(_ size: ControlSize) -> ControlStyle {
        guard size != .regular else { return self }
        let factors = ControlSizing.of(size)
        var sized = self
        sized.height = height * factors.height
        sized.cornerRadius = cornerRadius * factors.height
        sized.iconSize = iconSize * factors.icon
        sized.horizontalInset = horizontalInset * factors.padding
        sized.imagePadding = imagePadding * factors.padding
        sized.toolbarSpacing = toolbarSpacing * factors.padding
        sized.toolbarHeight = max(toolbarHeight, sized.height)
        if factors.font != 1 {
            var font = button.titleFont
            font.size *= factors.font
            font.token = "\(font.family) \(font.size) \(font.weight)"
            sized.button.titleFont = font
        }
        return sized
    }
}
