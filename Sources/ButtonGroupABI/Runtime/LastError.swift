import CButtonGroup
#if canImport(Glibc)
import Glibc
#endif

/// The calling thread's last error message, kept in a malloc'ed buffer behind a pthread key
/// (released by the key's destructor when the thread exits).
///
/// The key is created once per process and never deleted, and its destructor is code of this
/// library: that is safe only because the library is never unmapped (it is linked with
/// `-z nodelete`, see Package.swift), so a thread that exits after the host's `dlclose` still
/// finds the destructor. Without a destructor every thread that ever failed a call would leak
/// its buffer, which a host's thread pool would notice.
///
/// If the host has used up every pthread key (`pthread_key_create` fails), there is no key:
/// calls still succeed and fail as usual, but messages are not kept (the message reads "").
enum LastError {
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        guard pthread_key_create(&key, { buffer in free(buffer) }) == 0 else { return nil }
        return key
    }()

    nonisolated(unsafe) private static let empty: UnsafePointer<CChar> = UnsafePointer(strdup("")!)

    /// Creates the key now if no call has yet (the fork handler calls this before `fork()`, so a
    /// child never finds the key's one-time creation half done by a thread it does not have).
    static func prepareForFork() {
        _ = key
    }

    /// Records `message` for the calling thread.
    static func set(_ message: String) {
        guard let key else { return }
        free(pthread_getspecific(key))
        pthread_setspecific(key, strdup(message))
    }

    /// Empties the calling thread's message (every exported call starts with this).
    static func clear() {
        if let key, let buffer = pthread_getspecific(key) {
            buffer.assumingMemoryBound(to: CChar.self).pointee = 0
        }
    }

    /// The calling thread's message, never NULL.
    static var current: UnsafePointer<CChar> {
        guard let key, let buffer = pthread_getspecific(key) else { return empty }
        return UnsafePointer(buffer.assumingMemoryBound(to: CChar.self))
    }
}

/// Returns the calling thread's last error message ("" after a successful call).
@c @implementation public func bg_last_error_message() -> UnsafePointer<CChar>? {
    LastError.current
}

/// Returns static text naming a status code.
@c @implementation public func bg_status_string(_ status: bg_status) -> UnsafePointer<CChar>? {
    ABIStatus(rawValue: status)?.staticDescription.cString ?? StaticString("BG_E_UNKNOWN: unknown status code").cString
}

extension StaticString {
    /// The literal's NUL-terminated bytes as a C string (literals are stored NUL-terminated).
    var cString: UnsafePointer<CChar> {
        UnsafeRawPointer(utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
