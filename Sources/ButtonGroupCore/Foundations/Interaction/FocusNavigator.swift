/// Keyboard focus over targets in reading order, skipping the ones that cannot take focus.
public enum FocusNavigator {
    /// The target focused after `move` from `current` among `count` targets; nil when none
    /// can take focus (or for `.clear`).
    ///
    /// - Complexity: O(count).
    public static func target(after move: FocusMove, from current: Int?, count: Int,
                              canFocus: (Int) -> Bool) -> Int? {
        guard count > 0 else { return nil }
        let focusable = (0..<count).filter(canFocus)
        guard let first = focusable.first, let last = focusable.last else { return nil }
        switch move {
        case .clear: return nil
        case .first: return first
        case .last: return last
        case .next:
            guard let current else { return first }
            return focusable.first { $0 > current } ?? first
        case .previous:
            guard let current else { return last }
            return focusable.last { $0 < current } ?? last
        }
    }
}
