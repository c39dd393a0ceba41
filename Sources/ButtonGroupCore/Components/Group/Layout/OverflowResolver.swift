/// Decides how many items a group shows before the rest move into the More sheet.
///
/// Pure: the caller passes the previous decision, which the width policy needs for its
/// hysteresis (an item that left needs `hysteresis` extra points to come back, so a width
/// wobbling around a threshold never makes items flip in and out).
public enum OverflowResolver {
    /// The number of items the count rule shows: all of them when they fit in
    /// `maxVisible` slots (0 = unlimited), else `maxVisible - 1` and a More slot, and never
    /// fewer than one item (the edges refuse a `maxVisible` of 1: ``Limits/isSlotLimit(_:)``).
    public static func countLimit(itemCount: Int, maxVisible: Int) -> Int {
        guard maxVisible > 0, itemCount > maxVisible else { return itemCount }
        return max(1, maxVisible - 1)
    }

    /// The number of items to show.
    ///
    /// - Parameters:
    ///   - itemCount: items in the group.
    ///   - maxVisible: the count limit (0 = unlimited).
    ///   - policy: `.count` applies the count rule only; `.width` also drops trailing items
    ///     while `fits(k, width)` is false, keeping at least `minimum` items.
    ///   - width: the width available.
    ///   - hysteresis: extra points an item needs to come back (width policy).
    ///   - previous: the previous result for the same items, if any.
    ///   - minimum: the fewest items the width policy shows (2 when a press or focus keeps an
    ///     item after the first: the first item and it); at most the count limit.
    ///   - fits: whether `k` items (plus More when `k < itemCount`) fit in a width; must be
    ///     monotone in the width.
    /// - Complexity: O(k) calls of `fits`.
    public static func visibleCount(
        itemCount: Int, maxVisible: Int, policy: OverflowPolicy, width: Double,
        hysteresis: Double, previous: Int?, minimum: Int = 1, fits: (_ count: Int, _ width: Double) -> Bool
    ) -> Int {
        let limit = countLimit(itemCount: itemCount, maxVisible: maxVisible)
        guard policy == .width, limit > 1 else { return limit }
        let fewest = min(max(1, minimum), limit)
        func largestFitting(in width: Double) -> Int {
            var count = limit
            while count > fewest && !fits(count, width) { count -= 1 }
            return count
        }
        let fitting = largestFitting(in: width)
        guard let previous, previous < fitting else { return fitting }
        // Growing back: only as far as the items fit with the hysteresis margin to spare.
        return max(previous, largestFitting(in: width - max(0, hysteresis)))
    }
}
