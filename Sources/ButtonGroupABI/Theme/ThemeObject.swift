import CButtonGroup
import ButtonGroupCore

/// The object behind a `bg_theme` handle: an immutable theme, and the values every object
/// created with it reads, worked out once (themes are values, so no lock is needed).
final class ThemeObject: Sendable {
    let theme: Theme
    /// The theme's default group parameters.
    let groupParameters: GroupParameters
    /// The theme's group style.
    let groupStyle: GroupStyle
    /// The theme's button style.
    let buttonStyle: ButtonStyle
    /// The theme's label button values.
    let buttonWithLabelStyle: ButtonWithLabel.Style
    /// The theme's control group and toolbar values.
    let controlStyle: ControlStyle

    init(theme: Theme) {
        self.theme = theme
        groupParameters = theme.groupParameters
        groupStyle = theme.groupStyle
        buttonStyle = theme.buttonStyle
        buttonWithLabelStyle = theme.buttonWithLabelStyle
        controlStyle = theme.controlStyle
    }

    /// The built-in theme, the default one until `bg_theme_set_default` sets another.
    static let builtIn = ThemeObject(theme: .builtIn)
}

/// The live themes.
let themes = HandleTable<ThemeObject>(kind: .theme)

/// The theme object of `handle`: {0} is the process default (``defaultTheme``), read once, so a
/// call sees one theme even when another thread sets the default meanwhile.
func resolveTheme(_ handle: bg_theme) throws(ABIError) -> ThemeObject {
    handle.id == 0 ? defaultTheme.current : try themes.resolve(handle.id)
}
