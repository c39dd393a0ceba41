/// The core's lazily made globals: the built-in theme (with the token rules and names it is
/// made from), the text measurer's font tables and the icon shapes. Each is made on its first
/// use, once, under the Swift runtime's one-time lock.
public enum CoreGlobals {
    /// Makes every one now, waiting for a thread that is making one. A process about to fork
    /// calls this first: a global another thread was making at that moment would stay half-made
    /// in the child, and its first use there would wait for ever.
    public static func makeAll() {
        _ = Theme.builtIn
        BuiltInTextMeasurer.loadTables()
        IconSet.loadShapes()
    }
}
