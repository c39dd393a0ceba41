/// A decorated range of a title or subtitle (the attributes of an attributed string beside font
/// and color: `NSAttributedString.Key.underlineStyle`, `.strikethroughStyle`, `.kern`,
/// `.baselineOffset`, `.backgroundColor`): its UTF-8 bytes, kept apart from the font and color
/// runs (``TextRun``), so each kind of attribute has ranges of its own.
public struct TextDecoration: Hashable, Sendable {
    /// The first UTF-8 byte of the range.
    public var start: Int
    /// Its length in UTF-8 bytes.
    public var length: Int
    /// A single line under the range.
    public var underline: Bool
    /// A single line through the range.
    public var strikethrough: Bool
    /// Points added after each character of the range (negative: tighter), as UIKit's kern.
    public var kern: Double
    /// Points the range is raised above the baseline (negative: lowered). It moves what is
    /// drawn, not the text's frame.
    public var baselineOffset: Double
    /// A color filled behind the range, or nil for none.
    public var backgroundColor: RGBAColor?

    /// Creates a decoration.
    public init(start: Int, length: Int, underline: Bool = false, strikethrough: Bool = false, kern: Double = 0,
                baselineOffset: Double = 0, backgroundColor: RGBAColor? = nil) {
        self.start = start
        self.length = length
        self.underline = underline
        self.strikethrough = strikethrough
        self.kern = kern
        self.baselineOffset = baselineOffset
        self.backgroundColor = backgroundColor
    }

    /// One past its last byte.
    public var end: Int { start + length }

    /// `decorations` (in order, not overlapping) kept to what `text` has: each cut at its last
    /// byte and moved off a split UTF-8 character, the empty ones dropped. A text the provider
    /// or a new configuration made shorter keeps the decorations of what is left.
    public static func clipped(_ decorations: [TextDecoration], to text: String) -> [TextDecoration] {
        let bytes = text.utf8
        guard decorations.contains(where: { $0.end > bytes.count }) || !decorations.allSatisfy({ onBoundaries($0, bytes) })
        else { return decorations }
        return decorations.compactMap { decoration in
            var kept = decoration
            let lower = boundary(atOrBefore: min(decoration.start, bytes.count), in: bytes)
            let upper = boundary(atOrBefore: min(decoration.end, bytes.count), in: bytes)
            guard upper > lower else { return nil }
            kept.start = lower
            kept.length = upper - lower
            return kept
        }
    }

    private static func onBoundaries(_ decoration: TextDecoration, _ bytes: String.UTF8View) -> Bool {
        boundary(atOrBefore: decoration.start, in: bytes) == decoration.start
            && boundary(atOrBefore: decoration.end, in: bytes) == decoration.end
    }

    /// The last character boundary at or before byte `offset` (which is at most the count).
    private static func boundary(atOrBefore offset: Int, in bytes: String.UTF8View) -> Int {
        var offset = offset
        while offset > 0, offset < bytes.count,
              bytes[bytes.index(bytes.startIndex, offsetBy: offset)] & 0xC0 == 0x80 {
            offset -= 1
        }
        return offset
    }
}

extension AttributedText {
    /// The decorations of the text as displayed with `fit`: clipped to what is shown, the
    /// ellipsis taking the decoration of the range it cuts (as ``displayedRuns(_:)`` does).
    public func displayedDecorations(_ fit: TextFit) -> [TextDecoration] {
        switch fit {
        case .absent, .elided: return []
        case .whole: return decorations
        case .truncated(let cut):
            let ellipsis = TextFit.ellipsis.utf8.count
            return decorations.compactMap { decoration in
                if decoration.end <= cut { return decoration }
                guard decoration.start <= cut else { return nil }
                var kept = decoration
                kept.length = cut - decoration.start + ellipsis
                return kept
            }
        }
    }

    /// The kern of each stretch of the text: (range, kern) for the decorations that set one.
    var kerning: [(range: Range<Int>, kern: Double)] {
        decorations.compactMap { $0.kern == 0 ? nil : ($0.start..<$0.end, $0.kern) }
    }
}
