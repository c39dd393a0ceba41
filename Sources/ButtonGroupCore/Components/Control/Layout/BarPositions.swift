import BGFoundations

/// Where each shown item of a toolbar starts, in left-to-right coordinates (mirrored later for
/// right-to-left), and on which bar.
///
/// Toolbar: the bars its items fill (``ToolbarBar/bars(of:into:)``), each laid out on its own:
/// leading items packed from the leading edge, trailing items packed against the trailing edge
/// (the top bar's before the overflow button), centred items centred on the bar, pushed aside
/// when the ends need the room (see ``ToolbarPlacement/section``). Items are `spacing` apart and
/// the ends `padding` in. A flexible space takes an equal share of its side's free room: the
/// room between the leading items and the centred ones (leading spaces), or between the centred
/// ones and the trailing items (trailing spaces); with no centred items every space of the bar
/// shares the middle. Secondary actions are never on a bar (they are in the overflow menu). On
/// the bottom bar, items after a status item are its trailing ones.
///
/// Content: the items in order from x = 0, `spacing` apart, whatever their placement.
///
/// The storage is kept between layouts (``placeToolbar(_:widths:shown:barWidth:hasOverflow:style:)``
/// and ``placeContent(_:widths:style:)`` refill it), so placing allocates nothing once it has grown.
struct BarPositions {
    /// Each item's x and width (flexible spaces included; items not shown have none).
    private(set) var x: [Double?] = []
    private(set) var width: [Double?] = []
    /// The overflow button's x (on the top bar), when shown.
    private(set) var overflowX: Double?
    /// Item indices in reading order (groups shown only): bar after bar, from the top.
    private(set) var readingOrder: [Int] = []
    /// The bars, from the top (none in content).
    private(set) var bars: [ToolbarBar] = []
    /// Each item's section of its bar (``ToolbarPlacement/sections(of:into:)``).
    private var sections: [BarSection] = []

    /// A section's shown groups and flexible spaces: their total width and counts.
    private struct Block {
        var width = 0.0, groups = 0, spaces = 0
    }

    /// Places a toolbar's shown items; `widths` are the groups' (nil for a flexible space).
    mutating func placeToolbar(_ items: [ToolbarItem], widths: [Double?], shown: (Int) -> Bool, barWidth: Double,
                               hasOverflow: Bool, style: ControlStyle) {
        reset(items.count, widths: widths)
        ToolbarBar.bars(of: items, into: &bars)
        ToolbarPlacement.sections(of: items, into: &sections)
        for bar in bars {
            placeBar(bar, items, shown: shown, barWidth: barWidth, hasOverflow: hasOverflow && bar == .top, style: style)
        }
        // A bar narrower than its paddings and the button keeps the button at its leading edge.
        overflowX = hasOverflow ? max(0, barWidth - style.toolbarPadding - style.height) : nil
    }

    /// Places the shown items of `bar`.
    private mutating func placeBar(_ bar: ToolbarBar, _ items: [ToolbarItem], shown: (Int) -> Bool, barWidth: Double,
                                   hasOverflow: Bool, style: ControlStyle) {
        let spacing = style.toolbarSpacing
        func block(_ section: BarSection) -> Block {
            var block = Block()
            for item in items.indices where items[item].placement.bar == bar && sections[item] == section {
                if items[item].kind != .group {
                    block.spaces += 1
                } else if shown(item) {
                    block.width += (width[item] ?? 0) + (block.groups > 0 ? spacing : 0)
                    block.groups += 1
                }
            }
            return block
        }
        let lead = block(.leading), centre = block(.centre), trail = block(.trailing)
        let start = style.toolbarPadding
        let end = barWidth - style.toolbarPadding - (hasOverflow ? style.height + spacing : 0)
        // The free room between the blocks: spacing separates two blocks only when both have groups.
        var leadRoom: Double, trailRoom: Double, centreX = 0.0
        if centre.groups > 0 {
            let leadEnd = start + lead.width + (lead.groups > 0 ? spacing : 0)
            let trailStart = end - trail.width - (trail.groups > 0 ? spacing : 0)
            centreX = max(leadEnd, min((barWidth - centre.width) / 2, trailStart - centre.width))
            leadRoom = centreX - leadEnd
            trailRoom = trailStart - (centreX + centre.width)
        } else {
            let middle = (end - trail.width) - (start + lead.width) - (lead.groups > 0 && trail.groups > 0 ? spacing : 0)
            let spaces = Double(lead.spaces + trail.spaces)
            leadRoom = spaces > 0 ? middle * Double(lead.spaces) / spaces : 0
            trailRoom = spaces > 0 ? middle * Double(trail.spaces) / spaces : 0
        }
        let leadSpace = lead.spaces > 0 ? max(0, leadRoom) / Double(lead.spaces) : 0
        let trailSpace = trail.spaces > 0 ? max(0, trailRoom) / Double(trail.spaces) : 0
        place(items, bar, .leading, from: start, space: leadSpace, spacing: spacing, shown: shown)
        place(items, bar, .centre, from: centreX, space: 0, spacing: spacing, shown: shown)
        let trailingWidth = trail.width + trailSpace * Double(trail.spaces)
        place(items, bar, .trailing, from: end - trailingWidth, space: trailSpace, spacing: spacing, shown: shown)
    }

    /// Places content: every item in order.
    mutating func placeContent(_ items: [ToolbarItem], widths: [Double?], style: ControlStyle) {
        reset(items.count, widths: widths)
        bars.removeAll(keepingCapacity: true)
        place(items, nil, nil, from: 0, space: 0, spacing: style.toolbarSpacing, shown: { _ in true })
    }

    /// Empties the storage (keeping its capacity) for `count` items `widths` wide.
    private mutating func reset(_ count: Int, widths: [Double?]) {
        x.removeAll(keepingCapacity: true)
        x.append(contentsOf: repeatElement(nil, count: count))
        width.removeAll(keepingCapacity: true)
        width.append(contentsOf: widths)
        readingOrder.removeAll(keepingCapacity: true)
        overflowX = nil
    }

    /// Places the shown items of `section` of `bar` (nil: every item) one after the other from `start`.
    private mutating func place(_ items: [ToolbarItem], _ bar: ToolbarBar?, _ section: BarSection?, from start: Double,
                                space: Double, spacing: Double, shown: (Int) -> Bool) {
        var cursor = start, afterGroup = false
        for item in items.indices where bar == nil || (items[item].placement.bar == bar && sections[item] == section) {
            if items[item].kind == .group {
                guard shown(item) else { continue }
                if afterGroup { cursor += spacing }
                x[item] = cursor
                cursor += width[item] ?? 0
                afterGroup = true
                readingOrder.append(item)
            } else {
                x[item] = cursor
                width[item] = space
                cursor += space
            }
        }
    }
}
