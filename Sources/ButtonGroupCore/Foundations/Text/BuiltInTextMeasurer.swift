/// A self-contained text measurer using the real advance widths of DejaVu Sans (Regular and
/// Bold), for hosts that do not supply their own ``TextMeasuring``.
///
/// Text is set on one line without kerning or shaping. Widths are summed per grapheme cluster
/// (Swift `Character`):
/// - A cluster is as wide as its first scalar, plus the advances of following scalars that take
///   space of their own (for example spacing marks). Combining marks, variation selectors,
///   format characters (ZWJ, ZWNJ, tags), emoji skin-tone modifiers, the second regional indicator
///   of a flag, conjoining Hangul vowels and finals, and emoji joined by a ZWJ add nothing, so an
///   emoji ZWJ sequence or a flag is one emoji wide.
/// - A scalar DejaVu Sans maps uses its advance from the font (Bold when `font.weight >= 600`).
/// - Zero-width scalars (nonspacing and enclosing marks, format and control characters, which
///   include ZWJ, ZWNJ, U+200B and the soft hyphen, and variation selectors) are 0 wide, whatever
///   the font says.
/// - Scalars the font lacks: East Asian wide and fullwidth ones (CJK ideographs, kana, Hangul,
///   fullwidth forms, ...) are 1 em; emoji are ``emojiAdvanceInEms`` em; anything else is the
///   font's average advance (`OS/2.xAvgCharWidth`: 1038/2048 em Regular, 1173/2048 em Bold),
///   standing in for whatever fallback font a renderer would pick.
///
/// `font.family` is ignored: every family is measured as DejaVu Sans.
public struct BuiltInTextMeasurer: TextMeasuring, Sendable {
    /// Width, in ems, of an emoji (or emoji sequence) whose first scalar DejaVu Sans lacks.
    /// Renderers draw these with a colour emoji fallback font, typically a little wider than an
    /// em; 1.2 em slightly overestimates rather than risks clipping. (DejaVu Sans's own
    /// monochrome emoji, such as U+1F600, keep their font advance of about 1.04 em.)
    public static let emojiAdvanceInEms = 1.2

    /// The two faces, held by every measurer so that a measurement reaches them without the
    /// once-only check of a `static let` (two of them were a third of a short title's cost).
    private let regular: Face, bold: Face

    /// Creates a measurer. It holds nothing but references to the font tables, which are decoded
    /// once per process (by the first measurer, or ``loadTables()``).
    public init() {
        regular = Face.regular
        bold = Face.bold
    }

    /// Makes the font tables now if they are not made yet (they are made on first use, once):
    /// for a process that must not meet their construction half-done, e.g. in a child forked
    /// while another thread was making them.
    public static func loadTables() {
        _ = Face.regular
        _ = Face.bold
        _ = eastAsianWideRanges
    }

    /// The size of `text` on one line in DejaVu Sans at `font.size`.
    ///
    /// The width is the sum of the widths of its grapheme clusters (so measuring the clusters one
    /// by one, as truncation does, adds up to the same); the height is the font's line height,
    /// `(ascender - descender + lineGap) * size / unitsPerEm` from `hhea`, whatever the text (so
    /// empty text is 0 wide and one line tall). `maxWidth` is ignored: text is never wrapped.
    /// A non-finite or non-positive `font.size` gives `Size.zero`.
    public func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size {
        let face = font.weight >= 600 ? bold : regular  // Bold from weight 600 (semibold) up
        guard font.size.isFinite, font.size > 0 else { return .zero }
        let scale = font.size / face.unitsPerEm  // points per font unit
        let width = Self.asciiWidth(text, face, scale) ?? Self.clusterWidth(text, face.metrics, scale)
        return Size(width: width, height: face.lineUnits * scale)
    }

    /// The width of `text` in points (`scale` points per font unit): its grapheme clusters'
    /// widths, summed in order.
    static func clusterWidth(_ text: String, _ metrics: DejaVuSansMetrics, _ scale: Double) -> Double {
        var width = 0.0
        for cluster in text {
            width += clusterUnits(cluster, metrics) * scale
        }
        return width
    }

    /// ``clusterWidth(_:_:_:)`` of an all-ASCII `text` in `face`, read from its bytes without
    /// finding its clusters (each ASCII scalar is a cluster of its own but CR LF, which is 0 wide
    /// either way); nil for any other text.
    static func asciiWidth(_ text: String, _ face: Face, _ scale: Double) -> Double? {
        let width = text.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
            var width = 0.0
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                width += face.asciiUnits[Int(byte)] * scale
            }
            return width
        }
        return width ?? nil
    }

    /// One face's tables as a measurement reads them: its metrics and, for the 128 ASCII
    /// scalars, their widths in font units by the rules below (`scalarUnits`).
    final class Face: Sendable {
        static let regular = Face(.regular)
        static let bold = Face(.bold)

        let metrics: DejaVuSansMetrics
        let unitsPerEm: Double
        /// The line height in font units: ascender - descender + line gap.
        let lineUnits: Double
        let asciiUnits: [Double]

        init(_ metrics: DejaVuSansMetrics) {
            self.metrics = metrics
            unitsPerEm = Double(metrics.unitsPerEm)
            lineUnits = Double(metrics.ascender - metrics.descender + metrics.lineGap)
            asciiUnits = (0..<128).map { BuiltInTextMeasurer.scalarUnits(Unicode.Scalar(UInt8($0)), metrics) }
        }
    }

    // MARK: - Rules

    /// Width of one grapheme cluster in font units.
    private static func clusterUnits(_ cluster: Character, _ metrics: DejaVuSansMetrics) -> Double {
        var units = 0.0
        var isFirst = true
        var previous: Unicode.Scalar?
        for scalar in cluster.unicodeScalars {
            defer { previous = scalar; isFirst = false }
            if isFirst {
                units += scalarUnits(scalar, metrics)
                continue
            }
            // A pictograph joined by ZWJ draws inside the preceding emoji.
            if let previous, previous.value == 0x200D, isEmoji(scalar) || scalar.properties.isEmoji {
                continue
            }
            if isEmojiModifier(scalar) || isConjoiningHangulVowelOrFinal(scalar) { continue }
            if let previous, isRegionalIndicator(previous), isRegionalIndicator(scalar) { continue }
            units += scalarUnits(scalar, metrics)
        }
        return units
    }

    /// Advance of one scalar on its own, in font units.
    private static func scalarUnits(_ scalar: Unicode.Scalar, _ metrics: DejaVuSansMetrics) -> Double {
        if isZeroWidth(scalar) { return 0 }
        if let advance = metrics.advance(of: scalar) { return Double(advance) }
        let em = Double(metrics.unitsPerEm)
        if isEastAsianWide(scalar) { return em }
        if isEmoji(scalar) { return em * emojiAdvanceInEms }
        return Double(metrics.averageAdvance)
    }

    /// Scalars that never take horizontal space: nonspacing and enclosing marks (which include
    /// variation selectors), format characters (ZWJ, ZWNJ, U+200B, soft hyphen, bidi controls,
    /// tags) and control characters.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x300 {  // fast path: Latin has no marks below U+0300
            return value < 0x20 || (value >= 0x7F && value < 0xA0) || value == 0xAD
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return true
        default:
            // Variation selectors are Mn, but say so explicitly in case of a stale Unicode table.
            return (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
        }
    }

    /// Fitzpatrick skin-tone modifiers, U+1F3FB...U+1F3FF.
    private static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    /// Regional indicator symbols, U+1F1E6...U+1F1FF (two make a flag).
    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Hangul jungseong and jongseong jamo, which compose with a preceding choseong into one
    /// syllable block.
    private static func isConjoiningHangulVowelOrFinal(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
    }

    /// Emoji: scalars with Emoji_Presentation, plus the pictographic planes and the
    /// miscellaneous-symbols / dingbats blocks (roughly Extended_Pictographic).
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return scalar.properties.isEmojiPresentation
            || (0x1F000...0x1FAFF).contains(value)
            || (0x1FC00...0x1FFFD).contains(value)
            || (0x2600...0x27BF).contains(value)
    }

    /// East Asian Width W or F (ranges coarsened over unassigned code points): Hangul choseong,
    /// CJK radicals, symbols and punctuation, kana, bopomofo, CJK ideographs and extensions, Yi,
    /// Hangul syllables, compatibility ideographs, vertical and small forms, fullwidth forms,
    /// Tangut, Khitan, Nushu, kana supplements and the ideographic planes.
    private static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x1100 { return false }
        for range in eastAsianWideRanges where range.contains(value) {
            return true
        }
        return false
    }

    private static let eastAsianWideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x16FFF, 0x17000...0x18D8F, 0x1AFF0...0x1B2FF,
        0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
