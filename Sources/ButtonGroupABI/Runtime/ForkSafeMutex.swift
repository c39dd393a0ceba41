#if canImport(Glibc)
import Glibc
#endif

/// A plain pthread mutex that a forked child can reset: ``ForkHandlers`` hold it across
/// `fork()`, and the child, whose copy is still owned by the parent's thread, initializes it
/// anew (as glibc's allocator does with its own locks).
final class ForkSafeMutex: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the mutex (for ``ForkHandlers``; everything else uses ``withLock(_:)``).
    func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Lets the mutex go.
    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` holding the mutex.
    @inline(__always)
    func withLock<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// In a forked child only, while it has one thread: the mutex is unlocked again, whoever
    /// held it in the parent.
    func reinitialize() {
        pthread_mutex_init(mutex, nil)
    }
}
