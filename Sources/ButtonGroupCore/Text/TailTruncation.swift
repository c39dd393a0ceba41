/// Tail truncation of one line at grapheme-cluster boundaries.
public enum TailTruncation {
    /// The ellipsis appended to truncated text (U+2026).
    public static let ellipsis = "\u{2026}"

    /// The longest prefix of `text` (whole grapheme clusters, trailing spaces dropped) that
    /// fits `available` points together with an ellipsis, with the ellipsis appended.
    /// Returns `text` unchanged when `fullWidth` fits, and "" when not even the ellipsis fits.
    ///
    /// - Parameters:
    ///   - graphemeWidths: the advance of each `Character` of `text`, in order.
    ///   - ellipsisWidth: the advance of ``ellipsis``.
    /// - Complexity: O(n) in the number of grapheme clusters.
    public static func truncate(
        _ text: String, fullWidth: Double, graphemeWidths: [Double],
        ellipsisWidth: Double, available: Double
    ) -> (text: String, width: Double, isTruncated: Bool) {
        if fullWidth <= available { return (text, fullWidth, false) }
        guard ellipsisWidth <= available else { return ("", 0, !text.isEmpty) }
        var kept: [(character: Character, width: Double)] = []
        var width = 0.0
        for (character, advance) in zip(text, graphemeWidths) {
            if width + advance + ellipsisWidth > available { break }
            width += advance
            kept.append((character, advance))
        }
        while let last = kept.last, last.character.isWhitespace {
            width -= last.width
            kept.removeLast()
        }
        let prefix = String(kept.map(\.character))
        return (prefix + ellipsis, max(0, width) + ellipsisWidth, true)
    }
}
