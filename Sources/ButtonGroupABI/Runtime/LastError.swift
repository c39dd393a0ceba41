import CButtonGroup
#if canImport(Glibc)
import Glibc
#endif

/// The calling thread's last error message, kept in a malloc'ed buffer behind a pthread key
/// (released by the key's destructor when the thread exits).
enum LastError {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { buffer in free(buffer) }
        return key
    }()

    nonisolated(unsafe) private static let empty: UnsafePointer<CChar> = UnsafePointer(strdup("")!)

    /// Records `message` for the calling thread.
    static func set(_ message: String) {
        free(pthread_getspecific(key))
        pthread_setspecific(key, strdup(message))
    }

    /// Empties the calling thread's message (every exported call starts with this).
    static func clear() {
        if let buffer = pthread_getspecific(key) {
            buffer.assumingMemoryBound(to: CChar.self).pointee = 0
        }
    }

    /// The calling thread's message, never NULL.
    static var current: UnsafePointer<CChar> {
        guard let buffer = pthread_getspecific(key) else { return empty }
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
