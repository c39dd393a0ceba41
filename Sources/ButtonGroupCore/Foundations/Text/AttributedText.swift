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
/// text's own font and color. Its decorations (``TextDecoration``) are ranges of their own, in
/// order and not overlapping, independent of the runs.
public struct AttributedText: Hashable, Sendable {
    /// The text.
    public var string: String
    /// Its styled runs.
    public var runs: [TextRun]
    /// Its decorations: underline, strikethrough, kern, baseline offset, background.
    public var decorations: [TextDecoration]

    /// Creates an attributed text.
    public init(string: String, runs: [TextRun], decorations: [TextDecoration] = []) {
        self.string = string
        self.runs = runs
        self.decorations = decorations
    }

    /// A stretch of the text in one font and one kern.
    public struct Segment: Hashable, Sendable {
        /// Its UTF-8 byte range.
        public var range: Range<Int>
        /// Its font.
        public var font: FontSpec
        /// Points added after each of its characters.
        public var kern: Double = 0
    }

    /// The text cut into stretches of one font and kern each, in order, covering all of it
    /// (`base` where no run sets a font; 0 where no decoration sets a kern).
    public func segments(base: FontSpec) -> [Segment] {
        var segments: [Segment] = []
        func add(_ range: Range<Int>, _ font: FontSpec, _ kern: Double) {
            guard !range.isEmpty else { return }
            if let last = segments.last, last.font == font, last.kern == kern, last.range.upperBound == range.lowerBound {
                segments[segments.count - 1].range = last.range.lowerBound..<range.upperBound
            } else {
                segments.append(Segment(range: range, font: font, kern: kern))
            }
        }
        let kerning = kerning
        for piece in fontSegments(base: base) {
            var position = piece.range.lowerBound
            for kerned in kerning where kerned.range.overlaps(piece.range) {
                let lower = max(kerned.range.lowerBound, position), upper = min(kerned.range.upperBound, piece.range.upperBound)
                add(position..<lower, piece.font, 0)
                add(lower..<upper, piece.font, kerned.kern)
                position = upper
            }
            add(position..<piece.range.upperBound, piece.font, 0)
        }
        return segments
    }

    /// The text cut into stretches of one font each (its runs and the gaps between them).
    private func fontSegments(base: FontSpec) -> [(range: Range<Int>, font: FontSpec)] {
        var pieces: [(range: Range<Int>, font: FontSpec)] = []
        var position = 0
        for run in runs {
            if run.start > position { pieces.append((position..<run.start, base)) }
            pieces.append((run.start..<run.end, run.font ?? base))
            position = run.end
        }
        if string.utf8.count > position { pieces.append((position..<string.utf8.count, base)) }
        return pieces
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
    /// The one-line size of `text`: its segments side by side, each in its font and kern.
    public func size(of text: AttributedText, base: FontSpec) -> Size {
        size(of: text, segments: text.segments(base: base))
    }

    /// The one-line size of the `segments` of `text` side by side.
    func size(of text: AttributedText, segments: [AttributedText.Segment]) -> Size {
        var size = Size.zero
        for segment in segments {
            let part = self.size(of: text, segment: segment)
            size = Size(width: size.width + part.width, height: max(size.height, part.height))
        }
        return size
    }

    /// The size of one segment: its text in its font, its kern after each character (never
    /// narrower than nothing).
    private func size(of text: AttributedText, segment: AttributedText.Segment) -> Size {
        let part = text.substring(segment.range)
        let size = self.size(of: part, in: segment.font)
        guard segment.kern != 0 else { return size }
        return Size(width: max(0, size.width + segment.kern * Double(part.count)), height: size.height)
    }

    /// The width of `range` of `text` (on its segments' character boundaries, as decorations
    /// are): where a decoration drawn behind or under it goes.
    public func width(of range: Range<Int>, in text: AttributedText, base: FontSpec) -> Double {
        let pieces = text.segments(base: base).compactMap { segment -> AttributedText.Segment? in
            let lower = max(segment.range.lowerBound, range.lowerBound), upper = min(segment.range.upperBound, range.upperBound)
            guard lower < upper else { return nil }
            return AttributedText.Segment(range: lower..<upper, font: segment.font, kern: segment.kern)
        }
        return size(of: text, segments: pieces).width
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
            let table = truncationTable(of: part, in: resolved)
            let fit = (segment.kern == 0 ? table : table.kerned(by: segment.kern))
                .fit(fullWidth: .infinity, ellipsisWidth: max(0, ellipsisWidth(in: resolved) + segment.kern),
                     available: available - before)
            if case .truncated(let count) = fit.fit { best = (segment.range.lowerBound + count, before + fit.width) }
            before += self.size(of: text, segment: segment).width
        }
        return best.map { (.truncated(utf8Count: $0.cut), $0.width) } ?? (.elided, 0)
    }
}
