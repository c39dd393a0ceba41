import BGButton
import BGFoundations

/// Draws one line of text with decorations (``TextDecoration``): a rectangle behind each range
/// with a background color, then the text as tspans, a range underlined or struck through with
/// `text-decoration`, its kern as `letter-spacing`, its baseline offset as `baseline-shift`.
enum DecoratedTextPicture {
    /// A stretch of the displayed text in one style.
    struct Piece {
        var text: String
        var color: RGBAColor
        var font: FontSpec
        var decoration: TextDecoration?
    }

    /// The pieces of `shown` (the displayed text) cut at its `runs`' and `decorations`' edges,
    /// in `font` and `color` where no run sets them.
    static func pieces(_ shown: String, runs: [TextRun], decorations: [TextDecoration], font: FontSpec,
                       color: RGBAColor) -> [Piece] {
        let bytes = Array(shown.utf8)
        var edges = Set([0, bytes.count])
        for run in runs { edges.formUnion([run.start, run.end]) }
        for decoration in decorations { edges.formUnion([decoration.start, decoration.end]) }
        let sorted = edges.map { min(max($0, 0), bytes.count) }.sorted()
        var pieces: [Piece] = []
        for (lower, upper) in zip(sorted, sorted.dropFirst()) where lower < upper {
            let run = runs.first { $0.start <= lower && upper <= $0.end }
            pieces.append(Piece(text: String(decoding: bytes[lower..<upper], as: UTF8.self), color: run?.color ?? color,
                                font: run?.font ?? font,
                                decoration: decorations.first { $0.start <= lower && upper <= $0.end }))
        }
        return pieces
    }

    /// The SVG of `pieces` set from the left edge of `frame`, the backgrounds of `placed` behind.
    static func svg(_ pieces: [Piece], placed: [PlacedDecoration], in frame: Rect, origin: Point) -> String {
        guard let first = pieces.first else { return "" }
        var svg = ""
        for item in placed {
            guard let color = item.decoration.backgroundColor else { continue }
            let box = item.frame.offsetBy(origin.x, origin.y)
            svg += "<rect class=\"bg-text-background\" x=\"\(SVGCanvas.number(box.x))\" y=\"\(SVGCanvas.number(box.y))\" "
                + "width=\"\(SVGCanvas.number(box.width))\" height=\"\(SVGCanvas.number(box.height))\""
                + "\(SVGCanvas.paint("fill", color))/>"
        }
        let box = frame.offsetBy(origin.x, origin.y)
        // The baseline that centres the font's capitals in the frame, as SVGCanvas.text sets it.
        let baseline = box.y + box.height / 2 + first.font.size * 0.35
        svg += "<text xml:space=\"preserve\" x=\"\(SVGCanvas.number(box.x))\" y=\"\(SVGCanvas.number(baseline))\""
            + "\(SVGCanvas.fontAttributes(first.font))\(SVGCanvas.paint("fill", first.color))>"
        for piece in pieces {
            let font = piece.font == first.font ? "" : SVGCanvas.fontAttributes(piece.font)
            svg += "<tspan\(font)\(SVGCanvas.paint("fill", piece.color))\(attributes(piece.decoration))>"
                + "\(SVGCanvas.escaped(piece.text))</tspan>"
        }
        return svg + "</text>"
    }

    /// The tspan attributes of `decoration`.
    private static func attributes(_ decoration: TextDecoration?) -> String {
        guard let decoration else { return "" }
        var lines: [String] = []
        if decoration.underline { lines.append("underline") }
        if decoration.strikethrough { lines.append("line-through") }
        var out = lines.isEmpty ? "" : " text-decoration=\"\(lines.joined(separator: " "))\""
        if decoration.kern != 0 { out += " letter-spacing=\"\(SVGCanvas.number(decoration.kern))\"" }
        if decoration.baselineOffset != 0 { out += " baseline-shift=\"\(SVGCanvas.number(decoration.baselineOffset))\"" }
        return out
    }
}
