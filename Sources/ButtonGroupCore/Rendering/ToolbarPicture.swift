import BGButton
import BGControl
import BGFoundations

/// Draws a laid-out toolbar (or control groups in content): its bars, each group's shared fill
/// (segmented and navigation groups), its cells as configuration-based buttons in their state,
/// the separators, a menu group's indicator, the overflow button, focus rings, and optionally
/// the overflow menu below, right under the overflow button.
public enum ToolbarPicture {
    /// The SVG document of `layout`, whose groups are `items`, drawn with `style`.
    /// `focusedOverflow` draws a focus ring on the overflow button.
    public static func svg(_ layout: ToolbarLayout, items: [ToolbarItem], style: ControlStyle, context: ControlContext,
                           focusedOverflow: Bool = false, options: PictureOptions) -> String {
        let pad = max(0, options.padding)
        let menu = options.showsOverflow && layout.overflowButton != nil
            ? panel(ControlMenu.overflow(layout.overflowed, of: items), style: style) : nil
        let menuWidth = 240.0
        let width = max(layout.size.width, menu == nil ? 0 : menuWidth) + 2 * pad
        let height = layout.size.height + (menu.map { 8 + $0.height } ?? 0) + 2 * pad
        var canvas = SVGCanvas(size: Size(width: width, height: height), background: options.background,
                               direction: options.direction)
        canvas.comment("Toolbar: groups shown \(layout.groups.count), in the overflow menu \(layout.overflowed.count)")
        let origin = Point(x: pad, y: pad)
        if context == .toolbar { drawBars(layout.bars, at: origin, into: &canvas) }
        draw(layout, style: style, context: context, focusedOverflow: focusedOverflow, at: origin, into: &canvas)
        if let menu, let button = layout.overflowButton {
            canvas.comment("Overflow menu")
            let x = min(max(pad, pad + button.maxX - menuWidth), width - pad - menuWidth)
            menu.draw(at: x, pad + layout.size.height + 8, width: menuWidth, font: style.button.titleFont, into: &canvas)
        }
        return canvas.document
    }

    /// Draws each bar's background with a hairline on its side facing the content: under the top
    /// bar, over the bottom and keyboard bars.
    static func drawBars(_ bars: [PlacedBar], at origin: Point, into canvas: inout SVGCanvas) {
        for bar in bars {
            let frame = bar.frame.offsetBy(origin.x, origin.y)
            canvas.comment("Bar: \(bar.bar)")
            canvas.rect(frame, fill: PicturePalette.bar)
            let hairline = bar.bar == .top ? frame.maxY - 0.5 : frame.y
            canvas.rect(Rect(x: frame.x, y: hairline, width: frame.width, height: 0.5), fill: PicturePalette.separator)
        }
    }

    /// Draws the groups, cells and overflow button of `layout` with its origin at `origin`. A
    /// group's shared fill is drawn for joined styles, and for every style in content (where a
    /// group is a control of its own); a selected segment is a raised thumb, without the
    /// separators beside it.
    public static func draw(_ layout: ToolbarLayout, style: ControlStyle, context: ControlContext, focusedOverflow: Bool,
                            at origin: Point, into canvas: inout SVGCanvas) {
        for group in layout.groups {
            if group.style == .segmented || group.style == .navigation || context == .content {
                canvas.roundedRect(group.frame.offsetBy(origin.x, origin.y), corners: CornerRadii(all: style.cornerRadius),
                                   fill: style.fill)
            }
            var selected: Set<Int> = []
            for (position, index) in group.segments.enumerated() {
                let cell = layout.segments[index]
                let isThumb = group.style == .segmented && cell.content.state.contains(.selected)
                if isThumb { selected.insert(position) }
                drawCell(cell, style: style, asThumb: isThumb, at: origin, into: &canvas)
            }
            for (position, index) in group.separators.enumerated()
            where !selected.contains(position) && !selected.contains(position + 1) {
                canvas.rect(layout.separators[index].offsetBy(origin.x, origin.y), fill: style.separator)
            }
            if let indicator = group.menuIndicator, let first = group.segments.first {
                canvas.icon(style.menuIndicator, in: indicator.offsetBy(origin.x, origin.y),
                            color: layout.segments[first].content.paint.foreground)
            }
        }
        if let button = layout.overflowButton {
            let frame = button.offsetBy(origin.x, origin.y)
            let side = min(style.iconSize + 6, frame.height, frame.width)
            canvas.icon(style.overflowIcon, in: Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side),
                        color: style.button.tint)
            if focusedOverflow {
                canvas.focusRing(around: frame, corners: CornerRadii(all: style.cornerRadius), color: style.button.tint)
            }
        }
    }

    /// One cell as a configuration-based button; a selected segment as a thumb: its fill inset
    /// 2 points from the cell, fully rounded, with a hairline edge.
    private static func drawCell(_ cell: ControlSegment, style: ControlStyle, asThumb: Bool, at origin: Point,
                                 into canvas: inout SVGCanvas) {
        let content = ButtonPicture.Content(title: cell.title, image: cell.image, style: style.button)
        let cellOrigin = Point(x: origin.x + cell.frame.x, y: origin.y + cell.frame.y)
        guard asThumb else {
            ButtonPicture.draw(cell.content, content: content, tint: style.button.tint, at: cellOrigin,
                               corners: cell.corners, into: &canvas)
            return
        }
        let thumb = cell.frame.offsetBy(origin.x, origin.y).grown(by: -2)
        let radius = CornerRadii(all: max(0, style.cornerRadius - 2))
        canvas.roundedRect(thumb, corners: radius, fill: cell.content.paint.fill ?? style.selectedFill,
                           stroke: RGBAColor(rgba: 0x0000_001F), strokeWidth: 0.5)
        var unfilled = cell.content
        unfilled.paint.fill = nil
        unfilled.paint.stroke = nil
        ButtonPicture.draw(unfilled, content: content, tint: style.button.tint, at: cellOrigin, corners: cell.corners,
                           into: &canvas)
    }

    /// The overflow menu as a panel: each group's label as a heading, its buttons under it; a
    /// palette one row of its icons; a single button a plain entry.
    static func panel(_ menu: ControlMenu, style: ControlStyle) -> MenuPanel {
        func color(_ entry: ControlMenu.Entry) -> RGBAColor {
            entry.isDisabled ? PicturePalette.disabledLabel : entry.button == nil ? PicturePalette.label : style.button.tint
        }
        var rows: [MenuPanel.Row] = []
        for (index, entry) in menu.entries.enumerated() {
            if let parent = entry.parent, menu.entries[parent].isPalette { continue }  // in its palette row
            if entry.isPalette {
                let buttons = menu.entries.filter { $0.parent == index }
                    .map { MenuPanel.PaletteButton(title: $0.title, icon: $0.image, color: color($0)) }
                rows.append(MenuPanel.Row(title: entry.title, icon: nil, color: color(entry), palette: buttons))
                continue
            }
            let title = entry.selection == .on ? "\u{2713} " + entry.title : entry.title
            rows.append(MenuPanel.Row(title: title, icon: entry.image, color: color(entry), isHeading: entry.button == nil,
                                      isNested: entry.parent != nil))
        }
        return MenuPanel(rows: rows, cancel: nil)
    }
}
