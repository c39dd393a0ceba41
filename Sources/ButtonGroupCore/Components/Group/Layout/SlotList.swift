/// The slots of one layout: `visible` items, then More if the group overflows. The items are
/// the first `visible` candidates, or, when a press or focus keeps an item beyond them, the
/// first `visible - 1` and the kept one in the last item slot.
struct SlotList: Hashable, Sendable {
    /// The number of item slots.
    let visible: Int
    /// The candidate shown in the last item slot instead of item `visible - 1`, if any.
    let kept: Int?
    let more: SlotSpec?

    /// No slots.
    static let empty = SlotList(visible: 0, kept: nil, more: nil)

    /// How many slots.
    var count: Int { visible + (more == nil ? 0 : 1) }

    /// The candidate item slot `index` shows.
    @inline(__always)
    func candidate(_ index: Int) -> Int {
        guard let kept, index == visible - 1 else { return index }
        return kept
    }

    /// Slot `index` among `candidates`.
    @inline(__always)
    func spec(_ index: Int, in candidates: UnsafeBufferPointer<SlotSpec>) -> SlotSpec {
        index < visible ? candidates[candidate(index)] : more!
    }

    /// Slot `index` among `candidates`.
    @inline(__always)
    func spec(_ index: Int, in candidates: [SlotSpec]) -> SlotSpec {
        index < visible ? candidates[candidate(index)] : more!
    }
}
