#if canImport(Glibc)
import Glibc
#endif

/// A recursive pthread mutex: a callback that calls back into its own object on the same
/// thread re-enters it, while other threads wait. The mutex lives in the object's own
/// allocation (a `ManagedBuffer` of one element), so a lock costs one allocation.
final class RecursiveLock: ManagedBuffer<Void, pthread_mutex_t> {
    /// A new, unlocked lock.
    static func make() -> RecursiveLock {
        let lock = unsafeDowncast(create(minimumCapacity: 1) { _ in () }, to: RecursiveLock.self)
        lock.withUnsafeMutablePointerToElements { mutex in
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
        }
        return lock
    }

    deinit {
        _ = withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
    }

    /// Runs `body` holding the lock.
    @inline(__always)
    func withLock<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        // The mutex's pointer is used only inside each closure, never kept.
        withUnsafeMutablePointerToElements { _ = pthread_mutex_lock($0) }
        defer { withUnsafeMutablePointerToElements { _ = pthread_mutex_unlock($0) } }
        return try body()
    }
}
