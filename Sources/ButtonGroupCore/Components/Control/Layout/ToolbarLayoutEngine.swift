import BGButton
import BGFoundations

/// Lays out a toolbar (or a standalone control group in content): sizes every group's cells
/// with the one button content layout, decides the overflow (``ToolbarOverflow``), places the
/// items (``BarPositions``) and their cells, and derives hit targets, accessibility and
/// diagnostics. Pure, apart from the measure cache it fills.
public enum ToolbarLayoutEngine {
    /// Every group's cells, measured: what a layout at any width starts from (a model keeps them
    /// while its items, context and measuring stay the same).
    static func cells(of items: [ToolbarItem], context: ControlContext, style: ControlStyle,
                      measuring: ButtonLayoutEngine.Measuring) -> [GroupCells?] {
        items.map { item in
            item.isGroup ? GroupCells(item.group, context: context, placement: item.placement, style: style,
                                      measuring: measuring) : nil
        }
    }

    /// The layout, and how many groups moved into the overflow (the next layout's hysteresis).
    public static func layout(_ input: ToolbarLayoutInput, style: ControlStyle,
                              measuring: ButtonLayoutEngine.Measuring) -> (layout: ToolbarLayout, overflowCount: Int) {
        layout(input, cells: cells(of: input.items, context: input.context, style: style, measuring: measuring),
               contentCache: CellContentCache(), style: style, measuring: measuring)
    }

    /// The layout of `input` whose groups' cells are `cells` (``cells(of:context:style:measuring:)``),
    /// reusing the cell contents in `contentCache` (made for the same items and measuring).
    static func layout(_ input: ToolbarLayoutInput, cells: [GroupCells?], contentCache: CellContentCache,
                       style: ControlStyle, measuring: ButtonLayoutEngine.Measuring) -> (layout: ToolbarLayout, overflowCount: Int) {
        let items = input.items
        var widths = cells.map { $0?.naturalWidth }
        var overflowed = Set<Int>(), overflowCount = 0
        let positions: BarPositions
        if input.context == .toolbar {
            let decision = ToolbarOverflow(items: items, widths: widths, pinned: input.pinned, style: style)
                .overflowed(width: input.width, hysteresis: style.overflowHysteresis,
                            previousCount: input.previousOverflowCount)
            (overflowed, overflowCount) = decision
            positions = BarPositions(toolbar: items, widths: widths, shown: { !overflowed.contains($0) },
                                     barWidth: input.width, hasOverflow: !overflowed.isEmpty, style: style)
        } else {
            widths = contentWidths(items: items, cells: cells, width: input.width, spacing: style.toolbarSpacing)
            positions = BarPositions(content: items, widths: widths, style: style)
        }
        let height = input.context == .toolbar ? style.toolbarHeight : style.height
        var builder = ToolbarLayoutBuilder(input: input, style: style, measuring: measuring, contentCache: contentCache,
                                           groupY: input.grid.snap((height - style.height) / 2))
        for item in positions.readingOrder {
            guard let itemCells = cells[item], let x = positions.x[item], let width = positions.width[item] else { continue }
            builder.addGroup(item, cells: itemCells, x: x, width: width)
        }
        if let x = positions.overflowX { builder.addOverflowButton(x: x) }
        var layout = builder.finish(size: Size(width: input.width, height: height),
                                    overflowed: overflowed.sorted())
        layout.diagnostics = diagnostics(items: items, context: input.context, overflowed: layout.overflowed, style: style)
        return (layout, overflowCount)
    }

    /// The widths at which each group moves into and out of the overflow menu (toolbar context;
    /// none in content).
    public static func breakpoints(items: [ToolbarItem], context: ControlContext, pinned: Int?, style: ControlStyle,
                                   measuring: ButtonLayoutEngine.Measuring) -> [OverflowBreakpoint] {
        breakpoints(items: items, context: context, cells: cells(of: items, context: context, style: style, measuring: measuring),
                    pinned: pinned, style: style)
    }

    /// The breakpoints of `items` whose groups' cells are `cells`.
    static func breakpoints(items: [ToolbarItem], context: ControlContext, cells: [GroupCells?], pinned: Int?,
                            style: ControlStyle) -> [OverflowBreakpoint] {
        guard context == .toolbar else { return [] }
        return ToolbarOverflow(items: items, widths: cells.map { $0?.naturalWidth }, pinned: pinned, style: style)
            .breakpoints(hysteresis: style.overflowHysteresis)
    }

    /// In content, fixed-size groups take their natural width and the others share what is
    /// left by their content.
    static func contentWidths(items: [ToolbarItem], cells: [GroupCells?], width: Double, spacing: Double) -> [Double?] {
        let groups = items.indices.filter { items[$0].isGroup }
        let fixed = groups.filter { items[$0].group.isFixedSize }.reduce(0) { $0 + (cells[$1]?.naturalWidth ?? 0) }
        let flexible = groups.filter { !items[$0].group.isFixedSize }
        let natural = flexible.reduce(0) { $0 + (cells[$1]?.naturalWidth ?? 0) }
        let room = max(0, width - fixed - spacing * Double(max(0, groups.count - 1)))
        return items.indices.map { item in
            guard let cell = cells[item] else { return nil }
            if items[item].group.isFixedSize || natural <= 0 { return cell.naturalWidth }
            return cell.naturalWidth * room / natural
        }
    }

    /// The warnings: too many groups, groups mixing actions with a choice, unlabeled groups
    /// that had to overflow.
    static func diagnostics(items: [ToolbarItem], context: ControlContext, overflowed: [Int],
                            style: ControlStyle) -> [ToolbarDiagnostic] {
        var found: [ToolbarDiagnostic] = []
        let groups = items.filter(\.isGroup).count
        if context == .toolbar, style.recommendedGroups > 0, groups > style.recommendedGroups {
            found.append(ToolbarDiagnostic(
                kind: .tooManyGroups, item: nil,
                description: "the toolbar has \(groups) groups; aim for \(style.recommendedGroups) at most"))
        }
        for (index, item) in items.enumerated() where item.isGroup && item.group.mixesSelection {
            found.append(ToolbarDiagnostic(
                kind: .mixedSelection, item: index,
                description: "item \(index) mixes buttons that act with segments that stay selected; use a picker for a choice"))
        }
        for index in overflowed where !items[index].group.isLabeled {
            found.append(ToolbarDiagnostic(
                kind: .unlabeledOverflow, item: index,
                description: "item \(index) had to move into the overflow menu but has no label to be listed under, so it is hidden"))
        }
        return found
    }
}
