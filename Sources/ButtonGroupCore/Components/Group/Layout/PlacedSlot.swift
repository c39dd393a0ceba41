import BGFoundations

/// A slot as the engine decided it: which content, its snapped edges, how its title fits, its
/// state. Everything else a ``SlotLayout`` holds (corners, content frames, touch target)
/// follows from these and the layout's ``SlotGeometry``, so a relayout writes only this and the
/// rest is worked out when someone reads it.
struct PlacedSlot: Hashable, Sendable {
    /// Left and right edges, pixel-snapped, physical (already mirrored in right-to-left).
    var left: Double
    var right: Double
    /// The width the title takes, and how it is shown (in this order, the slot packs into 40
    /// bytes instead of 48: a group of N items keeps N of them).
    var titleWidth: Double
    var title: TextFit
    var state: ControlState

    /// A placeholder, overwritten by the next placement.
    static let unplaced = PlacedSlot(left: 0, right: 0, titleWidth: 0, title: .absent, state: [])
}
