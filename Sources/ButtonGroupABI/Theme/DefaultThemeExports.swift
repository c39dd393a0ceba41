import CButtonGroup
import ButtonGroupCore

// bg_theme: the process-wide default theme, the one {0} names.

/// Makes a theme the default ({0}: the built-in one again).
@c @implementation public func bg_theme_set_default(_ theme: bg_theme) -> bg_status {
    abiCall("bg_theme_set_default") { () throws(ABIError) in
        defaultTheme.set(theme.id == 0 ? ThemeObject.builtIn : try themes.resolve(theme.id))
    }
}

/// A new handle on the current default theme.
@c @implementation public func bg_theme_get_default(_ out: UnsafeMutablePointer<bg_theme>?) -> bg_status {
    abiCall("bg_theme_get_default") { () throws(ABIError) in
        let out = try CInput.out(out, "out_theme")
        guard let id = themes.insert(defaultTheme.current) else { throw themes.full }
        out.pointee = bg_theme(id: id)
    }
}
