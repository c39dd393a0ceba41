import BGFoundations
import BGGroup
import BGTokens

/// Draws a laid-out ButtonGroup: each slot in its role's theme colours for its state (fill,
/// 1-point border inside the frame, per-corner radii), its icon and title (as laid out,
/// truncated where the layout cut it), a focus ring on the focused slot, and optionally the
/// More action sheet below.
public enum GroupPicture {
    /// The SVG document of `layout`, drawn with `theme`'s colours and `style`'s font.
    public static func svg(_ layout: GroupLayout, theme: Theme, style: GroupStyle, options: PictureOptions) -> String {
        let pad = max(0, options.padding)
        let sheet = options.showsOverflow && !layout.overflow.isEmpty ? panel(layout.sheet, theme: theme) : nil
        let sheetWidth = max(layout.size.width, 240)
        let width = max(layout.size.width, sheet == nil ? 0 : sheetWidth) + 2 * pad
        let height = layout.size.height + (sheet.map { 16 + $0.height } ?? 0) + 2 * pad
        var canvas = SVGCanvas(size: Size(width: width, height: height), background: options.background,
                               direction: options.direction)
        canvas.comment("ButtonGroup: slots \(layout.slotCount), items in More \(layout.overflow.count)")
        draw(layout, theme: theme, style: style, at: Point(x: pad, y: pad), into: &canvas)
        if let sheet {
            canvas.comment("More action sheet")
            sheet.draw(at: pad, pad + layout.size.height + 16, width: sheetWidth, font: style.font, into: &canvas)
        }
        return canvas.document
    }

    /// Draws the slots of `layout` with the group's origin at `origin`.
    public static func draw(_ layout: GroupLayout, theme: Theme, style: GroupStyle, at origin: Point,
                            into canvas: inout SVGCanvas) {
        let focus = theme.buttonColors(role: .primary, state: .focused).border
        for (index, slot) in layout.slots.enumerated() {
            let colors = theme.buttonColors(role: slot.role, state: slot.state)
            let frame = slot.frame.offsetBy(origin.x, origin.y)
            canvas.roundedRect(frame, corners: slot.corners, fill: RGBAColor(rgba: colors.background))
            canvas.strokeInside(frame, corners: slot.corners, color: RGBAColor(rgba: colors.border), width: 1)
            let foreground = RGBAColor(rgba: colors.foreground)
            if let icon = layout.icon(ofSlot: index) {
                canvas.icon(icon, in: slot.iconFrame.offsetBy(origin.x, origin.y), color: foreground,
                            background: RGBAColor(rgba: colors.background))
            }
            canvas.text([(layout.title(ofSlot: index), foreground, style.font)],
                        in: slot.titleFrame.offsetBy(origin.x, origin.y))
            if slot.state.contains(.focused) {
                canvas.focusRing(around: frame, corners: slot.corners, color: RGBAColor(rgba: focus))
            }
        }
    }

    /// The sheet as a panel: its title and message, an entry per overflowed item in its role's
    /// colour (greyed when disabled), and the cancel button.
    static func panel(_ sheet: ActionSheet, theme: Theme) -> MenuPanel {
        let rows = sheet.entries.map { entry in
            let role: ButtonRole = entry.role == .danger ? .danger : .primary
            let color = entry.isDisabled ? theme.buttonColors(role: role, state: .disabled).foreground
                : theme.buttonColors(role: role, state: []).background
            return MenuPanel.Row(title: entry.title, icon: entry.icon, color: RGBAColor(rgba: color))
        }
        return MenuPanel(header: [sheet.title, sheet.message].compactMap { $0 }, rows: rows, cancel: sheet.cancelTitle,
                         centresRows: true)
    }
}
