import CButtonGroup
import ButtonGroupCore

/// The C view (`bg_toolbar_view`) of a toolbar's latest layout: groups, cells, separators,
/// overflowed items, accessibility nodes, diagnostics and bars, then the strings the layout made, in
/// one block the toolbar owns and reuses (see `bg_toolbar_view.data`). It only converts: every
/// value comes from the core's ``ToolbarLayout``. Item strings are not copied: they point into
/// ``ToolbarItemStrings``, made once per replacement of the items.
final class ToolbarLayoutOutput {
    private let block = ResultBlock()
    /// The theme's strings a view shows (overflow icon, menu indicator, overflow button's
    /// label), copied once.
    private let themeStrings: CStringTable
    private let themeLengths: [Int]
    private let messages = ToolbarDiagnosticMessages()
    @exclusivity(unchecked) private var revision: Int?
    @exclusivity(unchecked) private var view = bg_toolbar_view()

    /// `bg_toolbar_view` as C hosts built against the first toolbar header know it (before `data`).
    static let firstVersionSize = MemoryLayout<bg_toolbar_view>.offset(of: \.data) ?? MemoryLayout<bg_toolbar_view>.size

    /// An output for a toolbar drawn with `style`.
    init(style: ControlStyle) {
        let texts = [style.overflowIcon, style.menuIndicator, style.overflowLabel]
        themeStrings = CStringTable(texts)
        themeLengths = texts.map(\.utf8.count)
    }

    /// Fills `out` (as much of it as its struct_size, kept, says) with `layout`, the toolbar's
    /// layout at `revision` whose cells are numbered `arrangement` (the block is rebuilt only
    /// when the revision changed since the last fill).
    func fill(_ out: inout bg_toolbar_view, with layout: borrowing ToolbarLayout, revision: Int, arrangement: UInt32,
              items: borrowing ToolbarItemStrings, style: ControlStyle) {
        if self.revision != revision {
            rebuild(layout, items: items)
            view.fill_color = style.fill.rgba
            view.separator_color = style.separator.rgba
            view.arrangement = arrangement
            self.revision = revision
        }
        let size = out.struct_size
        out = view
        out.struct_size = size
    }

    private func rebuild(_ layout: borrowing ToolbarLayout, items: borrowing ToolbarItemStrings) {
        block.start(size: arraysSize(layout) + madeStringsSize(layout) + 64)
        let groups = block.array(of: bg_placed_group.self, count: layout.groups.count)
        let cells = block.array(of: bg_control_cell.self, count: layout.segments.count)
        let separators = block.array(of: bg_rect.self, count: layout.separators.count)
        let overflowed = block.array(of: UInt32.self, count: layout.overflowed.count)
        let nodes = block.array(of: bg_a11y_node.self, count: layout.accessibility.count)
        let diagnostics = block.array(of: bg_toolbar_diagnostic.self, count: layout.diagnostics.count)
        let bars = block.array(of: bg_toolbar_bar.self, count: layout.bars.count)
        for (index, bar) in layout.bars.enumerated() {
            (bars + index).initialize(to: bg_toolbar_bar(bar: bar.bar.rawValue, reserved: 0, frame: bg_rect(bar.frame)))
        }
        for (index, group) in layout.groups.enumerated() { (groups + index).initialize(to: bg_placed_group(group)) }
        writeCells(layout, into: cells, items: items)
        for (index, separator) in layout.separators.enumerated() { (separators + index).initialize(to: bg_rect(separator)) }
        for (index, item) in layout.overflowed.enumerated() { (overflowed + index).initialize(to: UInt32(truncatingIfNeeded: item)) }
        writeNodes(layout, into: nodes, items: items)
        for (index, diagnostic) in layout.diagnostics.enumerated() {
            let message = messages.message(diagnostic)
            (diagnostics + index).initialize(to: bg_toolbar_diagnostic(
                kind: diagnostic.kind.rawValue, item_index: Int32(truncatingIfNeeded: diagnostic.item ?? -1),
                message: block.string(message.text, count: message.count)))
        }
        view = bg_toolbar_view()
        view.group_count = UInt32(layout.groups.count)
        view.groups = UnsafePointer(groups)
        view.cell_count = UInt32(layout.segments.count)
        view.separator_count = UInt32(layout.separators.count)
        view.cells = UnsafePointer(cells)
        view.separators = UnsafePointer(separators)
        view.has_overflow_button = layout.overflowButton == nil ? 0 : 1
        view.overflowed_count = UInt32(layout.overflowed.count)
        view.overflowed = UnsafePointer(overflowed)
        view.overflow_button = bg_rect(layout.overflowButton ?? .zero)
        view.overflow_icon = themeString(0)
        view.menu_indicator = themeString(1)
        view.accessibility_count = UInt32(layout.accessibility.count)
        view.diagnostic_count = UInt32(layout.diagnostics.count)
        view.accessibility = UnsafePointer(nodes)
        view.diagnostics = UnsafePointer(diagnostics)
        view.size = bg_size(layout.size)
        view.bars = UnsafePointer(bars)
        view.bar_count = UInt32(layout.bars.count)
        view.data = UnsafeRawPointer(block.base)
        view.data_size = block.used
    }

    /// Each cell, its title pointing at its item's copy when shown whole and cut into the block.
    private func writeCells(_ layout: borrowing ToolbarLayout, into cells: UnsafeMutablePointer<bg_control_cell>,
                            items: borrowing ToolbarItemStrings) {
        layout.segments.withUnsafeBufferPointer { segments in
            layout.targets.withUnsafeBufferPointer { targets in
                for index in segments.indices {
                    let strings = items.cell(item: segments[index].item, button: segments[index].button)
                    let title = self.title(segments[index].content.title, shown: segments[index].title != nil, of: strings.title)
                    let image = segments[index].image == nil ? nil : strings.image
                    (cells + index).initialize(to: bg_control_cell(segments[index], target: targets[index], title: title,
                                                                   image: image))
                }
            }
        }
    }

    /// Each accessibility node: per group its label, per cell its button's title (a menu-style
    /// group's: its label), then the overflow button's label (written into the block).
    private func writeNodes(_ layout: borrowing ToolbarLayout, into nodes: UnsafeMutablePointer<bg_a11y_node>,
                            items: borrowing ToolbarItemStrings) {
        let cellCount = layout.segments.count
        var group = 0
        layout.accessibility.withUnsafeBufferPointer { found in
            layout.segments.withUnsafeBufferPointer { segments in
                for index in found.indices {
                    let target = found[index].target, isCell = target >= 0 && target < cellCount
                    let label: UnsafePointer<CChar>?
                    if found[index].role == .group {
                        label = group < layout.groups.count ? items.label(ofItem: layout.groups[group].item).title
                            : StaticString("").cString
                        group += 1
                    } else if isCell {
                        label = items.cell(item: segments[target].item, button: segments[target].button).title
                    } else {
                        label = themeString(2)
                    }
                    (nodes + index).initialize(to: bg_a11y_node(
                        role: found[index].role.rawValue, enabled: found[index].isEnabled ? 1 : 0, label: label,
                        identifier: nil, frame: bg_rect(found[index].frame),
                        position: UInt32(truncatingIfNeeded: found[index].position),
                        count: UInt32(truncatingIfNeeded: found[index].count),
                        slot_index: isCell ? UInt32(target) : UInt32.max, reserved: 0))
                }
            }
        }
    }

    /// The C title of a cell: its item's copy when shown whole, a copy of its kept bytes and their
    /// suffix in the block when cut, "" when not even "…" fits, NULL when none is shown.
    private func title(_ fit: TextFit, shown: Bool, of whole: UnsafePointer<CChar>?) -> UnsafePointer<CChar>? {
        switch fit {
        case .absent: return nil
        case .whole: return shown ? whole : StaticString("").cString
        case .elided: return StaticString("").cString
        case .truncated(let count): return block.truncated(whole, count: count)
        }
    }

    /// Theme string `index` (0 overflow icon, 1 menu indicator, 2 overflow label), copied into the block.
    private func themeString(_ index: Int) -> UnsafePointer<CChar> {
        block.string(themeStrings.pointers[index], count: themeLengths[index])
    }

    /// The bytes of the arrays a rebuild writes.
    private func arraysSize(_ layout: borrowing ToolbarLayout) -> Int {
        layout.groups.count * MemoryLayout<bg_placed_group>.stride + layout.segments.count * MemoryLayout<bg_control_cell>.stride
            + layout.separators.count * MemoryLayout<bg_rect>.stride + layout.overflowed.count * MemoryLayout<UInt32>.stride
            + layout.accessibility.count * MemoryLayout<bg_a11y_node>.stride
            + layout.diagnostics.count * MemoryLayout<bg_toolbar_diagnostic>.stride
            + layout.bars.count * MemoryLayout<bg_toolbar_bar>.stride
    }

    /// The bytes of the strings a rebuild writes into the block (making the diagnostics'
    /// sentences it has not made before).
    private func madeStringsSize(_ layout: borrowing ToolbarLayout) -> Int {
        var size = themeLengths.reduce(3, +)
        layout.segments.withUnsafeBufferPointer { segments in
            for index in segments.indices {
                if case .truncated(let count) = segments[index].content.title { size += ResultBlock.truncatedSize(count) }
            }
        }
        for diagnostic in layout.diagnostics { size += messages.message(diagnostic).count + 1 }
        return size
    }
}
