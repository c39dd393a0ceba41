#if canImport(Glibc)
import Glibc
#endif

/// NUL-terminated copies of strings for C, packed into one reusable allocation.
///
/// Strings are appended (returning offsets) and resolved to pointers once the arena is full,
/// since growing moves the storage. Pointers stay valid until the next ``reset()``.
final class CStringArena {
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<CChar>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var used = 0

    init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// Forgets every string (pointers handed out before are invalid after the next append).
    func reset() {
        used = 0
    }

    /// Copies `string` in; returns its offset.
    func append(_ string: String) -> Int {
        var string = string
        return string.withUTF8 { bytes in
            let offset = used
            reserve(bytes.count + 1)
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { (storage + offset).update(from: base, count: chars.count) }
            }
            storage[offset + bytes.count] = 0
            used += bytes.count + 1
            return offset
        }
    }

    /// Copies the first `count` UTF-8 bytes of `string` and then `suffix` in (a tail-truncated
    /// text and its ellipsis), without making a string; returns its offset.
    func append(_ string: String, prefix count: Int, suffix: String) -> Int {
        var string = string, suffix = suffix  // (a suffix of a few marks is a small string: no allocation)
        return string.withUTF8 { bytes in
            suffix.withUTF8 { tail in
                let offset = used, kept = min(count, bytes.count)
                reserve(kept + tail.count + 1)
                if let base = bytes.baseAddress { UnsafeMutableRawPointer(storage + offset).copyMemory(from: base, byteCount: kept) }
                if let base = tail.baseAddress {
                    UnsafeMutableRawPointer(storage + offset + kept).copyMemory(from: base, byteCount: tail.count)
                }
                storage[offset + kept + tail.count] = 0
                used += kept + tail.count + 1
                return offset
            }
        }
    }

    func append(_ string: String?) -> Int? {
        string.map { append($0) }
    }

    /// The C string at `offset` (valid until the next append or reset).
    func pointer(_ offset: Int?) -> UnsafePointer<CChar>? {
        offset.map { UnsafePointer(storage + $0) }
    }

    private func reserve(_ extra: Int) {
        guard used + extra > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < used + extra { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<CChar>.allocate(capacity: newCapacity)
        grown.update(from: storage, count: used)
        storage.deallocate()
        storage = grown
        capacity = newCapacity
    }
}
