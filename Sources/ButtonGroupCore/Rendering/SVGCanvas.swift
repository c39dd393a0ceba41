import BGFoundations

/// Writes an SVG document: shapes, icons and text, with every number written the same way on
/// every machine (at most two decimals, no exponent, no "-0"), so a picture is byte-identical
/// across runs and languages. Text stays text in the given font family (no embedded fonts).
public struct SVGCanvas: Sendable {
    /// The document so far (without the closing tag).
    private var body: String
    private let size: Size
    /// The reading direction of what is drawn: directional icons mirror in right-to-left
    /// (``IconSet/mirrorsInRightToLeft(_:)``).
    public let direction: LayoutDirection

    /// A canvas of `size` points, filled with `background` unless it is fully transparent, for a
    /// component laid out in `direction`.
    public init(size: Size, background: RGBAColor, direction: LayoutDirection = .leftToRight) {
        self.size = size
        self.direction = direction
        body = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(size.width))\" "
            + "height=\"\(Self.number(size.height))\" viewBox=\"0 0 \(Self.number(size.width)) \(Self.number(size.height))\">\n"
        if background.alpha > 0 {
            body += "<rect width=\"100%\" height=\"100%\"\(Self.paint("fill", background))/>\n"
        }
    }

    /// The finished document.
    public var document: String { body + "</svg>\n" }

    /// A rectangle with per-corner radii (each clamped to half the shorter side), filled and
    /// or stroked (a stroke of width 0 or a transparent colour is left out).
    public mutating func roundedRect(_ rect: Rect, corners: CornerRadii, fill: RGBAColor?,
                                     stroke: RGBAColor? = nil, strokeWidth: Double = 0) {
        guard rect.width > 0, rect.height > 0 else { return }
        let fillAttribute = fill.map { Self.paint("fill", $0) } ?? " fill=\"none\""
        var strokeAttribute = ""
        if let stroke, stroke.alpha > 0, strokeWidth > 0 {
            strokeAttribute = Self.paint("stroke", stroke) + " stroke-width=\"\(Self.number(strokeWidth))\""
        }
        guard fillAttribute != " fill=\"none\"" || !strokeAttribute.isEmpty else { return }
        body += "<path d=\"\(RoundedRectPath.data(rect, corners: corners))\"\(fillAttribute)\(strokeAttribute)/>\n"
    }

    /// A plain rectangle (separators, hairlines).
    public mutating func rect(_ rect: Rect, fill: RGBAColor) {
        guard rect.width > 0, rect.height > 0, fill.alpha > 0 else { return }
        body += "<rect x=\"\(Self.number(rect.x))\" y=\"\(Self.number(rect.y))\" width=\"\(Self.number(rect.width))\" "
            + "height=\"\(Self.number(rect.height))\"\(Self.paint("fill", fill))/>\n"
    }

    /// One line of text whose box is `frame`, in `font`, as runs of (text, colour, font) drawn
    /// one after the other from the frame's left edge ("middle": centred, "end": ending at its right edge).
    public mutating func text(_ runs: [(text: String, color: RGBAColor, font: FontSpec)], in frame: Rect,
                              anchor: String = "start") {
        let shown = runs.filter { !$0.text.isEmpty }
        guard let first = shown.first else { return }
        // The baseline that centres the font's capitals in the frame (cap height ~0.7 em).
        let baseline = frame.y + frame.height / 2 + first.font.size * 0.35
        let x = anchor == "end" ? frame.maxX : anchor == "middle" ? frame.midX : frame.x
        body += "<text xml:space=\"preserve\" x=\"\(Self.number(x))\" y=\"\(Self.number(baseline))\"\(Self.fontAttributes(first.font))"
            + (anchor == "start" ? "" : " text-anchor=\"\(anchor)\"") + "\(Self.paint("fill", first.color))>"
        if shown.count == 1 {
            body += Self.escaped(first.text)
        } else {
            for run in shown {
                let font = run.font == first.font ? "" : Self.fontAttributes(run.font)
                body += "<tspan\(font)\(Self.paint("fill", run.color))>\(Self.escaped(run.text))</tspan>"
            }
        }
        body += "</text>\n"
    }

    /// Raw SVG elements drawn in a `side`-point box scaled into `frame` (the icon set's shapes).
    mutating func shapes(_ elements: String, box side: Double, in frame: Rect) {
        guard frame.width > 0, frame.height > 0, !elements.isEmpty else { return }
        let scale = min(frame.width, frame.height) / side
        let x = frame.x + (frame.width - side * scale) / 2, y = frame.y + (frame.height - side * scale) / 2
        body += "<g transform=\"translate(\(Self.number(x)) \(Self.number(y))) scale(\(Self.number(scale, decimals: 4)))\">"
            + elements + "</g>\n"
    }

    /// A comment naming what follows (the component and its part), to read the file by.
    public mutating func comment(_ text: String) {
        var safe = ""
        for character in Self.escaped(text) {
            if character == "-" && safe.hasSuffix("-") { safe += " " }
            safe.append(character)
        }
        body += "<!-- \(safe) -->\n"
    }

    // MARK: Formatting, one way everywhere

    /// `value` with at most `decimals` decimals, trailing zeros dropped, never "-0" or an exponent.
    static func number(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let scaled = (value * factor).rounded()
        guard scaled != 0 else { return "0" }
        let negative = scaled < 0
        let magnitude = UInt64(min(abs(scaled), 9e15))
        let whole = magnitude / UInt64(factor), fraction = magnitude % UInt64(factor)
        var text = (negative ? "-" : "") + String(whole)
        if fraction > 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    /// ` name="#rrggbb"` plus ` name-opacity="…"` when the colour is not opaque.
    static func paint(_ name: String, _ color: RGBAColor) -> String {
        let hex = String(color.rgba >> 8, radix: 16)
        let rgb = " \(name)=\"#" + String(repeating: "0", count: 6 - hex.count) + hex + "\""
        return color.rgba & 0xFF == 0xFF ? rgb : rgb + " \(name)-opacity=\"\(number(color.alpha, decimals: 3))\""
    }

    static func fontAttributes(_ font: FontSpec) -> String {
        let family = escaped(font.family.isEmpty ? "sans-serif" : "\(font.family), sans-serif")
        return " font-family=\"\(family)\" font-size=\"\(number(font.size))\" font-weight=\"\(font.weight)\""
    }

    /// `text` with the XML special characters escaped (and controls other than tab dropped).
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if scalar.value < 0x20 && scalar != "\t" || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
