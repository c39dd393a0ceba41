/// A C array of growable structs, read at the caller's stride, its layout checked.
///
/// A host built against a newer header passes structs larger than this library's (their
/// `struct_size` says how large): element `i` starts at `i * stride`, and the library reads the
/// leading `MemoryLayout<Element>.size` bytes it knows of each. The layout is known only when
/// every element's `struct_size` is the first's, a size an `Element` can have; the initializer
/// checks that before anything else of the array is read, and throws otherwise. A caller then
/// reads nothing more of the array and calls none of its function pointers, not even a destroy:
/// it cannot know where they are.
struct CStructArray<Element>: RandomAccessCollection {
    private let base: UnsafeRawPointer?
    /// Bytes from one element to the next.
    let stride: Int
    let startIndex = 0
    let endIndex: Int

    /// The `count` elements at `pointer` (which may be NULL: no elements), named `name` in
    /// errors. Reads only the `struct_size` each growable struct starts with.
    /// - Throws: `BG_E_INVALID_ARGUMENT` when an element's `struct_size` is not a size of an
    ///   `Element` or differs from the first's.
    init(_ pointer: UnsafePointer<Element>?, count: Int, _ name: @autoclosure () -> String) throws(ABIError) {
        base = UnsafeRawPointer(pointer)
        endIndex = pointer == nil ? 0 : count
        guard let base, count > 0 else {
            stride = MemoryLayout<Element>.size
            return
        }
        let first = base.loadUnaligned(as: UInt32.self)
        try CInput.structSize(first, of: Element.self, "\(name())[0]")
        stride = Int(first)
        for index in 1..<count {
            let size = base.advanced(by: index * stride).loadUnaligned(as: UInt32.self)
            guard size == first else {
                throw ABIError(.invalidArgument,
                               "\(name())[\(index)].struct_size is \(size) but \(name())[0]'s is \(first): every element of an array has the same size")
            }
        }
    }

    subscript(index: Int) -> Element {
        base.unsafelyUnwrapped.advanced(by: index * stride).loadUnaligned(as: Element.self)
    }
}
