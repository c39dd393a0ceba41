/// How a text is shown in the room it has: whole, cut at a grapheme boundary and followed by
/// "…", or not at all. A value with no string in it, so a layout keeps it without reference
/// counting or copying text; ``displayed(_:)`` makes the string when someone asks for it.
public enum TextFit: Hashable, Sendable {
    /// There is no text to show (none, or hidden by the presentation).
    case absent
    /// Shown whole.
    case whole
    /// The first `utf8Count` bytes of the text (whole grapheme clusters, trailing whitespace
    /// dropped), then ``TextFit/ellipsis`` and the marks closing the directional formatting
    /// those bytes leave open (``suffix(truncating:)``).
    case truncated(utf8Count: Int)
    /// There is a text, but not even "…" fits: nothing is shown.
    case elided

    /// The ellipsis appended to truncated text (U+2026).
    public static var ellipsis: String { "\u{2026}" }

    /// What follows the kept UTF-8 `bytes` of a truncated text: the ellipsis, then a PDF or PDI
    /// for every embedding, override or isolate they leave open (``BidiClosing``), so that the
    /// cut text changes the direction of nothing after it. Styled runs of the text do not
    /// cover those marks.
    public static func suffix<Bytes: Collection>(truncating bytes: Bytes) -> String where Bytes.Element == UInt8 {
        ellipsis + BidiClosing.marks(closing: bytes)
    }

    /// Whether a text is shown cut or not at all for lack of room.
    @inlinable
    public var isTruncated: Bool {
        switch self {
        case .truncated, .elided: return true
        case .absent, .whole: return false
        }
    }

    /// Whether something is shown.
    @inlinable
    public var isShown: Bool {
        switch self {
        case .whole, .truncated: return true
        case .absent, .elided: return false
        }
    }

    /// The text as shown, given the whole `text`.
    public func displayed(_ text: String) -> String {
        switch self {
        case .absent, .elided: return ""
        case .whole: return text
        case .truncated(let count):
            let kept = text.utf8.prefix(count)
            return String(decoding: kept, as: UTF8.self) + Self.suffix(truncating: kept)
        }
    }
}

/// The grapheme-cluster boundaries of a text and the width of each prefix, so the text can be
/// tail-truncated to any width by a binary search, without building a string.
public final class TruncationTable {
    /// The text.
    public let text: String
    /// `prefixWidths[k]` is the width of the first `k` clusters.
    private let prefixWidths: [Double]
    /// `keptBytes[k]`: the UTF-8 length of the first `k` clusters less the whitespace that would
    /// end them (no space before an ellipsis).
    private let keptBytes: [Int]
    /// `keptWidths[k]`: the width of those kept clusters.
    private let keptWidths: [Double]

    /// Builds the table from the advance of each `Character` of `text`, in order (extra widths
    /// are ignored, missing ones end the table early).
    ///
    /// - Complexity: O(n) in the number of grapheme clusters.
    public init(text: String, graphemeWidths: [Double]) {
        self.text = text
        var prefixWidths = [0.0], keptBytes = [0], keptWidths = [0.0]
        prefixWidths.reserveCapacity(graphemeWidths.count + 1)
        keptBytes.reserveCapacity(graphemeWidths.count + 1)
        keptWidths.reserveCapacity(graphemeWidths.count + 1)
        var bytes = 0
        var index = text.startIndex
        for advance in graphemeWidths where index < text.endIndex {
            let next = text.index(after: index)
            let isWhitespace = text[index].isWhitespace  // a Unicode property lookup: asked once
            bytes += text.utf8.distance(from: index, to: next)
            prefixWidths.append(prefixWidths[prefixWidths.count - 1] + max(0, advance))
            // A cluster that is whitespace keeps the previous cut; any other ends a new one.
            keptBytes.append(isWhitespace ? keptBytes[keptBytes.count - 1] : bytes)
            keptWidths.append(isWhitespace ? keptWidths[keptWidths.count - 1] : prefixWidths[prefixWidths.count - 1])
            index = next
        }
        self.prefixWidths = prefixWidths
        self.keptBytes = keptBytes
        self.keptWidths = keptWidths
    }

    /// The advance of each grapheme cluster, in order.
    public var clusterWidths: [Double] {
        zip(prefixWidths.dropFirst(), prefixWidths).map { $0 - $1 }
    }

    /// The same text with `kern` points after each cluster (UIKit's kern; never a negative
    /// advance).
    public func kerned(by kern: Double) -> TruncationTable {
        TruncationTable(text: text, graphemeWidths: clusterWidths.map { $0 + kern })
    }

    /// How the text fits `available` points: whole when `fullWidth` fits; else the longest
    /// prefix of whole clusters (trailing whitespace dropped) that fits with an ellipsis of
    /// `ellipsisWidth`; elided when not even the ellipsis fits. Also returns the width shown.
    ///
    /// - Complexity: O(log n), no allocation.
    public func fit(fullWidth: Double, ellipsisWidth: Double, available: Double) -> (fit: TextFit, width: Double) {
        if fullWidth <= available { return (.whole, fullWidth) }
        guard ellipsisWidth <= available else { return (.elided, 0) }
        // The largest k whose prefix fits beside the ellipsis (prefix widths never decrease).
        var low = 0, high = prefixWidths.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if prefixWidths[middle] + ellipsisWidth <= available { low = middle } else { high = middle - 1 }
        }
        return (.truncated(utf8Count: keptBytes[low]), keptWidths[low] + ellipsisWidth)
    }
}
