import BGFoundations

/// The built-in icons: every image name the components' references use, drawn as strokes
/// and fills in a 24-point box and tinted with one colour (`ic_x` names draw `x`). A name it
/// does not know draws a dashed placeholder square, so a missing icon shows instead of vanishing.
/// In right-to-left the directional icons are drawn mirrored, as the platform's symbol images are
/// (``mirrorsInRightToLeft(_:)``).
public enum IconSet {
    /// One shape of an icon, in a 24-point box.
    enum Shape {
        /// A path stroked 2 points wide with round caps and joins.
        case stroke(String)
        /// A filled path.
        case fill(String)
        /// A circle outline (centre x, y, radius).
        case ring(Double, Double, Double)
        /// A filled circle.
        case dot(Double, Double, Double)
        /// A path stroked in the background colour over the shapes before it (a cut-out).
        case cutOut(String)
    }

    /// The names drawn, each with its shapes (aliases share them).
    static let shapes: [String: [Shape]] = {
        let dots: [Shape] = [.dot(5, 12, 2), .dot(12, 12, 2), .dot(19, 12, 2)]
        let info: [Shape] = [.ring(12, 12, 10), .stroke("M12 11v6"), .dot(12, 7.5, 1.3)]
        let magnifier: [Shape] = [.ring(10.5, 10.5, 6.5), .stroke("M15.5 15.5L21 21")]
        var table: [String: [Shape]] = [
            "more": dots, "more_horiz": dots, "ellipsis": dots,
            "ellipsis.circle": [.ring(12, 12, 10), .dot(7.5, 12, 1.4), .dot(12, 12, 1.4), .dot(16.5, 12, 1.4)],
            "info": info, "info.circle": info,
            "questionmark.circle": [.ring(12, 12, 10), .stroke("M9.2 9.3a2.9 2.9 0 1 1 4 2.6c-.8.4-1.2 1-1.2 1.9v.4"),
                                    .dot(12, 17.2, 1.3)],
            "exclamationmark.circle": [.ring(12, 12, 10), .stroke("M12 6.8v7"), .dot(12, 17.2, 1.3)],
            "house.circle.fill": [.dot(12, 12, 11), .cutOut("M7 12.5L12 8l5 4.5M8.5 11.5V17h7v-5.5")],
            "dock": [.stroke("M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"),
                     .stroke("M3 15h18"), .dot(8, 17, 0.9), .dot(12, 17, 0.9), .dot(16, 17, 0.9)],
            "share": [.stroke("M8 10H6v11h12V10h-2"), .stroke("M12 3v12"), .stroke("M8.5 6.5L12 3l3.5 3.5")],
            "menu": [.stroke("M4 7h16"), .stroke("M4 12h16"), .stroke("M4 17h16")],
            "chevron.left": [.stroke("M15 5l-7 7 7 7")],
            "chevron.right": [.stroke("M9 5l7 7-7 7")],
            "chevron.down": [.stroke("M5 9l7 7 7-7")],
            "chevron.up": [.stroke("M5 15l7-7 7 7")],
            "magnifyingglass": magnifier,
            "plus.magnifyingglass": magnifier + [.stroke("M7.5 10.5h6M10.5 7.5v6")],
            "minus.magnifyingglass": magnifier + [.stroke("M7.5 10.5h6")],
            "minus": [.stroke("M5 12h14")],
            "plus": [.stroke("M12 5v14M5 12h14")],
            "photo": [.stroke("M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z"),
                      .dot(8.5, 9.5, 1.6), .stroke("M3 16.5l5-4.5 4 3.5 3-2.5 6 5")],
            "square.3.layers.3d": [.stroke("M12 3l9 4.5-9 4.5-9-4.5z"), .stroke("M3 12l9 4.5 9-4.5"),
                                   .stroke("M3 16.5l9 4.5 9-4.5")],
            "arrow.left.arrow.right": [.stroke("M4 8h16M16 4l4 4-4 4"), .stroke("M20 16H4M8 12l-4 4 4 4")],
            "arrow.left": [.stroke("M20 12H4M10 6l-6 6 6 6")],
            "arrow.right": [.stroke("M4 12h16M14 6l6 6-6 6")],
            "arrow.uturn.left": [.stroke("M9 14L4 9l5-5"), .stroke("M4 9h10.5a5.5 5.5 0 0 1 0 11H11")],
            "arrow.uturn.right": [.stroke("M15 14l5-5-5-5"), .stroke("M20 9H9.5a5.5 5.5 0 0 0 0 11H13")],
        ]
        table["square.on.square"] = [.stroke("M8 8h11a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1z"),
                                     .stroke("M16 5V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h0")]
        for (alias, name) in [("square.and.arrow.up", "share"), ("chevron.backward", "chevron.left"),
                              ("chevron.forward", "chevron.right"), ("arrow.backward", "arrow.left"),
                              ("arrow.forward", "arrow.right"), ("arrow.uturn.backward", "arrow.uturn.left"),
                              ("arrow.uturn.forward", "arrow.uturn.right")] {
            table[alias] = table[name]
        }
        return table
    }()

    /// The icons that point along the reading direction, drawn mirrored in right-to-left: back
    /// points to the leading end, forward to the trailing end, in either direction.
    public static let mirroredInRightToLeft: [String] = [
        "chevron.left", "chevron.right", "chevron.backward", "chevron.forward",
        "arrow.left", "arrow.right", "arrow.backward", "arrow.forward",
        "arrow.uturn.left", "arrow.uturn.right", "arrow.uturn.backward", "arrow.uturn.forward",
    ]

    /// Whether icon `name` (or `ic_` + name) is drawn mirrored in right-to-left.
    public static func mirrorsInRightToLeft(_ name: String) -> Bool {
        mirrored.contains(name) || (name.hasPrefix("ic_") && mirrored.contains(String(name.dropFirst(3))))
    }

    private static let mirrored = Set(mirroredInRightToLeft)

    /// Whether `name` is one of the built-in icons.
    public static func contains(_ name: String) -> Bool { lookUp(name) != nil }

    /// Makes the shapes now if they are not made yet (they are made on first use, once), as
    /// ``BuiltInTextMeasurer/loadTables()`` does for the font tables.
    public static func loadShapes() {
        _ = shapes
    }

    /// The shapes of `name`, or of the name without an Android-style `ic_` prefix.
    private static func lookUp(_ name: String) -> [Shape]? {
        if let found = shapes[name] { return found }
        guard name.hasPrefix("ic_") else { return nil }
        return shapes[String(name.dropFirst(3))]
    }

    /// The names of the built-in icons, sorted.
    public static var names: [String] { shapes.keys.sorted() }

    /// How every icon line is stroked: 2 points wide, round caps and joins, no fill.
    private static func strokeAttributes(_ color: RGBAColor) -> String {
        SVGCanvas.paint("stroke", color) + " stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\" fill=\"none\""
    }

    /// The SVG elements of icon `name` in its 24-point box, tinted `color`, cut-outs taking
    /// `background`; mirrored across the box in `direction` when it is right-to-left and `name`
    /// is a directional icon.
    static func elements(_ name: String, color: RGBAColor, background: RGBAColor,
                         direction: LayoutDirection = .leftToRight) -> String {
        let drawn = unmirroredElements(name, color: color, background: background)
        guard direction == .rightToLeft, mirrorsInRightToLeft(name) else { return drawn }
        return "<g transform=\"matrix(-1 0 0 1 24 0)\">" + drawn + "</g>"
    }

    /// The SVG elements of icon `name` as drawn left to right.
    private static func unmirroredElements(_ name: String, color: RGBAColor, background: RGBAColor) -> String {
        let stroke = strokeAttributes(color)
        guard let shapes = lookUp(name) else {
            return "<rect x=\"4\" y=\"4\" width=\"16\" height=\"16\" rx=\"3\"\(stroke) stroke-dasharray=\"3 2\"/>"
        }
        let n = { SVGCanvas.number($0) }
        return shapes.map { shape in
            switch shape {
            case .stroke(let d): return "<path d=\"\(d)\"\(stroke)/>"
            case .fill(let d): return "<path d=\"\(d)\"\(SVGCanvas.paint("fill", color))/>"
            case .ring(let x, let y, let r): return "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(r))\"\(stroke)/>"
            case .dot(let x, let y, let r):
                return "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(r))\"\(SVGCanvas.paint("fill", color))/>"
            case .cutOut(let d): return "<path d=\"\(d)\"\(strokeAttributes(background))/>"
            }
        }.joined()
    }
}

extension SVGCanvas {
    /// Draws icon `name` into `frame` (a square centred in it), tinted `color`; a directional
    /// icon is mirrored when the canvas is right-to-left.
    public mutating func icon(_ name: String, in frame: Rect, color: RGBAColor,
                              background: RGBAColor = RGBAColor(rgba: 0xFFFF_FFFF)) {
        shapes(IconSet.elements(name, color: color, background: background, direction: direction), box: 24, in: frame)
    }

    /// Draws an activity indicator into `frame`: eight spokes fading round the circle.
    public mutating func activityIndicator(in frame: Rect, color: RGBAColor) {
        var elements = ""
        for spoke in 0..<8 {
            let angle = Double(spoke) * 45
            let faded = color.withAlphaMultiplied(by: 1 - Double(spoke) * 0.1)
            elements += "<path d=\"M12 3v4\" transform=\"rotate(\(SVGCanvas.number(angle)) 12 12)\""
                + SVGCanvas.paint("stroke", faded) + " stroke-width=\"2.2\" stroke-linecap=\"round\"/>"
        }
        shapes(elements, box: 24, in: frame)
    }

    /// Draws a focus ring: a 2-point outline 3 points outside `frame`, its corners concentric.
    public mutating func focusRing(around frame: Rect, corners: CornerRadii, color: RGBAColor) {
        roundedRect(frame.grown(by: 3), corners: corners.grown(by: 3), fill: nil, stroke: color, strokeWidth: 2)
    }

    /// Strokes the outline of `rect` with `width` lying inside it (a border or a stroke frame).
    public mutating func strokeInside(_ rect: Rect, corners: CornerRadii, color: RGBAColor, width: Double) {
        roundedRect(rect.grown(by: -width / 2), corners: corners.grown(by: -width / 2), fill: nil, stroke: color,
                    strokeWidth: width)
    }
}
