/// The process-wide default theme: the one a `{0}` `bg_theme` names, as the design system's
/// `DesignSystem.shared` is the one a component made without parameters reads.
///
/// It holds its own reference to a ``ThemeObject`` (themes are immutable values), so freeing the
/// handle it was set from changes nothing, and an object made with it keeps the theme it got for
/// its whole life, whatever is set later. Reads and writes take a mutex held only to copy one
/// reference, never while any other lock or host code runs; ``ForkHandlers`` hold it across
/// `fork()`, so a child never finds it taken by a thread it does not have.
final class DefaultTheme: @unchecked Sendable {
    private let mutex = ForkSafeMutex()
    /// The default; ``ThemeObject/builtIn`` until ``set(_:)`` changes it.
    @exclusivity(unchecked) private var theme: ThemeObject

    /// A default that starts as `initial`, registered with the `fork()` handlers.
    init(initial: ThemeObject) {
        theme = initial
        ForkHandlers.register(self)
    }

    /// The theme `{0}` names now.
    var current: ThemeObject {
        mutex.withLock { theme }
    }

    /// Makes `object` the default: objects created from now on with `{0}` get it.
    func set(_ object: ThemeObject) {
        // The old one is released after the lock is let go: its deinit runs no code of ours,
        // but nothing is freed under a lock another thread may be waiting for.
        let old = mutex.withLock { () -> ThemeObject in
            defer { theme = object }
            return theme
        }
        withExtendedLifetime(old) {}
    }
}

extension DefaultTheme: ForkAwareTable {
    /// Takes the mutex before `fork()`.
    func lockForFork() {
        mutex.lock()
    }

    /// Lets the mutex go in the parent after `fork()`.
    func unlockAfterForkInParent() {
        mutex.unlock()
    }

    /// In the child after `fork()`: a fresh mutex; the default stays what it was.
    func resetAfterForkInChild() {
        mutex.reinitialize()
    }
}

/// The library's default theme (`bg_theme_set_default`, `bg_theme_get_default`).
let defaultTheme = DefaultTheme(initial: .builtIn)
