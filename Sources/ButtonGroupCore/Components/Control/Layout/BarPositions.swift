import BGFoundations

/// Where each shown item of a bar starts, in left-to-right coordinates (mirrored later for
/// right-to-left).
///
/// Toolbar: navigation items packed from the leading edge, primary actions packed against the
/// trailing edge (before the overflow button), principal items centred on the bar, pushed aside
/// when the ends need the room. Items are `spacing` apart and the ends `padding` in. A flexible
/// space takes an equal share of its side's free room: the room between the leading items and
/// the principal ones (leading spaces), or between the principal ones and the trailing items
/// (trailing spaces); with no principal items every space shares the middle.
///
/// Content: the items in order from x = 0, `spacing` apart.
struct BarPositions {
    /// Each item's x and width (flexible spaces included; items not shown have none).
    var x: [Double?]
    var width: [Double?]
    /// The overflow button's x, when shown.
    var overflowX: Double?
    /// Item indices in reading order (groups shown only).
    var readingOrder: [Int]

    /// Positions for a toolbar.
    init(toolbar items: [ToolbarItem], widths: [Double?], shown: (Int) -> Bool, barWidth: Double,
         hasOverflow: Bool, style: ControlStyle) {
        let spacing = style.toolbarSpacing
        x = Array(repeating: nil, count: items.count)
        width = widths
        func members(_ placement: ToolbarPlacement) -> [Int] {
            items.indices.filter { items[$0].placement == placement && (!items[$0].isGroup || shown($0)) }
        }
        let leading = members(.navigation), principal = members(.principal), trailing = members(.primaryAction)
        func block(_ region: [Int]) -> (width: Double, groups: Int, spaces: Int) {
            let groups = region.filter { items[$0].isGroup }
            let total = groups.reduce(0) { $0 + (widths[$1] ?? 0) } + spacing * Double(max(0, groups.count - 1))
            return (total, groups.count, region.count - groups.count)
        }
        let lead = block(leading), centre = block(principal), trail = block(trailing)
        let overflowWidth = hasOverflow ? style.height : 0
        let start = style.toolbarPadding
        let end = barWidth - style.toolbarPadding - (hasOverflow ? overflowWidth + spacing : 0)
        let leadEnd = start + lead.width + (lead.groups > 0 ? spacing : 0)
        let trailStart = end - trail.width - (trail.groups > 0 ? spacing : 0)
        var leadRoom: Double, trailRoom: Double, centreX = 0.0
        if centre.groups > 0 {
            centreX = max(leadEnd, min((barWidth - centre.width) / 2, trailStart - centre.width))
            leadRoom = centreX - leadEnd
            trailRoom = trailStart - (centreX + centre.width)
        } else {
            let middle = trailStart - leadEnd + (lead.groups > 0 && trail.groups > 0 ? spacing : 0)
            let spaces = Double(lead.spaces + trail.spaces)
            leadRoom = spaces > 0 ? middle * Double(lead.spaces) / spaces : 0
            trailRoom = spaces > 0 ? middle * Double(trail.spaces) / spaces : 0
        }
        let leadSpace = lead.spaces > 0 ? max(0, leadRoom) / Double(lead.spaces) : 0
        let trailSpace = trail.spaces > 0 ? max(0, trailRoom) / Double(trail.spaces) : 0
        readingOrder = []
        place(leading, from: start, space: leadSpace, spacing: spacing, items: items)
        place(principal, from: centreX, space: 0, spacing: spacing, items: items)
        let trailingWidth = trail.width + trailSpace * Double(trail.spaces)
        place(trailing, from: end - trailingWidth, space: trailSpace, spacing: spacing, items: items)
        overflowX = hasOverflow ? barWidth - style.toolbarPadding - overflowWidth : nil
    }

    /// Positions for content: every shown item in order.
    init(content items: [ToolbarItem], widths: [Double?], style: ControlStyle) {
        x = Array(repeating: nil, count: items.count)
        width = widths
        readingOrder = []
        place(Array(items.indices), from: 0, space: 0, spacing: style.toolbarSpacing, items: items)
    }

    /// Places `region`'s items one after the other from `x`.
    private mutating func place(_ region: [Int], from start: Double, space: Double, spacing: Double, items: [ToolbarItem]) {
        var cursor = start, afterGroup = false
        for item in region {
            if items[item].isGroup {
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
