/// Memoizes a ``TextMeasuring`` per text: each distinct title is measured once, so a relayout
/// at another width measures nothing it has seen.
///
/// The cache holds one font at a time (a group sets all titles in one font), chosen with
/// ``use(_:)``; choosing another font starts over. It holds at most `capacity` texts; when full it starts over too
/// (titles are few and re-measured cheaply, while an unbounded cache would grow with every
/// title ever shown).
public final class TextMeasureCache {
    private let measurer: any TextMeasuring
    private var font: FontSpec?
    private var cachedEllipsisWidth: Double?
    private var sizes: [String: Size] = [:]
    private var truncationTables: [String: TruncationTable] = [:]
    /// The title last measured for each item index, with its size and (once it was truncated)
    /// its truncation table: a relayout finds its titles here by index (comparing the title,
    /// which is O(1) for the same string) instead of hashing them.
    private var itemTitles: [ItemTitle?] = []

    private struct ItemTitle {
        let title: String
        let size: Size
        var truncation: TruncationTable?
    }
    /// Most texts kept per table before the cache is cleared.
    public let capacity: Int
    /// How many times the underlying measurer was called (for tests and diagnostics).
    public private(set) var measureCalls = 0

    /// Wraps `measurer`.
    public init(measurer: any TextMeasuring, capacity: Int = 4096) {
        self.measurer = measurer
        self.capacity = max(1, capacity)
    }

    /// Sets the font the following measurements use (a no-op when it is already in use).
    public func use(_ font: FontSpec) {
        guard font != self.font else { return }
        self.font = font
        sizes.removeAll()
        truncationTables.removeAll()
        itemTitles.removeAll()
        cachedEllipsisWidth = nil
    }

    /// The one-line size of `text` in the current font; non-finite or negative answers become 0.
    ///
    /// - Complexity: O(1) amortized when cached, else one measurer call.
    public func size(of text: String) -> Size {
        if let known = sizes[text] { return known }
        if sizes.count >= capacity { sizes.removeAll(keepingCapacity: true) }
        let size = sanitized(measurer.measure(text, font: font ?? Self.fallbackFont, maxWidth: .infinity))
        measureCalls += 1
        sizes[text] = size
        return size
    }

    /// The size of `title`, the title of item `index` (same answer as ``size(of:)``).
    ///
    /// - Complexity: O(1) when the item's title is the one seen last time.
    public func size(ofItem index: Int, title: String) -> Size {
        if index < itemTitles.count, let known = itemTitles[index], known.title == title { return known.size }
        let size = size(of: title)
        if index >= itemTitles.count {
            itemTitles.append(contentsOf: repeatElement(nil, count: index - itemTitles.count + 1))
        }
        itemTitles[index] = ItemTitle(title: title, size: size)
        return size
    }

    /// The truncation table of `title`, the title of item `index` (same answer as
    /// ``truncationTable(of:)``).
    ///
    /// - Complexity: O(1) when the item's title is the one seen last time.
    public func truncationTable(ofItem index: Int, title: String) -> TruncationTable {
        if index < itemTitles.count, let known = itemTitles[index], known.title == title {
            if let table = known.truncation { return table }
            let table = truncationTable(of: title)
            itemTitles[index]?.truncation = table
            return table
        }
        return truncationTable(of: title)
    }

    /// The truncation table of `text`: each grapheme cluster measured on its own (and cached,
    /// so common letters are measured once per font).
    ///
    /// - Complexity: O(graphemes) the first time, O(1) after.
    public func truncationTable(of text: String) -> TruncationTable {
        if let known = truncationTables[text] { return known }
        if truncationTables.count >= capacity { truncationTables.removeAll(keepingCapacity: true) }
        let table = TruncationTable(text: text, graphemeWidths: text.map { size(of: String($0)).width })
        truncationTables[text] = table
        return table
    }

    /// The width of ``TailTruncation/ellipsis`` in the current font.
    public var ellipsisWidth: Double {
        if let cachedEllipsisWidth { return cachedEllipsisWidth }
        let width = size(of: TailTruncation.ellipsis).width
        cachedEllipsisWidth = width
        return width
    }

    /// The font measured before any ``use(_:)``.
    private static let fallbackFont = FontSpec(token: "button", family: "DejaVu Sans", size: 16, weight: 600)

    /// The largest width or height a measurement may give (larger answers are clamped, so sums
    /// of text widths stay finite).
    public static let maximumExtent = 10_000_000.0

    private func sanitized(_ size: Size) -> Size {
        func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? min(value, Self.maximumExtent) : 0 }
        return Size(width: clean(size.width), height: clean(size.height))
    }
}
