import ButtonGroupCore

/// A layout's overflow list as a C array. A trailing run of the items (the usual case) points
/// into a ramp of the indices 0, 1, 2, ... instead of being written out; a run less an item
/// kept shown is written into a list of its own. Both only grow.
final class OverflowIndices {
    @exclusivity(unchecked) private var ramp = GrowingBuffer<UInt32>()
    @exclusivity(unchecked) private var written = GrowingBuffer<UInt32>()

    deinit {
        ramp.free()
        written.free()
    }

    /// The C array of `overflow`'s item indices (valid until the next call).
    func indices(_ overflow: OverflowedItems) -> UnsafePointer<UInt32> {
        guard !overflow.isTrailingRun else {
            let base = ramp.reserve(overflow.run.upperBound) { storage, capacity in
                for index in 0..<capacity { (storage + index).initialize(to: UInt32(truncatingIfNeeded: index)) }
            }
            return UnsafePointer(base + overflow.run.lowerBound)
        }
        let base = written.reserve(overflow.count)
        for (position, item) in overflow.enumerated() { (base + position).initialize(to: UInt32(truncatingIfNeeded: item)) }
        return UnsafePointer(base)
    }
}
