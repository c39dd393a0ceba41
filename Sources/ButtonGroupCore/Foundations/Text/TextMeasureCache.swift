/// Memoizes a ``TextMeasuring`` per (font, text): each distinct text is measured once per
/// font, so a relayout at another width measures nothing it has seen, and a button whose
/// title and subtitle use two fonts keeps both.
///
/// Bounded: it holds at most `capacity` sizes and `capacity` truncation tables; when one
/// kind is full it starts over (texts are re-measured cheaply, while an unbounded cache would
/// grow with every text ever shown). At most ``maximumFonts`` fonts are told apart; a new font
/// past that starts everything over.
///
/// The hot path of a relayout allocates nothing and hashes nothing: a caller resolves its font
/// once (``font(_:)``) and passes a memo slot per text (item `i`'s title, say), where the text
/// is found by comparing it with the one seen last time (O(1) for the same string storage).
///
/// Not thread-safe: one cache belongs to one object, used under its lock.
public final class TextMeasureCache {
    /// A font resolved by a cache: what the hot-path methods take instead of a ``FontSpec``, so
    /// they neither compare nor hash fonts.
    public struct Font: Sendable {
        /// The font.
        public let spec: FontSpec
        fileprivate let id: Int
        fileprivate let generation: Int
    }

    private struct TextKey: Hashable {
        let font: Int
        let text: String
    }

    /// What a memo slot remembers: a text, its font, its size and (once asked) its table.
    private struct Memo {
        var font: Int
        var text: String
        var size: Size
        var table: TruncationTable?
    }

    /// The memo slots, in one array (one allocation, grown by doubling: a new group's first
    /// layout grows it once or twice). A hit compares the text in place.
    private struct Memos {
        var slots: [Memo] = []

        /// Whether `slot` holds `text` in font `font`.
        func holds(_ slot: Int, _ text: String, font: Int) -> Bool {
            slot < slots.count && slots[slot].font == font && slots[slot].text == text
        }

        mutating func store(_ slot: Int, _ text: String, font: Int, size: Size) {
            if slot >= slots.count {  // appended one by one: append(contentsOf:) of a repeated value is generic and slow
                let grown = max(slot + 1, slots.count * 2, 8)
                slots.reserveCapacity(grown)
                while slots.count < grown { slots.append(Memo(font: -1, text: "", size: .zero, table: nil)) }
            }
            slots[slot] = Memo(font: font, text: text, size: size, table: nil)
        }
    }

    /// Most fonts told apart before the cache starts over.
    public static let maximumFonts = 64
    /// How many sizes are kept in the list searched in order before the table is made.
    static let fewCount = 8

    private let measurer: any TextMeasuring
    // Unchecked exclusivity: these are only touched by this class's own non-reentrant methods
    // (the measurer never calls back into the cache), and the dynamic checks were a tenth of a
    // relayout's instructions.
    /// The fonts told apart, by id, each with its ellipsis width once asked (one array).
    @exclusivity(unchecked) private var fonts: [(spec: FontSpec, ellipsisWidth: Double?)] = []
    @exclusivity(unchecked) private var generation = 0
    /// The sizes measured: up to ``fewCount`` in a list searched in order (a group's handful of
    /// texts are never hashed); past that, all of them in a table (the list moved into it).
    @exclusivity(unchecked) private var fewSizes: [(key: TextKey, size: Size)] = []
    @exclusivity(unchecked) private var sizes: [TextKey: Size] = [:]
    @exclusivity(unchecked) private var truncationTables: [TextKey: TruncationTable] = [:]
    @exclusivity(unchecked) private var memos = Memos()

    /// Most texts kept per table before it is cleared.
    public let capacity: Int
    /// How many times the underlying measurer was called (for tests and diagnostics).
    @exclusivity(unchecked) public private(set) var measureCalls = 0

    /// Wraps `measurer`.
    public init(measurer: any TextMeasuring, capacity: Int = 4096) {
        self.measurer = measurer
        self.capacity = max(1, capacity)
    }

    /// `spec` resolved for the methods below (valid until the cache starts over; a stale one
    /// is resolved again).
    public func font(_ spec: FontSpec) -> Font {
        // The few fonts are compared in place, not copied: as cheap as one comparison.
        let id = fonts.indices.first { fonts[$0].spec == spec } ?? added(spec)
        return Font(spec: spec, id: id, generation: generation)
    }

    /// Tells `spec` apart from now on (starting over when ``maximumFonts`` are); returns its id.
    private func added(_ spec: FontSpec) -> Int {
        if fonts.count == Self.maximumFonts { startOver() }
        fonts.append((spec, nil))
        return fonts.count - 1
    }

    /// Whether `font` (from ``font(_:)``) is still valid: the cache has not started over since.
    public func isCurrent(_ font: Font) -> Bool {
        font.generation == generation
    }

    /// The one-line size of `text` in `font`; non-finite or negative answers become 0, and
    /// answers beyond ``Limits/maximumLength`` are clamped to it.
    ///
    /// - Complexity: O(1) amortized when cached, else one measurer call.
    public func size(of text: String, in font: FontSpec) -> Size {
        size(of: text, in: self.font(font))
    }

    /// The one-line size of `text` in `font` (see ``size(of:in:)-(_,FontSpec)``).
    public func size(of text: String, in font: Font) -> Size {
        size(of: text, fontID: id(of: font), font: font.spec)
    }

    /// The size of `text` in `font`, found through memo slot `slot` (same answer as
    /// ``size(of:in:)-(_,Font)``).
    ///
    /// - Complexity: O(1) when the slot holds the same text and font as last time.
    public func size(of text: String, in font: Font, memo slot: Int) -> Size {
        let id = id(of: font)
        if memos.holds(slot, text, font: id) { return memos.slots[slot].size }
        let size = size(of: text, fontID: id, font: font.spec)
        memos.store(slot, text, font: id, size: size)
        return size
    }

    /// The truncation table of `text` in `font`: each grapheme cluster measured on its own
    /// (and cached, so common letters are measured once per font).
    ///
    /// - Complexity: O(graphemes) the first time, O(1) after.
    public func truncationTable(of text: String, in font: Font) -> TruncationTable {
        truncationTable(of: text, fontID: id(of: font), font: font.spec)
    }

    /// How `text` in `font`, `fullWidth` wide, fits `available` points, with this font's
    /// ellipsis (``TruncationTable/fit(fullWidth:ellipsisWidth:available:)``). The table is
    /// kept in memo slot `slot` (see ``size(of:in:memo:)``) for the next relayout.
    ///
    /// - Complexity: O(log graphemes) when the slot holds the text and its table.
    public func fit(of text: String, in font: Font, memo slot: Int, fullWidth: Double,
                    available: Double) -> (fit: TextFit, width: Double) {
        let id = id(of: font)
        let ellipsis = ellipsisWidth(fontID: id, font: font.spec)
        guard memos.holds(slot, text, font: id) else {
            return truncationTable(of: text, fontID: id, font: font.spec)
                .fit(fullWidth: fullWidth, ellipsisWidth: ellipsis, available: available)
        }
        if memos.slots[slot].table == nil { memos.slots[slot].table = truncationTable(of: text, fontID: id, font: font.spec) }
        return memos.slots[slot].table!.fit(fullWidth: fullWidth, ellipsisWidth: ellipsis, available: available)
    }

    /// The width of ``TextFit/ellipsis`` in `font`.
    public func ellipsisWidth(in font: Font) -> Double {
        ellipsisWidth(fontID: id(of: font), font: font.spec)
    }

    // MARK: Private

    /// The id of a resolved font in the current generation.
    private func id(of font: Font) -> Int {
        font.generation == generation ? font.id : self.font(font.spec).id
    }

    private func ellipsisWidth(fontID id: Int, font: FontSpec) -> Double {
        if let width = fonts[id].ellipsisWidth { return width }
        let width = size(of: TextFit.ellipsis, fontID: id, font: font).width
        fonts[id].ellipsisWidth = width
        return width
    }

    private func startOver() {
        fonts.removeAll()
        sizes.removeAll()
        fewSizes.removeAll()
        truncationTables.removeAll()
        memos = Memos()
        generation += 1
    }

    private func size(of text: String, fontID id: Int, font: FontSpec) -> Size {
        let key = TextKey(font: id, text: text)
        for few in fewSizes where few.key == key { return few.size }
        if !sizes.isEmpty, let known = sizes[key] { return known }
        if fewSizes.count + sizes.count >= capacity {
            sizes.removeAll(keepingCapacity: true)
            fewSizes.removeAll(keepingCapacity: true)
        }
        let size = Self.sanitized(measurer.measure(text, font: font, maxWidth: .infinity))
        measureCalls += 1
        if sizes.isEmpty && fewSizes.count < Self.fewCount {
            if fewSizes.capacity == 0 { fewSizes.reserveCapacity(Self.fewCount) }  // one allocation
            fewSizes.append((key, size))
        } else {
            if sizes.isEmpty {  // the list is full: the table takes it over, and every size after it
                // Made for 16 texts at once: not rehashed at 1, 2, 4 and 8 (and this initializer
                // is specialized, where reserveCapacity is not).
                if sizes.capacity == 0 { sizes = Dictionary(minimumCapacity: 16) }
                for few in fewSizes { sizes[few.key] = few.size }
                fewSizes.removeAll(keepingCapacity: true)
            }
            sizes[key] = size
        }
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
