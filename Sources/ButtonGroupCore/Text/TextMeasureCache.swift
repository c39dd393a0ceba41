/// Memoizes a ``TextMeasuring`` per (font, text): each distinct title is measured once,
/// so a relayout at another width measures nothing it has seen.
///
/// Holds at most `capacity` entries; when full it starts over (titles are few and
/// re-measured cheaply, while an unbounded cache would grow with every title ever shown).
public final class TextMeasureCache {
    private struct Key: Hashable {
        let font: FontSpec
        let text: String
    }

    private let measurer: any TextMeasuring
    private var sizes: [Key: Size] = [:]
    private var graphemes: [Key: [Double]] = [:]
    /// Most entries kept per table before the cache is cleared.
    public let capacity: Int
    /// How many times the underlying measurer was called (for tests and diagnostics).
    public private(set) var measureCalls = 0

    /// Wraps `measurer`.
    public init(measurer: any TextMeasuring, capacity: Int = 4096) {
        self.measurer = measurer
        self.capacity = max(1, capacity)
    }

    /// The one-line size of `text` in `font`; non-finite or negative answers become 0.
    ///
    /// - Complexity: O(1) amortized when cached, else one measurer call.
    public func size(of text: String, font: FontSpec) -> Size {
        let key = Key(font: font, text: text)
        if let known = sizes[key] { return known }
        if sizes.count >= capacity { sizes.removeAll(keepingCapacity: true) }
        let size = sanitized(measurer.measure(text, font: font, maxWidth: .infinity))
        measureCalls += 1
        sizes[key] = size
        return size
    }

    /// The advance of each grapheme cluster of `text`, measured one cluster at a time
    /// (clusters are cached too, so common letters are measured once per font).
    ///
    /// - Complexity: O(graphemes) lookups; measurer calls only for unseen clusters.
    public func graphemeWidths(of text: String, font: FontSpec) -> [Double] {
        let key = Key(font: font, text: text)
        if let known = graphemes[key] { return known }
        if graphemes.count >= capacity { graphemes.removeAll(keepingCapacity: true) }
        let widths = text.map { size(of: String($0), font: font).width }
        graphemes[key] = widths
        return widths
    }

    private func sanitized(_ size: Size) -> Size {
        func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
        return Size(width: clean(size.width), height: clean(size.height))
    }
}
