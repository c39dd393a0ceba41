#if canImport(Glibc)
import Glibc
#endif

/// One reusable, growable, 16-byte-aligned block of memory that an object writes a result
/// into: arrays first, then strings. It only grows, so a result that fits allocates nothing.
final class ResultBlock {
    @exclusivity(unchecked) private(set) var base: UnsafeMutableRawPointer
    @exclusivity(unchecked) private var capacity: Int
    /// Bytes written so far.
    @exclusivity(unchecked) private(set) var used = 0

    init(capacity: Int = 1024) {
        self.capacity = max(64, capacity)
        base = .allocate(byteCount: self.capacity, alignment: 16)
    }

    deinit {
        base.deallocate()
    }

    /// Starts a result of `size` bytes at most: grows when needed (the contents are not kept).
    func start(size: Int) {
        used = 0
        guard size > capacity else { return }
        base.deallocate()
        capacity = max(size, capacity * 2)
        base = .allocate(byteCount: capacity, alignment: 16)
    }

    /// Room for `count` values of `T` at the next `T`-aligned offset.
    func array<T>(of type: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        used = (used + MemoryLayout<T>.alignment - 1) / MemoryLayout<T>.alignment * MemoryLayout<T>.alignment
        let pointer = (base + used).bindMemory(to: T.self, capacity: count)
        used += count * MemoryLayout<T>.stride
        return pointer
    }

    /// Copies `count` bytes from `bytes`, then `suffix`, then a NUL; returns the string.
    func string(_ bytes: UnsafeRawPointer?, count: Int, suffix: StaticString = "") -> UnsafePointer<CChar> {
        let start = (base + used).assumingMemoryBound(to: CChar.self)
        if let bytes, count > 0 { memcpy(base + used, bytes, count) }
        used += count
        if suffix.utf8CodeUnitCount > 0 {
            memcpy(base + used, suffix.utf8Start, suffix.utf8CodeUnitCount)
            used += suffix.utf8CodeUnitCount
        }
        (base + used).storeBytes(of: 0, as: UInt8.self)
        used += 1
        return UnsafePointer(start)
    }

    /// Copies `text` and a NUL; returns the string.
    func string(_ text: String) -> UnsafePointer<CChar> {
        var text = text
        return text.withUTF8 { string($0.baseAddress, count: $0.count) }
    }
}
