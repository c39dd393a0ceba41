import CButtonGroup
import ButtonGroupCore
#if canImport(Glibc)
import Glibc
#endif

/// Validation of values coming in from C: every check throws an ``ABIError`` naming the
/// argument, so no C input reaches the core unchecked.
enum CInput {
    /// A required NUL-terminated UTF-8 string of at most ``Limits/maximumStringBytes`` bytes
    /// (longer: `BG_E_NO_MEMORY`, checked before anything is allocated), copied.
    static func string(_ pointer: UnsafePointer<CChar>?, _ name: @autoclosure () -> String) throws(ABIError) -> String {
        guard let pointer else { throw ABIError(.invalidArgument, "\(name()) is NULL") }
        guard strnlen(pointer, Limits.maximumStringBytes + 1) <= Limits.maximumStringBytes else {
            throw ABIError(.noMemory, "\(name()) is longer than BG_MAX_STRING_BYTES (\(Limits.maximumStringBytes) bytes)")
        }
        guard let value = String(validatingCString: pointer) else {
            throw ABIError(.invalidUTF8, "\(name()) is not valid UTF-8")
        }
        return value
    }

    /// An optional NUL-terminated UTF-8 string (NULL gives nil), copied.
    static func optionalString(_ pointer: UnsafePointer<CChar>?, _ name: @autoclosure () -> String) throws(ABIError) -> String? {
        guard pointer != nil else { return nil }
        return try string(pointer, name())
    }

    /// A buffer of `length` bytes (a C `size_t`, passed as its bit pattern; no NUL needed) of
    /// at most `limit` bytes (longer: `BG_E_NO_MEMORY` naming `limitName`, before anything is
    /// allocated), copied.
    static func bytes(_ pointer: UnsafePointer<CChar>?, length: Int, limit: Int, limitName: StaticString,
                      _ name: @autoclosure () -> String) throws(ABIError) -> [UInt8] {
        let size = UInt(bitPattern: length)
        guard size <= UInt(limit) else {
            throw ABIError(.noMemory, "\(name()) is \(size) bytes, more than \(limitName) (\(limit) bytes)")
        }
        guard length > 0 else { return [] }
        guard let pointer else { throw ABIError(.invalidArgument, "\(name()) is NULL") }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// A layout request's width (a length), scale and direction (`BG_DIRECTION_*`), validated.
    static func viewport(_ width: Double, _ scale: Double, _ direction: Int32) throws(ABIError) -> Viewport {
        Viewport(width: try length(width, "width"), scale: try self.scale(scale), direction: try enumValue(direction, "direction"))
    }

    /// A finite length in 0...``Limits/maximumLength`` (`positive`: > 0).
    static func length(_ value: Double, _ name: @autoclosure () -> String, positive: Bool = false) throws(ABIError) -> Double {
        guard value.isFinite, positive ? value > 0 : value >= 0, value <= Limits.maximumLength else {
            throw ABIError(.invalidArgument,
                           "\(name()) must be finite, \(positive ? ">" : ">=") 0 and <= \(Int(Limits.maximumLength)) (got \(value))")
        }
        return value + 0  // -0.0 becomes 0: no result reports a negative zero
    }

    /// A finite offset in -``Limits/maximumLength``...``Limits/maximumLength`` (either sign).
    static func offset(_ value: Double, _ name: @autoclosure () -> String) throws(ABIError) -> Double {
        guard value.isFinite, abs(value) <= Limits.maximumLength else {
            throw ABIError(.invalidArgument,
                           "\(name()) must be finite and within ±\(Int(Limits.maximumLength)) (got \(value))")
        }
        return value
    }

    /// A point of a pointer event or a tap: both coordinates finite.
    static func point(_ x: Double, _ y: Double) throws(ABIError) -> Point {
        guard x.isFinite, y.isFinite else { throw ABIError(.invalidArgument, "point (\(x), \(y)) is not finite") }
        return Point(x: x, y: y)
    }

    /// A size whose width and height are lengths.
    static func size(_ value: bg_size, _ name: @autoclosure () -> String) throws(ABIError) -> Size {
        Size(width: try length(value.width, "\(name()).width"), height: try length(value.height, "\(name()).height"))
    }

    /// A pixels-per-point scale factor in ``Limits/minimumScale``...``Limits/maximumScale``.
    static func scale(_ value: Double) throws(ABIError) -> Double {
        guard value.isFinite, value >= Limits.minimumScale, value <= Limits.maximumScale else {
            throw ABIError(.invalidArgument,
                           "scale must be finite and between \(Limits.minimumScale) and \(Int(Limits.maximumScale)) (got \(value))")
        }
        return value
    }

    /// A limit on visible slots: 0 (none) or at least ``Limits/minimumMaxVisible``.
    static func slotLimit(_ value: UInt32, _ name: @autoclosure () -> String) throws(ABIError) -> Int {
        guard Limits.isSlotLimit(Int(value)) else {
            throw ABIError(.invalidArgument,
                           "\(name()) must be 0 (no limit) or at least \(Limits.minimumMaxVisible), room for one item and More (got \(value))")
        }
        return Int(value)
    }

    /// A required out-pointer.
    static func out<T>(_ pointer: UnsafeMutablePointer<T>?, _ name: @autoclosure () -> String) throws(ABIError) -> UnsafeMutablePointer<T> {
        guard let pointer else { throw ABIError(.invalidArgument, "\(name()) is NULL") }
        return pointer
    }

    /// A caller's array of `capacity` values to write into: NULL only with capacity 0, which
    /// asks for the count only (nil).
    static func array<T>(_ pointer: UnsafeMutablePointer<T>?, capacity: UInt32,
                         _ name: @autoclosure () -> String) throws(ABIError) -> UnsafeMutableBufferPointer<T>? {
        guard let pointer else {
            guard capacity == 0 else { throw ABIError(.invalidArgument, "\(name()) is NULL and capacity is \(capacity)") }
            return nil
        }
        return UnsafeMutableBufferPointer(start: pointer, count: Int(capacity))
    }

    /// A C enum value mapped through `RawRepresentable`.
    static func enumValue<E: RawRepresentable>(_ value: Int32, _ name: @autoclosure () -> String) throws(ABIError) -> E where E.RawValue == Int32 {
        guard let mapped = E(rawValue: value) else {
            throw ABIError(.invalidArgument, "\(name()) \(value) is not a valid value")
        }
        return mapped
    }

    /// The largest `struct_size` believed: far beyond any growth of a struct, so a garbage value
    /// is not taken for a stride.
    static let maximumStructSize = 4096

    /// A `struct_size` field of a `T`: at least the size of the `T` this library was built with.
    static func structSize<T>(_ size: UInt32, of type: T.Type, _ name: @autoclosure () -> String) throws(ABIError) {
        try structSize(size, of: type, atLeast: MemoryLayout<T>.size, name())
    }

    /// A `struct_size` field of a `T` that has grown: at least `minimum`, the size of its first
    /// version (the library then writes only the fields the caller's struct has).
    static func structSize<T>(_ size: UInt32, of type: T.Type, atLeast minimum: Int, _ name: @autoclosure () -> String) throws(ABIError) {
        guard Int(size) >= minimum, Int(size) <= maximumStructSize else {
            throw ABIError(.invalidArgument,
                           "\(name()).struct_size is \(size), expected sizeof(\(T.self)) = \(MemoryLayout<T>.size) (or the larger size of a newer header, at most \(maximumStructSize)); set it before the call (an _init function does)")
        }
    }
}
