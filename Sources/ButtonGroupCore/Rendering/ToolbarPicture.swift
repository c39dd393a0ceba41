import BGButton
import BGControl
import BGFoundations

/// Draws a laid-out toolbar (or control groups in content): the bar, each group's shared fill
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
        var canvas = SVGCanvas(size: Size(width: width, height: height), background: options.background)
        canvas.comment("Toolbar: \(layout.groups.count) groups shown, \(layout.overflowed.count) in the overflow menu")
        let origin = Point(x: pad, y: pad)
        if context == .toolbar {
            canvas.rect(Rect(x: pad, y: pad, width: layout.size.width, height: layout.size.height), fill: PicturePalette.bar)
            canvas.rect(Rect(x: pad, y: pad + layout.size.height - 0.5, width: layout.size.width, height: 0.5),
                        fill: PicturePalette.separator)
        }
        draw(layout, style: style, focusedOverflow: focusedOverflow, at: origin, into: &canvas)
        if let menu, let button = layout.overflowButton {
            canvas.comment("Overflow menu")
            let x = min(max(pad, pad + button.maxX - menuWidth), width - pad - menuWidth)
            menu.draw(at: x, pad + layout.size.height + 8, width: menuWidth, font: style.button.titleFont, into: &canvas)
        }
        return canvas.document
    }

    /// Draws the groups, cells and overflow button of `layout` with its origin at `origin`.
    public static func draw(_ layout: ToolbarLayout, style: ControlStyle, focusedOverflow: Bool, at origin: Point,
                            into canvas: inout SVGCanvas) {
        for group in layout.groups {
            if group.style == .segmented || group.style == .navigation {
                canvas.roundedRect(group.frame.offsetBy(origin.x, origin.y), corners: CornerRadii(all: style.cornerRadius),
                                   fill: style.fill)
            }
            for index in group.segments {
                let cell = layout.segments[index]
                let content = ButtonPicture.Content(title: cell.title, image: cell.image, style: style.button)
                ButtonPicture.draw(cell.content, content: content, tint: style.button.tint,
                                   at: Point(x: origin.x + cell.frame.x, y: origin.y + cell.frame.y),
                                   corners: cell.corners, into: &canvas)
            }
            for index in group.separators {
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

    /// The overflow menu as a panel: each group's label as a heading, its buttons under it.
    static func panel(_ menu: ControlMenu, style: ControlStyle) -> MenuPanel {
        let rows = menu.entries.map { entry in
            let color = entry.isDisabled ? PicturePalette.disabledLabel
                : entry.parent == nil ? PicturePalette.label : style.button.tint
            let title = entry.selection == .on ? "\u{2713} " + entry.title : entry.title
            return MenuPanel.Row(title: title, icon: entry.image, color: color, isHeading: entry.parent == nil,
                                 isNested: entry.parent != nil)
        }
        return MenuPanel(rows: rows, cancel: nil)
    }
}
