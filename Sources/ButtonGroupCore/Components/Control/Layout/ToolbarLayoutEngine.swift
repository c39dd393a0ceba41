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

    /// The overflow plan of `items` whose cells are `cells`, `pinned` staying (toolbar context).
    static func overflowPlan(items: [ToolbarItem], cells: [GroupCells?], pinned: Int?, style: ControlStyle) -> ToolbarOverflow {
        ToolbarOverflow(items: items, widths: cells.map { $0?.naturalWidth }, pinned: pinned, style: style)
    }

    /// The layout, and how many groups moved into the overflow (the next layout's hysteresis).
    public static func layout(_ input: ToolbarLayoutInput, style: ControlStyle,
                              measuring: ButtonLayoutEngine.Measuring) -> (layout: ToolbarLayout, overflowCount: Int) {
        let cells = cells(of: input.items, context: input.context, style: style, measuring: measuring)
        var layout = ToolbarLayout(), scratch = ToolbarScratch()
        let count = self.layout(input, cells: cells, plan: overflowPlan(items: input.items, cells: cells, pinned: input.pinned,
                                                                        style: style),
                                scratch: &scratch, into: &layout, style: style, measuring: measuring)
        return (layout, count)
    }

    /// Lays out `input` into `layout` (its storage reused) and returns how many groups moved into
    /// the overflow: `cells` are its groups' cells (``cells(of:context:style:measuring:)``),
    /// `plan` its overflow plan for `input.pinned`; `layout`'s segments, when it has any, were
    /// laid out for the same items and measuring at the same scale and direction (their contents
    /// are reused). Allocates nothing once the storage has grown.
    static func layout(_ input: ToolbarLayoutInput, cells: [GroupCells?], plan: ToolbarOverflow,
                       scratch: inout ToolbarScratch, into layout: inout ToolbarLayout,
                       style: ControlStyle, measuring: ButtonLayoutEngine.Measuring) -> Int {
        let items = input.items
        scratch.reset(cells: cells)
        var overflowCount = 0
        if input.context == .toolbar {
            overflowCount = plan.overflowCount(width: input.width, hysteresis: style.overflowHysteresis,
                                               previousCount: input.previousOverflowCount)
            for item in plan.order.prefix(overflowCount) { scratch.isOverflowed[item] = true }
            let overflowed = scratch.isOverflowed
            scratch.positions.placeToolbar(items, widths: scratch.widths, shown: { !overflowed[$0] }, barWidth: input.width,
                                           hasOverflow: overflowCount > 0, style: style)
        } else {
            contentWidths(items: items, cells: cells, width: input.width, spacing: style.toolbarSpacing, into: &scratch.widths)
            scratch.positions.placeContent(items, widths: scratch.widths, style: style)
        }
        let bars = scratch.positions.bars
        let rowHeight = input.context == .toolbar ? style.toolbarHeight : style.height
        /// The top edge of a group `height` high centred on bar `bar` (content: on the row).
        func top(bar: ToolbarBar?, height: Double) -> Double {
            let row = bar.flatMap { bars.firstIndex(of: $0) } ?? 0
            return input.grid.snap(Double(row) * rowHeight) + input.grid.snap((rowHeight - height) / 2)
        }
        var builder = ToolbarLayoutBuilder(input: input, style: style, measuring: measuring, storage: &layout)
        for item in scratch.positions.readingOrder {
            guard let itemCells = cells[item], let x = scratch.positions.x[item], let width = scratch.positions.width[item] else {
                continue
            }
            let bar = input.context == .toolbar ? items[item].placement.bar : nil
            builder.addGroup(item, cells: itemCells, x: x, width: width, top: top(bar: bar, height: style.height))
        }
        if let x = scratch.positions.overflowX { builder.addOverflowButton(x: x, top: top(bar: .top, height: style.height)) }
        builder.finish(size: Size(width: input.width, height: rowHeight * Double(max(1, bars.count))), bars: bars,
                       barHeight: rowHeight, into: &layout)
        for item in items.indices where scratch.isOverflowed[item] { layout.overflowed.append(item) }
        diagnose(items: items, context: input.context, overflowed: layout.overflowed, style: style, into: &layout.diagnostics)
        return overflowCount
    }

    /// The widths at which each group moves into and out of the overflow menu (toolbar context;
    /// none in content).
    public static func breakpoints(items: [ToolbarItem], context: ControlContext, pinned: Int?, style: ControlStyle,
                                   measuring: ButtonLayoutEngine.Measuring) -> [OverflowBreakpoint] {
        guard context == .toolbar else { return [] }
        let cells = cells(of: items, context: context, style: style, measuring: measuring)
        return overflowPlan(items: items, cells: cells, pinned: pinned, style: style).breakpoints(hysteresis: style.overflowHysteresis)
    }

    /// In content, fixed-size groups and palettes take their natural width and the others share
    /// what is left by their content; written into `widths` (nil for flexible spaces).
    static func contentWidths(items: [ToolbarItem], cells: [GroupCells?], width: Double, spacing: Double,
                              into widths: inout [Double?]) {
        var fixed = 0.0, natural = 0.0, groups = 0
        for item in items.indices {
            guard let cell = cells[item] else { continue }
            groups += 1
            if cell.isNaturalWidth(items[item].group) { fixed += cell.naturalWidth } else { natural += cell.naturalWidth }
        }
        let room = max(0, width - fixed - spacing * Double(max(0, groups - 1)))
        for item in items.indices {
            guard let cell = cells[item] else { continue }
            widths[item] = cell.isNaturalWidth(items[item].group) || natural <= 0 ? cell.naturalWidth
                : cell.naturalWidth * room / natural
        }
    }

    /// The warnings: too many groups, groups mixing actions with a choice, menus without a
    /// label, unlabeled groups that had to overflow; appended to `found`.
    static func diagnose(items: [ToolbarItem], context: ControlContext, overflowed: [Int], style: ControlStyle,
                         into found: inout [ToolbarDiagnostic]) {
        var groups = 0
        for index in items.indices where items[index].kind == .group { groups += 1 }
        if context == .toolbar, style.recommendedGroups > 0, groups > style.recommendedGroups {
            found.append(ToolbarDiagnostic(kind: .tooManyGroups, item: nil, groups: groups, recommended: style.recommendedGroups))
        }
        for index in items.indices where items[index].kind == .group {
            if items[index].group.mixesSelection { found.append(ToolbarDiagnostic(kind: .mixedSelection, item: index)) }
            if ControlGroup.presentsMenu(items[index].group.style) && !items[index].group.isLabeled
                && items[index].group.label?.image == nil {
                found.append(ToolbarDiagnostic(kind: .unlabeledMenu, item: index))
            }
        }
        for index in overflowed where !items[index].group.isListable {
            found.append(ToolbarDiagnostic(kind: .unlabeledOverflow, item: index))
        }
    }
}

/// A toolbar layout's working storage, kept between layouts so that a relayout allocates nothing.
struct ToolbarScratch {
    /// Per item: its width (a group's; nil for a flexible space).
    var widths: [Double?] = []
    /// Per item: whether it is in the overflow menu.
    var isOverflowed: [Bool] = []
    /// Where the shown items go.
    var positions = BarPositions()

    /// Starts a layout of items whose cells are `cells`: natural widths, nothing overflowed.
    mutating func reset(cells: [GroupCells?]) {
        widths.removeAll(keepingCapacity: true)
        for index in cells.indices { widths.append(cells[index]?.naturalWidth) }
        isOverflowed.removeAll(keepingCapacity: true)
        isOverflowed.append(contentsOf: repeatElement(false, count: cells.count))
    }
}
