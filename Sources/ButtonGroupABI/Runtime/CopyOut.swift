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

/// Copies `value` to `out`: only the first `size` bytes, what the caller's struct has (a host
/// built against an older header has a smaller struct).
func copy<T>(_ value: T, to out: UnsafeMutablePointer<T>, size: Int) {
    var value = value
    withUnsafeBytes(of: &value) {
        UnsafeMutableRawPointer(out).copyMemory(from: $0.baseAddress!, byteCount: min(size, MemoryLayout<T>.size))
    }
}
