import BGFoundations

/// Which whole groups of a toolbar move into its overflow menu, and the widths at which they do.
///
/// Rules:
/// - Groups leave in the overflow order: lowest priority first (a host-given priority, else 0);
///   at equal priority trailing placements go first (primary action, then principal, then
///   navigation); at equal placement the later item first. A group is never split.
/// - A group that has keyboard focus or is being pressed (`pinned`) never leaves while it has
///   it; the next one in the order goes instead.
/// - The fewest groups leave so that the rest, their spacing, the paddings and the overflow
///   button fit; when nothing fits, every unpinned group leaves.
/// - Hysteresis: groups that left come back only when they fit with `hysteresis` points to
///   spare, so a width wobbling around a breakpoint never flips a group in and out.
public struct ToolbarOverflow {
    /// Each item's width when it is a group shown in the bar (nil: a flexible space).
    let widths: [Double?]
    /// The overflow order: group items, first to leave first.
    let order: [Int]
    /// The toolbar's padding, spacing and overflow button width.
    let padding: Double, spacing: Double, overflowButtonWidth: Double

    /// Prepares the decision for `items` whose groups are `widths` wide.
    init(items: [ToolbarItem], widths: [Double?], pinned: Int?, style: ControlStyle) {
        self.widths = widths
        order = items.indices
            .filter { items[$0].isGroup && $0 != pinned }
            .sorted { a, b in
                let pa = items[a].priority ?? 0, pb = items[b].priority ?? 0
                if pa != pb { return pa < pb }
                let ra = Self.rank(items[a].placement), rb = Self.rank(items[b].placement)
                if ra != rb { return ra < rb }
                return a > b
            }
        padding = style.toolbarPadding
        spacing = style.toolbarSpacing
        overflowButtonWidth = style.height
    }

    /// How early a placement's groups leave: trailing first, navigation last.
    static func rank(_ placement: ToolbarPlacement) -> Int {
        switch placement {
        case .primaryAction: return 0
        case .principal: return 1
        case .navigation: return 2
        }
    }

    /// The width the toolbar needs with the first `count` groups of the order in the menu, for
    /// every count from 0 to all: O(items) in all.
    func requiredWidths() -> [Double] {
        var shownWidth = widths.reduce(0) { $0 + ($1 ?? 0) }
        var shown = widths.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        var required: [Double] = []
        required.reserveCapacity(order.count + 1)
        for count in 0...order.count {
            if count > 0 {
                shownWidth -= widths[order[count - 1]] ?? 0
                shown -= 1
            }
            let cells = shown + (count > 0 ? 1 : 0)
            required.append(2 * padding + shownWidth + (count > 0 ? overflowButtonWidth : 0)
                            + spacing * Double(max(0, cells - 1)))
        }
        return required
    }

    /// The fewest groups to move so the rest fit in `width`.
    static func fittingCount(in width: Double, required: [Double]) -> Int {
        required.firstIndex { $0 <= width } ?? required.count - 1
    }

    /// The items in the menu at `width`, given how many were there at the previous layout.
    func overflowed(width: Double, hysteresis: Double, previousCount: Int?) -> (items: Set<Int>, count: Int) {
        let required = requiredWidths()
        var count = Self.fittingCount(in: width, required: required)
        if let previousCount, count < previousCount {
            count = min(previousCount, Self.fittingCount(in: width - max(0, hysteresis), required: required))
        }
        return (Set(order.prefix(count)), count)
    }

    /// For each group in the overflow order, the width below which it is in the menu and the
    /// width at which it comes back.
    func breakpoints(hysteresis: Double) -> [OverflowBreakpoint] {
        let required = requiredWidths()
        var threshold = Double.infinity
        return order.indices.map { index in
            threshold = min(threshold, required[index])
            return OverflowBreakpoint(item: order[index], movesIn: threshold, movesOut: threshold + max(0, hysteresis))
        }
    }
}
