#if canImport(Glibc)
import Glibc
#endif

/// A table's part in `fork()` (see ``ForkHandlers``).
protocol ForkAwareTable: AnyObject {
    /// Before `fork()`: takes the table's lock, so the child gets the table whole.
    func lockForFork()
    /// After `fork()`, in the parent: lets the lock go.
    func unlockAfterForkInParent()
    /// After `fork()`, in the child (one thread left): the lock is usable again, and every live
    /// object is reset (``ObjectRuntime/resetAfterFork()``).
    func resetAfterForkInChild()
}

/// The `pthread_atfork` handlers that let a forked child of a multithreaded host keep using the
/// library. Before `fork()` they take every handle table's lock (held only for table operations,
/// never while host code runs, so this waits for nothing long); after it the parent lets them go,
/// and the child resets them and every object's lock. An object some thread was inside a call
/// on when the process forked (the forking thread included, from inside a callback) may be
/// half-changed and its lock belongs to a thread the child does not have: it is abandoned, and
/// every later call on it in the child fails with `BG_E_INVALID_HANDLE`; every other object
/// works in the child as in the parent.
///
/// The handlers are registered with the first table and stay: the library is never unloaded.
enum ForkHandlers {
    /// Every table made so far (the library's are globals that live as long as the process).
    nonisolated(unsafe) private static var tables: [any ForkAwareTable] = []
    /// Guards ``tables``; held across `fork()` too, so no table is added meanwhile.
    private static let registry = ForkSafeMutex()
    /// Whether `pthread_atfork` took the handlers (made once, by the first ``register(_:)``).
    private static let installed: Bool = pthread_atfork(
        { ForkHandlers.prepare() }, { ForkHandlers.parent() }, { ForkHandlers.child() }) == 0

    /// Adds `table` to those the handlers lock and reset (installing the handlers the first time).
    static func register(_ table: any ForkAwareTable) {
        _ = installed
        registry.withLock { tables.append(table) }
    }

    /// In the forking thread, before `fork()`. Every lazily made global is made first (waiting
    /// for a thread making one: a child would wait for ever on one left half-made), outside the
    /// registry lock a table's creation takes.
    private static func prepare() {
        LastError.prepareForFork()
        _ = HandleIDCodec.instance
        LibraryGlobals.makeAll()
        registry.lock()
        for table in tables { table.lockForFork() }
    }

    /// In the parent, after `fork()`.
    private static func parent() {
        for table in tables.reversed() { table.unlockAfterForkInParent() }
        registry.unlock()
    }

    /// In the child, after `fork()` (its only thread).
    private static func child() {
        registry.reinitialize()
        for table in tables { table.resetAfterForkInChild() }
    }
}

extension HandleTable: ForkAwareTable {
    /// Takes the table's mutex before `fork()`.
    func lockForFork() {
        mutex.lock()
    }

    /// Lets the mutex go in the parent after `fork()`.
    func unlockAfterForkInParent() {
        mutex.unlock()
    }

    /// In the child after `fork()`: a fresh mutex, and every live object with a runtime reset.
    func resetAfterForkInChild() {
        mutex.reinitialize()
        for entry in entries where entry.object != nil {
            entry.runtime?.resetAfterFork()
        }
    }
}
