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
    /// The style's font as the measure cache resolved it (``resolveFont(of:measure:)``), and the
    /// content revision it is for (two fields, not an optional tuple: that one is copied through
    /// generic witnesses). Read in place by the layout: a copy of a font costs its value witnesses.
    private(set) var font: TextMeasureCache.Font?
    private var fontRevision: Int?

    /// Empty storage.
    public init() {}

    /// Makes ``font`` the font of `input`'s style, resolved by `measure`: looked up once per
    /// content revision (a font spec compares its family name) while `measure` has not started over.
    mutating func resolveFont(of input: borrowing GroupLayoutInput, measure: TextMeasureCache) {
        if let revision = input.contentRevision, fontRevision == revision, font != nil, measure.isCurrent(font!) { return }
        font = measure.font(input.style.font)
        fontRevision = input.contentRevision
    }

    /// Makes ``candidates`` the slots of the first `limit` items of `input`, measured in ``font``
    /// (resolved first), and under the width policy ``fitTest`` their natural widths, unless they
    /// already are (same content revision, layout kind and limit): a relayout at another width
    /// neither measures nor sums widths again.
    mutating func prepareCandidates(_ input: borrowing GroupLayoutInput, limit: Int, measure: TextMeasureCache) {
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
                                           style: input.style, font: font!, measure: measure))
            }
        }
        if input.parameters.overflowPolicy == .width {
            fitTest.prepare(candidates[...], more: SlotSpec(moreButtonWith: input.style), layout: input.parameters.layout,
                            style: input.style)
        }
        candidatesKey = input.contentRevision.map { (revision: $0, kind: kind, limit: limit) }
    }
}
