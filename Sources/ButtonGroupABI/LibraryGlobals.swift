import ButtonGroupCore

/// The library's lazily made globals: the core's (``CoreGlobals``), the built-in theme object
/// and the handle tables, each made on first use.
enum LibraryGlobals {
    /// Makes every one now (see ``CoreGlobals/makeAll()``): the `fork()` handlers call it before
    /// taking any lock, so that no global is half-made in a child.
    static func makeAll() {
        CoreGlobals.makeAll()
        _ = ThemeObject.builtIn
        _ = defaultTheme
        _ = themes
        _ = groups
        _ = buttons
        _ = toolbars
    }
}
