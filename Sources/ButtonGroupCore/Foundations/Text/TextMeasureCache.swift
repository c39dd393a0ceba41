/// Memoizes a ``TextMeasuring`` per (font, text): each distinct text is measured once per
/// font, so a relayout at another width measures nothing it has seen, and a button whose
/// title and subtitle use two fonts keeps both.
///
/// Bounded: it holds at most `capacity` sizes and `capacity` truncation tables; when one
/// table is full it starts over (texts are re-measured cheaply, while an unbounded cache would
/// grow with every text ever shown). At most ``maximumFonts`` fonts are told apart; a new font
/// past that starts everything over.
///
/// Memo slots are the hot path of a relayout: a caller that shows the same texts again (item
/// `i`'s title, say) passes a slot number, and finds its text there by comparing it with the
/// one seen last time (O(1) for the same string storage) instead of hashing it.
public final class TextMeasureCache {
    private struct TextKey: Hashable {
        let font: Int
        let text: String
    }

    private struct Memo {
        let font: Int
        let text: String
        let size: Size
        var truncation: TruncationTable?
    }

    /// Most fonts told apart before the cache starts over.
    public static let maximumFonts = 64

    private let measurer: any TextMeasuring
    private var fonts: [FontSpec] = []
    private var lastFontID: Int?
    private var sizes: [TextKey: Size] = [:]
    private var truncationTables: [TextKey: TruncationTable] = [:]
    private var ellipsisWidths: [Double?] = []
    private var memos: [Memo?] = []

    /// Most texts kept per table before it is cleared.
    public let capacity: Int
    /// How many times the underlying measurer was called (for tests and diagnostics).
    public private(set) var measureCalls = 0

    /// Wraps `measurer`.
    public init(measurer: any TextMeasuring, capacity: Int = 4096) {
        self.measurer = measurer
        self.capacity = max(1, capacity)
    }

    /// The one-line size of `text` in `font`; non-finite or negative answers become 0, and
    /// answers beyond ``Limits/maximumLength`` are clamped to it.
    ///
    /// - Complexity: O(1) amortized when cached, else one measurer call.
    public func size(of text: String, in font: FontSpec) -> Size {
        size(of: text, fontID: fontID(font), font: font)
    }

    /// The size of `text` in `font`, found through memo slot `slot` (same answer as
    /// ``size(of:in:)``).
    ///
    /// - Complexity: O(1) when the slot holds the same text and font as last time.
    public func size(of text: String, in font: FontSpec, memo slot: Int) -> Size {
        let id = fontID(font)
        if slot < memos.count, let memo = memos[slot], memo.font == id, memo.text == text { return memo.size }
        let size = size(of: text, fontID: id, font: font)
        if slot >= memos.count { memos.append(contentsOf: repeatElement(nil, count: slot - memos.count + 1)) }
        memos[slot] = Memo(font: id, text: text, size: size)
        return size
    }

    /// The truncation table of `text` in `font`: each grapheme cluster measured on its own
    /// (and cached, so common letters are measured once per font). With a memo slot, the table
    /// is also kept in the slot for the next relayout.
    ///
    /// - Complexity: O(graphemes) the first time, O(1) after.
    public func truncationTable(of text: String, in font: FontSpec, memo slot: Int? = nil) -> TruncationTable {
        let id = fontID(font)
        if let slot, slot < memos.count, let memo = memos[slot], memo.font == id, memo.text == text {
            if let table = memo.truncation { return table }
            let table = truncationTable(of: text, fontID: id, font: font)
            memos[slot]?.truncation = table
            return table
        }
        return truncationTable(of: text, fontID: id, font: font)
    }

    /// The width of ``TailTruncation/ellipsis`` in `font`.
    public func ellipsisWidth(in font: FontSpec) -> Double {
        let id = fontID(font)
        if let width = ellipsisWidths[id] { return width }
        let width = size(of: TailTruncation.ellipsis, fontID: id, font: font).width
        ellipsisWidths[id] = width
        return width
    }

    // MARK: Private

    /// The interned id of `font` (its index in `fonts`).
    private func fontID(_ font: FontSpec) -> Int {
        if let last = lastFontID, fonts[last] == font { return last }
        if let known = fonts.firstIndex(of: font) {
            lastFontID = known
            return known
        }
        if fonts.count == Self.maximumFonts { startOver() }
        fonts.append(font)
        ellipsisWidths.append(nil)
        lastFontID = fonts.count - 1
        return fonts.count - 1
    }

    private func startOver() {
        fonts.removeAll()
        ellipsisWidths.removeAll()
        sizes.removeAll()
        truncationTables.removeAll()
        memos.removeAll()
        lastFontID = nil
    }

    private func size(of text: String, fontID id: Int, font: FontSpec) -> Size {
        let key = TextKey(font: id, text: text)
        if let known = sizes[key] { return known }
        if sizes.count >= capacity { sizes.removeAll(keepingCapacity: true) }
        let size = Self.sanitized(measurer.measure(text, font: font, maxWidth: .infinity))
        measureCalls += 1
        sizes[key] = size
        return size
    }

    private func truncationTable(of text: String, fontID id: Int, font: FontSpec) -> TruncationTable {
        let key = TextKey(font: id, text: text)
        if let known = truncationTables[key] { return known }
        if truncationTables.count >= capacity { truncationTables.removeAll(keepingCapacity: true) }
        let table = TruncationTable(text: text, graphemeWidths: text.map { size(of: String($0), fontID: id, font: font).width })
        truncationTables[key] = table
        return table
    }

    private static func sanitized(_ size: Size) -> Size {
        func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? min(value, Limits.maximumLength) : 0 }
        return Size(width: clean(size.width), height: clean(size.height))
    }
}
