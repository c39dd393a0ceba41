import BGFoundations

/// Working storage of a group layout, kept between layouts: once its arrays have grown to the
/// group's size a relayout allocates nothing, and while the input's
/// ``GroupLayoutInput/contentRevision`` stays the same the measured candidates are reused, so a
/// relayout at another width measures nothing either.
public struct GroupLayoutScratch: Sendable {
    /// The slots the first `limit` items would show, measured.
    var candidates: [SlotSpec] = []
    /// What ``candidates`` were made for (nil: nothing yet).
    private var candidatesKey: (revision: Int, kind: GroupLayoutKind, limit: Int)?
    var widths: [Double] = []
    var fitTest = FitTest()
    /// The style's font as the measure cache resolved it, and the content revision it is for
    /// (two fields, not an optional tuple: that one is copied through generic witnesses).
    private var font: TextMeasureCache.Font?
    private var fontRevision: Int?

    /// Empty storage.
    public init() {}

    /// The font of `input`'s style, resolved by `measure`: looked up once per content revision
    /// (a font spec compares its family name) while `measure` has not started over.
    mutating func font(of input: borrowing GroupLayoutInput, measure: TextMeasureCache) -> TextMeasureCache.Font {
        if let font, let revision = input.contentRevision, fontRevision == revision, measure.isCurrent(font) {
            return font
        }
        let resolved = measure.font(input.style.font)
        font = resolved
        fontRevision = input.contentRevision
        return resolved
    }

    /// Makes ``candidates`` the slots of the first `limit` items of `input`, unless they already
    /// are (same content revision, layout kind and limit).
    mutating func prepareCandidates(_ input: borrowing GroupLayoutInput, limit: Int, font: TextMeasureCache.Font,
                                    measure: TextMeasureCache) {
        let kind = input.parameters.layout.kind
        if let key = candidatesKey, let revision = input.contentRevision,
           key.revision == revision, key.kind == kind, key.limit == limit {
            return
        }
        candidates.removeAll(keepingCapacity: true)
        candidates.reserveCapacity(limit)
        input.items.withUnsafeBufferPointer { items in
            guard let first = items.baseAddress else { return }
            for index in 0..<limit {
                candidates.append(SlotSpec(item: first + index, index: index, position: index, layout: kind,
                                           style: input.style, font: font, measure: measure))
            }
        }
        candidatesKey = input.contentRevision.map { (revision: $0, kind: kind, limit: limit) }
    }
}
