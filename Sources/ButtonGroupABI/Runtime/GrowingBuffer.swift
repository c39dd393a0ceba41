/// A C array of plain values that only grows, so that once it is big enough the outputs of a
/// relayout allocate nothing. Growing keeps no contents.
struct GrowingBuffer<Element> {
    /// The storage, nil until something was reserved.
    private(set) var base: UnsafeMutablePointer<Element>?
    private var capacity = 0

    /// Room for at least `count` elements (at least one, so the storage is never nil after a
    /// call); new storage is handed to `fresh` with its capacity first (to fill a ramp, say).
    @discardableResult
    mutating func reserve(_ count: Int,
                          fresh: (UnsafeMutablePointer<Element>, Int) -> Void = { _, _ in }) -> UnsafeMutablePointer<Element> {
        if let base, count <= capacity { return base }
        base?.deallocate()
        capacity = max(count, capacity * 2, 1)
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        fresh(grown, capacity)
        base = grown
        return grown
    }

    /// Frees the storage.
    mutating func free() {
        base?.deallocate()
        base = nil
        capacity = 0
    }
}
