/// The grapheme-cluster boundaries of a text and the width of each prefix, so the text can be
/// tail-truncated to any width by a binary search. Remembers its latest cut, since a text is
/// usually cut at the same place again on the next layout.
public final class TruncationTable {
    /// The text.
    public let text: String
    /// `boundaries[k]` ends the first `k` clusters (`boundaries[0]` is the start).
    let boundaries: [String.Index]
    /// `prefixWidths[k]` is the width of the first `k` clusters.
    let prefixWidths: [Double]
    /// The latest cut: the clusters asked for, those kept, and the text shown.
    private var latestCut: (asked: Int, kept: Int, text: String)?

    /// Builds the table from the advance of each `Character` of `text`, in order (extra widths
    /// are ignored, missing ones end the table early).
    ///
    /// - Complexity: O(n) in the number of grapheme clusters.
    public init(text: String, graphemeWidths: [Double]) {
        self.text = text
        var boundaries = [text.startIndex]
        var prefixWidths = [0.0]
        var index = text.startIndex
        for advance in graphemeWidths where index < text.endIndex {
            index = text.index(after: index)
            boundaries.append(index)
            prefixWidths.append(prefixWidths[prefixWidths.count - 1] + max(0, advance))
        }
        self.boundaries = boundaries
        self.prefixWidths = prefixWidths
    }

    /// The text cut after `count` clusters, trailing whitespace dropped, with an ellipsis;
    /// and how many clusters it keeps.
    func cut(keeping count: Int) -> (kept: Int, text: String) {
        if let latestCut, latestCut.asked == count { return (latestCut.kept, latestCut.text) }
        var kept = count
        while kept > 0, text[boundaries[kept - 1]].isWhitespace { kept -= 1 }
        let shown = String(text[..<boundaries[kept]]) + TailTruncation.ellipsis
        latestCut = (count, kept, shown)
        return (kept, shown)
    }
}

/// Tail truncation of one line at grapheme-cluster boundaries.
public enum TailTruncation {
    /// The ellipsis appended to truncated text (U+2026).
    public static var ellipsis: String { "\u{2026}" }

    /// The longest prefix of the table's text (whole grapheme clusters, trailing whitespace
    /// dropped) that fits `available` points together with an ellipsis, with the ellipsis
    /// appended. Returns the text unchanged when `fullWidth` fits, and "" when not even the
    /// ellipsis fits.
    ///
    /// - Complexity: O(log n) to find the cut, O(n) to copy the prefix.
    public static func truncate(_ table: TruncationTable, fullWidth: Double, ellipsisWidth: Double,
                                available: Double) -> (text: String, width: Double, isTruncated: Bool) {
        if fullWidth <= available { return (table.text, fullWidth, false) }
        guard ellipsisWidth <= available else { return ("", 0, !table.text.isEmpty) }
        // The largest k whose prefix fits beside the ellipsis (prefix widths never decrease).
        var low = 0, high = table.prefixWidths.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if table.prefixWidths[middle] + ellipsisWidth <= available { low = middle } else { high = middle - 1 }
        }
        let (kept, text) = table.cut(keeping: low)
        return (text, table.prefixWidths[kept] + ellipsisWidth, true)
    }
}
