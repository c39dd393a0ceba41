import BGFoundations

/// How many lines a button's title and subtitle may take and how they break (UILabel's
/// `numberOfLines` and `lineBreakMode`, a button's `titleLineBreakMode`): the view's, beside
/// its configuration. The default, one line cut at the end, is the one-line layout of before.
public struct ButtonTextLines: Hashable, Sendable {
    /// The title's.
    public var title: LineSettings
    /// The subtitle's.
    public var subtitle: LineSettings

    /// Creates settings.
    public init(title: LineSettings = .singleLine, subtitle: LineSettings = .singleLine) {
        self.title = title
        self.subtitle = subtitle
    }

    /// One line each, cut at the end.
    public static var singleLine: ButtonTextLines { ButtonTextLines() }
}

extension ButtonLayoutEngine {
    /// The lines of `text` in `room`, or nil when it is set to one line cut at the end (the
    /// one-line layout) or not shown. Measured cluster by cluster, in its runs' fonts and kerns.
    static func wrapped(_ text: String?, attributed: AttributedText?, shown: Bool, settings: LineSettings, font: FontSpec,
                        room: Double, measure: TextMeasureCache) -> [TextLine]? {
        guard let text, shown, settings != .singleLine else { return nil }
        let resolved = measure.font(font)
        let widths: [Double]
        if let attributed {
            widths = attributed.segments(base: font).flatMap { segment -> [Double] in
                let table = measure.truncationTable(of: attributed.substring(segment.range), in: measure.font(segment.font))
                return (segment.kern == 0 ? table : table.kerned(by: segment.kern)).clusterWidths
            }
        } else {
            widths = measure.truncationTable(of: text, in: resolved).clusterWidths
        }
        return LineBreaker(text: text, widths: widths, ellipsisWidth: measure.ellipsisWidth(in: resolved),
                           mode: settings.lineBreakMode).lines(room: room, settings: settings)
    }

    /// The size of `lines` set one under the other, each `lineHeight` high.
    static func block(of lines: [TextLine], lineHeight: Double) -> Size {
        Size(width: lines.reduce(0) { max($0, $1.width) }, height: lineHeight * Double(max(1, lines.count)))
    }

    /// `lines` placed in the text's `frame`, one under the other, each lined up at `edge`.
    static func positioned(_ lines: [TextLine], in frame: Rect?, lineHeight: Double,
                           edge: ResolvedContentMetrics.TextEdge) -> [TextLine] {
        guard let frame else { return [] }
        return lines.enumerated().map { index, line in
            var placed = line
            let x = edge == .left ? frame.x : edge == .right ? frame.maxX - line.width : frame.x + (frame.width - line.width) / 2
            placed.frame = Rect(x: x, y: frame.y + Double(index) * lineHeight, width: line.width, height: lineHeight)
            return placed
        }
    }
}
