import CButtonGroup

/// Copies `text` NUL-terminated into a caller buffer, reporting the size needed (the
/// convention of every `bg_*_copy_*` function).
func copyOut(_ text: String, to buffer: UnsafeMutablePointer<CChar>?, capacity: Int,
             needed: UnsafeMutablePointer<Int>?) throws(ABIError) {
    let size = text.utf8.count + 1
    needed?.pointee = size
    guard let buffer else {
        if needed == nil { throw ABIError(.invalidArgument, "buf and out_needed are both NULL") }
        return
    }
    guard capacity >= size else {
        throw ABIError(.bufferTooSmall, "the text needs \(size) bytes, the buffer has \(capacity)")
    }
    var text = text
    text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { chars in
            if let base = chars.baseAddress { buffer.update(from: base, count: chars.count) }
        }
    }
    buffer[size - 1] = 0
}

/// Where `count` values go in a caller's array (``CInput/array(_:capacity:_:)``): its start, or
/// nil when the caller asked for the count only; `BG_E_BUFFER_TOO_SMALL` when they do not fit.
func room<T>(for count: Int, in array: UnsafeMutableBufferPointer<T>?) throws(ABIError) -> UnsafeMutablePointer<T>? {
    guard let array else { return nil }
    guard count <= array.count else {
        throw ABIError(.bufferTooSmall, "the layout has \(count) frames, the array has room for \(array.count)")
    }
    return array.baseAddress
}

/// A struct the library fills that starts with `struct_size` (common.h, "Out-structs").
protocol OutStruct {
    /// The size of the caller's struct, which the caller sets and the library keeps.
    var struct_size: UInt32 { get set }
}

extension bg_button_view: OutStruct {}
extension bg_button_a11y: OutStruct {}
extension bg_button_config: OutStruct {}
extension bg_breakpoints: OutStruct {}
extension bg_svg: OutStruct {}

extension CInput {
    /// A caller's out-struct: not NULL, its struct_size at least this header's sizeof (the
    /// struct's size in the first header that had it) and at most ``maximumStructSize``.
    static func outStruct<T: OutStruct>(_ pointer: UnsafeMutablePointer<T>?,
                                        _ name: @autoclosure () -> String) throws(ABIError) -> UnsafeMutablePointer<T> {
        let out = try CInput.out(pointer, name())
        try structSize(out.pointee.struct_size, of: T.self, name())
        return out
    }
}

/// Writes `value` into a caller's out-struct checked by ``CInput/outStruct(_:_:)``, by the one
/// rule of common.h: the first min(struct_size, sizeof) bytes, its struct_size kept as the
/// caller set it, nothing after them touched.
func write<T: OutStruct>(_ value: T, to out: UnsafeMutablePointer<T>) {
    var value = value
    value.struct_size = out.pointee.struct_size
    copy(value, to: out, size: Int(value.struct_size))
}

/// Copies `value` to `out`: only the first `size` bytes, what the caller's struct has (a host
/// built against an older header has a smaller struct).
func copy<T>(_ value: T, to out: UnsafeMutablePointer<T>, size: Int) {
    var value = value
    withUnsafeBytes(of: &value) {
        UnsafeMutableRawPointer(out).copyMemory(from: $0.baseAddress!, byteCount: min(size, MemoryLayout<T>.size))
    }
}
