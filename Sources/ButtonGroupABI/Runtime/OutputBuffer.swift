/// A reusable C array of `Element` that only grows.
final class OutputBuffer<Element> {
    private(set) var pointer: UnsafeMutablePointer<Element>
    private var capacity: Int

    init(capacity: Int = 4) {
        self.capacity = max(1, capacity)
        pointer = .allocate(capacity: self.capacity)
    }

    deinit {
        pointer.deallocate()
    }

    /// Makes room for `count` elements; the contents are not preserved when it grows.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        pointer.deallocate()
        capacity = max(count, capacity * 2)
        pointer = .allocate(capacity: capacity)
    }
}
