import BGFoundations

/// A list of rows on a rounded panel: how a group's More action sheet and a toolbar's overflow
/// menu are drawn (title and message on top, one row per entry, a separate cancel row).
struct MenuPanel {
    /// One row.
    struct Row {
        var title: String
        var icon: String?
        var color: RGBAColor
        /// A submenu's title row (drawn bold) or an entry (indented under one when `isNested`).
        var isHeading = false
        var isNested = false
        /// A palette row: these buttons side by side as icons (the title when one has none).
        var palette: [PaletteButton] = []
    }

    /// One button of a palette row.
    struct PaletteButton {
        var title: String
        var icon: String?
        var color: RGBAColor
    }

    var header: [String] = []
    var rows: [Row]
    var cancel: String?
    /// Entries centred (an action sheet) rather than from the leading edge (a menu).
    var centresRows = false

    static let rowHeight = 44.0, headerLineHeight = 20.0, gap = 8.0, radius = 14.0

    /// The panel's height.
    var height: Double {
        let head = header.isEmpty ? 0 : Double(header.count) * Self.headerLineHeight + 16
        return head + Double(rows.count) * Self.rowHeight + (cancel == nil ? 0 : Self.gap + Self.rowHeight)
    }

    /// Draws the panel at (x, y), `width` wide, in `font` (its size; weight 400, headings 600).
    func draw(at x: Double, _ y: Double, width: Double, font: FontSpec, into canvas: inout SVGCanvas) {
        let head = header.isEmpty ? 0 : Double(header.count) * Self.headerLineHeight + 16
        let listHeight = head + Double(rows.count) * Self.rowHeight
        canvas.roundedRect(Rect(x: x, y: y, width: width, height: listHeight), corners: CornerRadii(all: Self.radius),
                           fill: PicturePalette.panel)
        var regular = font
        regular.weight = 400
        var small = regular
        small.size = max(1, font.size - 3)
        for (line, text) in header.enumerated() {
            let frame = Rect(x: x, y: y + 8 + Double(line) * Self.headerLineHeight, width: width, height: Self.headerLineHeight)
            canvas.text([(text, PicturePalette.secondaryLabel, small)], in: frame, anchor: "middle")
        }
        var top = y + head
        for (index, row) in rows.enumerated() {
            if index > 0 || head > 0 { canvas.rect(Rect(x: x, y: top, width: width, height: 0.5), fill: PicturePalette.separator) }
            draw(row, in: Rect(x: x, y: top, width: width, height: Self.rowHeight), font: regular, into: &canvas)
            top += Self.rowHeight
        }
        guard let cancel else { return }
        let frame = Rect(x: x, y: top + Self.gap, width: width, height: Self.rowHeight)
        canvas.roundedRect(frame, corners: CornerRadii(all: Self.radius), fill: PicturePalette.panel)
        var bold = regular
        bold.weight = 600
        canvas.text([(cancel, PicturePalette.label, bold)], in: frame, anchor: "middle")
    }

    private func draw(_ row: Row, in frame: Rect, font: FontSpec, into canvas: inout SVGCanvas) {
        guard row.palette.isEmpty else { return drawPalette(row.palette, in: frame, font: font, into: &canvas) }
        var font = font
        if row.isHeading { font.weight = 600 }
        let indent = row.isNested ? 32.0 : 16.0
        var textFrame = Rect(x: frame.x + indent, y: frame.y, width: max(0, frame.width - indent - 16), height: frame.height)
        if let icon = row.icon, !centresRows {
            canvas.icon(icon, in: Rect(x: frame.maxX - 36, y: frame.midY - 10, width: 20, height: 20), color: row.color,
                        background: PicturePalette.panel)
            textFrame.width = max(0, textFrame.width - 28)
        }
        canvas.text([(row.title, row.color, font)], in: centresRows ? frame : textFrame, anchor: centresRows ? "middle" : "start")
    }

    /// A palette row: each button a 44-point cell from the leading edge, its icon (or title) centred.
    private func drawPalette(_ buttons: [PaletteButton], in frame: Rect, font: FontSpec, into canvas: inout SVGCanvas) {
        for (index, button) in buttons.enumerated() {
            let cell = Rect(x: frame.x + 8 + Double(index) * Self.rowHeight, y: frame.y, width: Self.rowHeight, height: frame.height)
            if let icon = button.icon {
                canvas.icon(icon, in: Rect(x: cell.midX - 10, y: cell.midY - 10, width: 20, height: 20), color: button.color,
                            background: PicturePalette.panel)
            } else {
                canvas.text([(button.title, button.color, font)], in: cell, anchor: "middle")
            }
        }
    }
}
