/// A C array of growable structs, read at the caller's stride.
///
/// A host built against a newer header passes structs larger than this library's (their
/// `struct_size` says how large): element `i` starts at `i * stride`, and the library reads the
/// leading `MemoryLayout<Element>.size` bytes it knows of each. The stride comes from
/// ``CInput/stride(firstStructSize:of:)``.
struct CStructArray<Element>: RandomAccessCollection {
    private let base: UnsafeRawPointer?
    /// Bytes from one element to the next.
    let stride: Int
    let startIndex = 0
    let endIndex: Int

    /// The `count` elements at `pointer`, `stride` bytes apart (`pointer` may be NULL when
    /// `count` is 0).
    init(_ pointer: UnsafePointer<Element>?, count: Int, stride: Int) {
        base = UnsafeRawPointer(pointer)
        self.stride = stride
        endIndex = pointer == nil ? 0 : count
    }

    /// The array of `count` elements at `pointer` whose first element's `struct_size` is
    /// `firstStructSize(first)`.
    init(_ pointer: UnsafePointer<Element>?, count: Int, firstStructSize: (Element) -> UInt32) {
        let size = pointer.flatMap { count > 0 ? firstStructSize($0.pointee) : nil } ?? UInt32(MemoryLayout<Element>.size)
        self.init(pointer, count: count, stride: CInput.stride(firstStructSize: size, of: Element.self))
    }

    subscript(index: Int) -> Element {
        base.unsafelyUnwrapped.advanced(by: index * stride).loadUnaligned(as: Element.self)
    }
}
