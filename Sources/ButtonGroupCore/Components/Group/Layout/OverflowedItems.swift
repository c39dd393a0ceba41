/// The items in a group's More sheet, in item order: the trailing run that starts at the first
/// item not shown, less the one item a press or keyboard focus keeps shown (it takes the last
/// item slot, and the item before it goes instead).
public struct OverflowedItems: RandomAccessCollection, Hashable, Sendable {
    /// The trailing run of items the sheet is cut from.
    public let run: Range<Int>
    /// The item of `run` shown instead of moving into the sheet, if any.
    public let kept: Int?

    /// The sheet of the whole of `run`, less `kept` when it lies in it.
    init(run: Range<Int>, kept: Int? = nil) {
        self.run = run
        self.kept = kept.flatMap { run.contains($0) ? $0 : nil }
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of items in the sheet.
    public var endIndex: Int { run.count - (kept == nil ? 0 : 1) }

    /// The item index of sheet entry `position`.
    public subscript(position: Int) -> Int {
        let item = run.lowerBound + position
        guard let kept, item >= kept else { return item }
        return item + 1
    }

    /// Whether `item` is in the sheet (O(1)).
    public func holds(_ item: Int) -> Bool {
        run.contains(item) && item != kept
    }

    /// Whether the sheet holds a plain trailing run of the items (nothing kept out of it).
    public var isTrailingRun: Bool { kept == nil }

    /// The number of items shown (not counting More).
    var shownCount: Int { run.lowerBound + (kept == nil ? 0 : 1) }
}
