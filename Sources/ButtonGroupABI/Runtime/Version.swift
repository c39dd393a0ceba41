import CButtonGroup
#if canImport(Glibc)
import Glibc
#endif

/// The library's version, from the header's `BG_VERSION_*` macros (their one source of truth).
enum LibraryVersion {
    /// `BG_VERSION_NUMBER` (the header's macro is an expression Swift does not import).
    static let number = Int32(BG_VERSION_MAJOR) * 10000 + Int32(BG_VERSION_MINOR) * 100 + Int32(BG_VERSION_PATCH)

    /// "MAJOR.MINOR.PATCH", allocated once for the life of the process.
    nonisolated(unsafe) static let string: UnsafePointer<CChar> =
        UnsafePointer(strdup("\(BG_VERSION_MAJOR).\(BG_VERSION_MINOR).\(BG_VERSION_PATCH)")!)
}

/// Returns the version number the running library was built with.
@c @implementation public func bg_version_number() -> Int32 {
    LibraryVersion.number
}

/// Returns the running library's version as static text.
@c @implementation public func bg_version_string() -> UnsafePointer<CChar>? {
    LibraryVersion.string
}
