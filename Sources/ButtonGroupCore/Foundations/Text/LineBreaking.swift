/// How many lines a text may take and how it breaks (UILabel's `numberOfLines` and
/// `lineBreakMode`).
public struct LineSettings: Hashable, Sendable {
    /// The most lines (0: as many as it needs).
    public var numberOfLines: Int
    /// How lines break, and how the last one is cut.
    public var lineBreakMode: LineBreakMode

    /// Creates settings.
    public init(numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .truncateTail) {
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }

    /// One line cut at the end with "…": the settings of a text that never wraps.
    public static var singleLine: LineSettings { LineSettings() }
}

/// One line of a text broken into lines.
public struct TextLine: Hashable, Sendable {
    /// The UTF-8 bytes of the text the line shows, from its first to its last (a line cut in
    /// the middle shows the bytes on either side of its ellipsis); trailing spaces left out.
    public var range: Range<Int>
    /// The line as shown, with its "…" when cut.
    public var text: String
    /// Whether the line is cut (with "…", or clipped) or the text goes on past the last line.
    public var isTruncated: Bool
    /// Its width in points.
    public var width: Double
    /// Where it goes in the text's frame; set by the layout.
    public var frame = Rect.zero
}

/// Breaks a text into lines of at most a given width: greedily, at the opportunities of
/// ``LineBreakOpportunities`` (or between any two characters), a word longer than a line cut
/// between characters; the last line allowed cut as its ``LineBreakMode`` says.
public struct LineBreaker {
    /// One grapheme cluster: its bytes, advance, and whether it is a space.
    struct Cluster {
        var range: Range<Int>
        var width: Double
        var isSpace: Bool
        var breaksBefore: Bool
    }

    private let text: String
    private let clusters: [Cluster]
    private let ellipsisWidth: Double

    /// A breaker for `text` whose grapheme clusters advance `widths` (in order), with an ellipsis
    /// `ellipsisWidth` wide, breaking as `mode` does.
    public init(text: String, widths: [Double], ellipsisWidth: Double, mode: LineBreakMode) {
        self.text = text
        self.ellipsisWidth = ellipsisWidth
        var clusters: [Cluster] = []
        var offset = 0
        var previous: Character?
        for (character, width) in zip(text, widths) {
            let length = character.utf8.count
            let breaks = previous.map {
                LineBreakOpportunities.breaks(before: character, after: $0, anywhere: mode == .charWrap)
            } ?? false
            clusters.append(Cluster(range: offset..<offset + length, width: max(0, width), isSpace: character.isWhitespace,
                                    breaksBefore: breaks))
            offset += length
            previous = character
        }
        self.clusters = clusters
    }

    /// The lines of the text in `room` points, at most `settings.numberOfLines` (0: all).
    public func lines(room: Double, settings: LineSettings) -> [TextLine] {
        var lines: [TextLine] = []
        var start = 0
        while start < clusters.count {
            let end = nextBreak(from: start, room: room)
            if end == clusters.count { lines.append(line(start..<end, truncated: false)); break }
            if settings.numberOfLines > 0 && lines.count + 1 == settings.numberOfLines {
                lines.append(lastLine(from: start, room: room, mode: settings.lineBreakMode))
                break
            }
            lines.append(line(start..<end, truncated: false))
            start = end
        }
        return lines
    }

    /// The end (exclusive) of the line starting at cluster `start`: the last opportunity whose
    /// line fits `room` (its trailing spaces hang), else the cluster that overflows (one at least).
    private func nextBreak(from start: Int, room: Double) -> Int {
        var running = 0.0, content = 0.0
        var lastFit: Int?
        for index in start..<clusters.count {
            let cluster = clusters[index]
            if index > start && cluster.breaksBefore { lastFit = index }
            running += cluster.width
            if !cluster.isSpace { content = running }
            if content > room { return lastFit ?? max(start + 1, index) }
        }
        return clusters.count
    }

    /// The clusters `range` as a line, its trailing spaces left out, `prefix` and `suffix` (an
    /// ellipsis `extra` points wide) around it.
    private func line(_ range: Range<Int>, truncated: Bool, prefix: String = "", suffix: String = "",
                      extra: Double = 0) -> TextLine {
        var upper = range.upperBound
        while upper > range.lowerBound && clusters[upper - 1].isSpace { upper -= 1 }
        let lower = range.lowerBound < clusters.count ? clusters[range.lowerBound].range.lowerBound : text.utf8.count
        let bytes = upper > range.lowerBound ? lower..<clusters[upper - 1].range.upperBound : lower..<lower
        let width = clusters[range.lowerBound..<upper].reduce(0) { $0 + $1.width }
        return TextLine(range: bytes, text: prefix + substring(bytes) + suffix, isTruncated: truncated, width: width + extra)
    }

    /// The last line allowed, starting at cluster `start`, with more text than fits after it.
    private func lastLine(from start: Int, room: Double, mode: LineBreakMode) -> TextLine {
        let ellipsis = TextFit.ellipsis
        switch mode {
        case .wordWrap, .charWrap:
            return line(start..<nextBreak(from: start, room: room), truncated: true)
        case .clip:
            return line(start..<prefixEnd(from: start, budget: room), truncated: true)
        case .truncateTail:
            guard ellipsisWidth <= room else { return line(start..<start, truncated: true) }
            return line(start..<prefixEnd(from: start, budget: room - ellipsisWidth), truncated: true, suffix: ellipsis,
                        extra: ellipsisWidth)
        case .truncateHead:
            guard ellipsisWidth <= room else { return line(start..<start, truncated: true) }
            let from = suffixStart(downTo: start, budget: room - ellipsisWidth)
            return line(from..<clusters.count, truncated: true, prefix: ellipsis, extra: ellipsisWidth)
        case .truncateMiddle:
            guard ellipsisWidth <= room else { return line(start..<start, truncated: true) }
            let headEnd = prefixEnd(from: start, budget: (room - ellipsisWidth) / 2)
            let head = line(start..<headEnd, truncated: true)
            let from = max(suffixStart(downTo: headEnd, budget: room - ellipsisWidth - head.width), headEnd)
            let tail = line(from..<clusters.count, truncated: true)
            let lower = head.range.isEmpty ? tail.range.lowerBound : head.range.lowerBound
            return TextLine(range: lower..<max(lower, tail.range.upperBound), text: head.text + ellipsis + tail.text,
                            isTruncated: true, width: head.width + ellipsisWidth + tail.width)
        }
    }

    /// The end of the longest run of clusters from `start` that fits `budget` (spaces hang).
    private func prefixEnd(from start: Int, budget: Double) -> Int {
        var running = 0.0, end = start
        while end < clusters.count {
            if !clusters[end].isSpace && running + clusters[end].width > budget { break }
            running += clusters[end].width
            end += 1
        }
        return end
    }

    /// The start of the longest run of clusters ending the text that fits `budget` (not before
    /// `lower`), leading spaces left out.
    private func suffixStart(downTo lower: Int, budget: Double) -> Int {
        var width = 0.0, start = clusters.count
        while start > lower, width + clusters[start - 1].width <= budget {
            width += clusters[start - 1].width
            start -= 1
        }
        while start < clusters.count && clusters[start].isSpace { start += 1 }
        return start
    }

    private func substring(_ bytes: Range<Int>) -> String {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
        let upper = utf8.index(lower, offsetBy: bytes.count)
        return String(text[lower..<upper])
    }
}
