import CButtonGroup
import ButtonGroupCore

// bg_theme: loading design tokens and reading them.

/// Loads a theme from JSON.
@c @implementation public func bg_theme_load(_ json: UnsafePointer<CChar>?, _ length: Int,
                                             _ out: UnsafeMutablePointer<bg_theme>?) -> bg_status {
    abiCall("bg_theme_load") { () throws(ABIError) in
        let out = try CInput.out(out, "out_theme")
        let bytes = try CInput.bytes(json, length: length, limit: Limits.maximumThemeBytes,
                                     limitName: "BG_MAX_THEME_BYTES", "json")
        let theme: Theme
        do throws(ThemeError) { theme = try Theme.load(json: bytes) } catch {
            throw error.exceedsLimit ? ABIError(.noMemory, "\(error.description) (BG_MAX_THEME_VALUES)")
                : ABIError(.parse, error.description)
        }
        guard let id = themes.insert(ThemeObject(theme: theme)) else { throw themes.full }
        out.pointee = bg_theme(id: id)
    }
}

/// Frees a theme.
@c @implementation public func bg_theme_free(_ theme: bg_theme) -> bg_status {
    abiCall("bg_theme_free") { () throws(ABIError) in
        guard themes.remove(theme.id) != nil else { throw themes.invalidHandle(theme.id) }
    }
}

/// Copies the theme's warnings.
@c @implementation public func bg_theme_copy_warnings(_ theme: bg_theme, _ buffer: UnsafeMutablePointer<CChar>?,
                                                      _ capacity: Int, _ outNeeded: UnsafeMutablePointer<Int>?) -> bg_status {
    abiCall("bg_theme_copy_warnings") { () throws(ABIError) in
        let text = try resolveTheme(theme).theme.warnings.joined(separator: "\n")
        try copyOut(text, to: buffer, capacity: capacity, needed: outNeeded)
    }
}

/// Reads a number token.
@c @implementation public func bg_theme_number(_ theme: bg_theme, _ path: UnsafePointer<CChar>?,
                                               _ out: UnsafeMutablePointer<Double>?) -> bg_status {
    abiCall("bg_theme_number") { () throws(ABIError) in
        let out = try CInput.out(out, "out_value")
        let path = try CInput.string(path, "path")
        guard let value = try resolveTheme(theme).theme.number(path) else {
            throw ABIError(.notFound, "no number token '\(path)'")
        }
        out.pointee = value
    }
}

/// Reads a color token.
@c @implementation public func bg_theme_color(_ theme: bg_theme, _ path: UnsafePointer<CChar>?,
                                              _ out: UnsafeMutablePointer<UInt32>?) -> bg_status {
    abiCall("bg_theme_color") { () throws(ABIError) in
        let out = try CInput.out(out, "out_rgba")
        let path = try CInput.string(path, "path")
        guard let value = try resolveTheme(theme).theme.color(path) else {
            throw ABIError(.notFound, "no color token '\(path)'")
        }
        out.pointee = value
    }
}

/// Copies a text token.
@c @implementation public func bg_theme_copy_string(_ theme: bg_theme, _ path: UnsafePointer<CChar>?,
                                                    _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int,
                                                    _ outNeeded: UnsafeMutablePointer<Int>?) -> bg_status {
    abiCall("bg_theme_copy_string") { () throws(ABIError) in
        let path = try CInput.string(path, "path")
        guard let value = try resolveTheme(theme).theme.string(path) else {
            throw ABIError(.notFound, "no text token '\(path)'")
        }
        try copyOut(value, to: buffer, capacity: capacity, needed: outNeeded)
    }
}

/// Resolves a role's colors in a state.
@c @implementation public func bg_theme_button_colors(_ theme: bg_theme, _ role: Int32, _ state: UInt32,
                                                      _ out: UnsafeMutablePointer<bg_button_colors>?) -> bg_status {
    abiCall("bg_theme_button_colors") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        let role: ButtonRole = try CInput.enumValue(role, "role")
        guard state & ~ControlState.all.rawValue == 0 else {
            throw ABIError(.invalidArgument, "state 0x\(String(state, radix: 16)) has unknown BG_STATE_* bits")
        }
        let colors = try resolveTheme(theme).theme.buttonColors(role: role, state: ControlState(rawValue: state))
        out.pointee = bg_button_colors(background: colors.background, foreground: colors.foreground,
                                       border: colors.border, reserved: 0)
    }
}
