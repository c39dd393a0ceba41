/// A run of styled text: a range of its text's UTF-8 bytes and the font and color it has there
/// (nil: the text's own).
public struct TextRun: Hashable, Sendable {
    /// The first UTF-8 byte of the run.
    public var start: Int
    /// Its length in UTF-8 bytes.
    public var length: Int
    /// Its font, or nil for the text's.
    public var font: FontSpec?
    /// Its color, or nil for the text's.
    public var color: RGBAColor?

    /// Creates a run.
    public init(start: Int, length: Int, font: FontSpec?, color: RGBAColor?) {
        self.start = start
        self.length = length
        self.font = font
        self.color = color
    }

    /// One past its last byte.
    public var end: Int { start + length }
}

/// A text with styled runs (the iOS component's attributed titles): runs in order, not overlapping, on
/// Unicode scalar boundaries, within the text (the edges check it); bytes no run covers have the
/// text's own font and color.
public struct AttributedText: Hashable, Sendable {
    /// The text.
    public var string: String
    /// Its styled runs.
    public var runs: [TextRun]

    /// Creates an attributed text.
    public init(string: String, runs: [TextRun]) {
        self.string = string
        self.runs = runs
    }

    /// A stretch of the text in one font.
    public struct Segment: Hashable, Sendable {
        /// Its UTF-8 byte range.
        public var range: Range<Int>
        /// Its font.
        public var font: FontSpec
    }

    /// The text cut into stretches of one font each, in order, covering all of it (`base` where
    /// no run sets one).
    public func segments(base: FontSpec) -> [Segment] {
        var segments: [Segment] = []
        var position = 0
        func add(_ range: Range<Int>, _ font: FontSpec) {
            guard !range.isEmpty else { return }
            if let last = segments.last, last.font == font, last.range.upperBound == range.lowerBound {
                segments[segments.count - 1].range = last.range.lowerBound..<range.upperBound
            } else {
                segments.append(Segment(range: range, font: font))
            }
        }
        for run in runs {
            add(position..<run.start, base)
            add(run.start..<run.end, run.font ?? base)
            position = run.end
        }
        add(position..<string.utf8.count, base)
        return segments
    }

    /// The text of `range` (scalar boundaries, as the runs are).
    public func substring(_ range: Range<Int>) -> String {
        let utf8 = string.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return String(string[lower..<upper])
    }

    /// The runs of the text as displayed with `fit`: clipped to what is shown, the ellipsis
    /// taking the style of the run it replaces the text of (the directional marks after it,
    /// ``TextFit/suffix(truncating:)``, in no run).
    public func displayedRuns(_ fit: TextFit) -> [TextRun] {
        switch fit {
        case .absent, .elided: return []
        case .whole: return runs
        case .truncated(let cut):
            let ellipsis = TextFit.ellipsis.utf8.count
            return runs.compactMap { run in
                if run.end <= cut { return run }
                guard run.start <= cut else { return nil }
                return TextRun(start: run.start, length: cut - run.start + ellipsis, font: run.font, color: run.color)
            }
        }
    }
}

extension TextMeasureCache {
    /// The one-line size of `text`: its segments side by side, each in its font.
    public func size(of text: AttributedText, base: FontSpec) -> Size {
        var size = Size.zero
        for segment in text.segments(base: base) {
            let part = self.size(of: text.substring(segment.range), in: segment.font)
            size = Size(width: size.width + part.width, height: max(size.height, part.height))
        }
        return size
    }

    /// How `text` fits `available` points: whole when `fullWidth` fits, else the longest prefix
    /// of whole clusters that fits with an ellipsis in the font where it is cut, elided when
    /// nothing does. Also returns the width shown.
    public func fit(_ text: AttributedText, base: FontSpec, fullWidth: Double, available: Double) -> (fit: TextFit, width: Double) {
        if fullWidth <= available { return (.whole, fullWidth) }
        var best: (cut: Int, width: Double)?
        var before = 0.0
        for segment in text.segments(base: base) where before <= available {
            let part = text.substring(segment.range)
            let resolved = font(segment.font)
            let fit = truncationTable(of: part, in: resolved)
                .fit(fullWidth: .infinity, ellipsisWidth: ellipsisWidth(in: resolved), available: available - before)
            if case .truncated(let count) = fit.fit { best = (segment.range.lowerBound + count, before + fit.width) }
            before += self.size(of: part, in: resolved).width
        }
        return best.map { (.truncated(utf8Count: $0.cut), $0.width) } ?? (.elided, 0)
    }
}
