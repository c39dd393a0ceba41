import BGFoundations

/// Which whole groups of a toolbar's top bar move into its overflow menu, and the widths at which
/// they do. The bottom bar and the keyboard bar have no overflow menu (as iOS's bottom toolbar
/// has none): their groups stay, and a bar too narrow for them grows the layout's width.
///
/// Rules:
/// - Secondary actions are always in the menu, first in the order (they have no breakpoint).
/// - The other groups of the top bar leave in the overflow order: lowest priority first (a
///   host-given priority, else 0); at equal priority trailing sections go first (the trailing
///   end, then the centre, then the leading end); at equal section the later item first. A
///   group is never split.
/// - A group that has keyboard focus or is being pressed (`pinned`) never leaves while it has
///   it; the next one in the order goes instead.
/// - The fewest groups leave so that the rest, their spacing, the paddings and the overflow
///   button fit; when nothing fits, every unpinned group leaves.
/// - Hysteresis: groups that left come back only when they fit with `hysteresis` points to
///   spare, so a width wobbling around a breakpoint never flips a group in and out.
struct ToolbarOverflow {
    /// The overflow order: the top bar's group items, first to leave first (the secondary
    /// actions first of all).
    let order: [Int]
    /// How many groups of the order are always in the menu: the secondary actions.
    let alwaysInMenu: Int
    /// The width the toolbar needs with the first `count` groups of the order in the menu, for
    /// every count from 0 to all.
    let required: [Double]

    /// Prepares the decision for `items` whose groups are `widths` wide (nil: a flexible space),
    /// `pinned` staying: O(items log items), once per items (a layout then only looks up).
    init(items: [ToolbarItem], widths: [Double?], pinned: Int?, style: ControlStyle) {
        let secondary = items.indices.filter { items[$0].isGroup && items[$0].placement.section == .overflowMenu }
        let order = secondary + items.indices
            .filter { items[$0].isGroup && $0 != pinned && items[$0].placement.bar == .top
                && items[$0].placement.section != .overflowMenu }
            .sorted { a, b in
                let pa = items[a].priority ?? 0, pb = items[b].priority ?? 0
                if pa != pb { return pa < pb }
                let ra = Self.rank(items[a].placement.section), rb = Self.rank(items[b].placement.section)
                if ra != rb { return ra < rb }
                return a > b
            }
        self.order = order
        alwaysInMenu = secondary.count
        let pinnedWidth = pinned.flatMap { items.indices.contains($0) && items[$0].isGroup && items[$0].placement.bar == .top
            ? widths[$0] : nil }
        required = Self.requiredWidths(order: order, widths: widths, pinnedWidth: pinnedWidth, style: style)
            .enumerated().map { $0.offset < secondary.count ? .infinity : $0.element }
    }

    /// How early a section's groups leave: the trailing end first, the leading end last.
    static func rank(_ section: BarSection) -> Int {
        switch section {
        case .overflowMenu, .trailing: return 0
        case .centre: return 1
        case .leading: return 2
        }
    }

    /// The width needed with the first `count` groups of `order` in the menu, for every count
    /// (before the secondary actions are forced into it):
    /// the shown groups (the rest of the order and the pinned one), the overflow button when a
    /// group left, the spacing between them and the paddings. Sums only grow (no subtraction),
    /// so rounding never makes a width negative. O(items) in all.
    private static func requiredWidths(order: [Int], widths: [Double?], pinnedWidth: Double?,
                                       style: ControlStyle) -> [Double] {
        // remaining[count]: the widths of the groups the order has not moved yet.
        var remaining = [Double](repeating: 0, count: order.count + 1)
        for index in stride(from: order.count - 1, through: 0, by: -1) {
            remaining[index] = remaining[index + 1] + (widths[order[index]] ?? 0)
        }
        let pinned = pinnedWidth == nil ? 0 : 1
        return (0...order.count).map { count in
            let cells = order.count - count + pinned + (count > 0 ? 1 : 0)
            return 2 * style.toolbarPadding + remaining[count] + (pinnedWidth ?? 0) + (count > 0 ? style.height : 0)
                + style.toolbarSpacing * Double(max(0, cells - 1))
        }
    }

    /// The fewest groups to move so the rest fit in `width`.
    private func fittingCount(in width: Double) -> Int {
        required.firstIndex { $0 <= width } ?? order.count
    }

    /// How many groups of the order are in the menu at `width`, given how many were at the
    /// previous layout (the hysteresis).
    func overflowCount(width: Double, hysteresis: Double, previousCount: Int?) -> Int {
        let count = fittingCount(in: width)
        guard let previousCount, count < previousCount else { return count }
        return min(previousCount, fittingCount(in: width - max(0, hysteresis)))
    }

    /// For each group in the overflow order that can show (not a secondary action), the width
    /// below which it is in the menu and the width at which it comes back.
    func breakpoints(hysteresis: Double) -> [OverflowBreakpoint] {
        var threshold = Double.infinity
        return order.indices.dropFirst(alwaysInMenu).map { index in
            threshold = min(threshold, required[index])
            return OverflowBreakpoint(item: order[index], movesIn: threshold, movesOut: threshold + max(0, hysteresis))
        }
    }
}
