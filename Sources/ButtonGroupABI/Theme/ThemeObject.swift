import CButtonGroup
import ButtonGroupCore

/// The object behind a `bg_theme` handle (themes are immutable values, so no lock is needed).
final class ThemeObject {
    let theme: Theme
    init(theme: Theme) { self.theme = theme }
}

/// The live themes.
let themes = HandleTable<ThemeObject>(kind: .theme)

/// The theme of `handle`: {0} is the built-in one.
func resolveTheme(_ handle: bg_theme) throws(ABIError) -> Theme {
    handle.id == 0 ? Theme.builtIn : try themes.resolve(handle.id).theme
}
