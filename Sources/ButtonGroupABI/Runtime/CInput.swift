import CButtonGroup
import ButtonGroupCore

/// Validation of values coming in from C: every check throws an ``ABIError`` naming the
/// argument, so no C input reaches the core unchecked.
enum CInput {
    /// A required NUL-terminated UTF-8 string, copied.
    static func string(_ pointer: UnsafePointer<CChar>?, _ name: @autoclosure () -> String) throws(ABIError) -> String {
        guard let pointer else { throw ABIError(.invalidArgument, "\(name()) is NULL") }
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

    /// A UTF-8 buffer of `length` bytes (no NUL needed), copied.
    static func bytes(_ pointer: UnsafePointer<CChar>?, length: Int, _ name: @autoclosure () -> String) throws(ABIError) -> [UInt8] {
        guard length >= 0 else { throw ABIError(.invalidArgument, "\(name()) length is negative") }
        guard length > 0 else { return [] }
        guard let pointer else { throw ABIError(.invalidArgument, "\(name()) is NULL") }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// A finite length in 0...``Limits/maximumLength`` (`positive`: > 0).
    static func length(_ value: Double, _ name: @autoclosure () -> String, positive: Bool = false) throws(ABIError) -> Double {
        guard value.isFinite, positive ? value > 0 : value >= 0, value <= Limits.maximumLength else {
            throw ABIError(.invalidArgument,
                           "\(name()) must be finite, \(positive ? ">" : ">=") 0 and <= \(Int(Limits.maximumLength)) (got \(value))")
        }
        return value
    }

    /// A pixels-per-point scale factor in ``Limits/minimumScale``...``Limits/maximumScale``.
    static func scale(_ value: Double) throws(ABIError) -> Double {
        guard value.isFinite, value >= Limits.minimumScale, value <= Limits.maximumScale else {
            throw ABIError(.invalidArgument,
                           "scale must be finite and between \(Limits.minimumScale) and \(Int(Limits.maximumScale)) (got \(value))")
        }
        return value
    }

    /// A required out-pointer.
    static func out<T>(_ pointer: UnsafeMutablePointer<T>?, _ name: @autoclosure () -> String) throws(ABIError) -> UnsafeMutablePointer<T> {
        guard let pointer else { throw ABIError(.invalidArgument, "\(name()) is NULL") }
        return pointer
    }

    /// A C enum value mapped through `RawRepresentable`.
    static func enumValue<E: RawRepresentable>(_ value: Int32, _ name: @autoclosure () -> String) throws(ABIError) -> E where E.RawValue == Int32 {
        guard let mapped = E(rawValue: value) else {
            throw ABIError(.invalidArgument, "\(name()) \(value) is not a valid value")
        }
        return mapped
    }

    /// A `struct_size` field of a `T`: at least the size of the `T` this library was built with.
    static func structSize<T>(_ size: UInt32, of type: T.Type, _ name: @autoclosure () -> String) throws(ABIError) {
        try structSize(size, of: type, atLeast: MemoryLayout<T>.size, name())
    }

    /// A `struct_size` field of a `T` that has grown: at least `minimum`, the size of its first
    /// version (the library then writes only the fields the caller's struct has).
    static func structSize<T>(_ size: UInt32, of type: T.Type, atLeast minimum: Int, _ name: @autoclosure () -> String) throws(ABIError) {
        guard Int(size) >= minimum else {
            throw ABIError(.invalidArgument,
                           "\(name()).struct_size is \(size), expected sizeof(\(T.self)) = \(MemoryLayout<T>.size); initialize it with its _init function")
        }
    }
}
