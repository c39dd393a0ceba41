import BGFoundations
import BGTokens

/// One visible button of a group, ready to draw. A plain value (no strings), so a relayout
/// writes it without reference counting; texts come from the layout's items.
public struct SlotLayout: Hashable, Sendable {
    /// Item or More.
    public var kind: SlotKind
    /// The index of the item shown; nil for the More button.
    public var item: Int?
    /// Resolved style role (never `.automatic`).
    public var role: ButtonRole
    /// Interaction state (filled in by the stateful model).
    public var state: ControlState
    /// Button frame, pixel-snapped, in group coordinates.
    public var frame: Rect
    /// Touch target: the frame grown toward the minimum touch size where room allows.
    public var hitFrame: Rect
    /// Per-corner radii (physical corners).
    public var corners: CornerRadii
    /// Icon frame; `.zero` when no icon is shown.
    public var iconFrame: Rect
    /// Title frame; `.zero` when no title is shown.
    public var titleFrame: Rect
    /// Whether the icon is shown.
    public var showsIcon: Bool
    /// How the title is shown (``GroupLayout/title(ofSlot:)`` gives the text).
    public var title: TextFit

    /// Whether the title is cut or left out for lack of room.
    public var isTruncated: Bool { title.isTruncated }
}

/// A laid-out group: everything a host needs to draw it and to describe it to assistive
/// technology.
///
/// A relayout stores only what it decided per slot (content, edges, title fit, state); the
/// rest of each ``SlotLayout`` (corners, content frames, touch target) and the texts it shows
/// (read from ``items`` and ``parameters``) are worked out when read, so a relayout copies no
/// text and writes little.
public struct GroupLayout: Hashable, Sendable {
    /// The slots as the engine placed them.
    var placed: [PlacedSlot]
    /// The candidates the slots show (``list`` says which), then More.
    var specs: [SlotSpec]
    var list: SlotList
    /// What the slots share.
    var geometry: SlotGeometry
    /// The items in the More sheet, in order: the trailing ones, less an item a press or focus
    /// keeps shown.
    public internal(set) var overflow: OverflowedItems
    /// The group's size (the width laid out in, the button height).
    public internal(set) var size: Size
    /// The items laid out.
    public internal(set) var items: [ButtonGroupItem]
    /// The parameters laid out with (the More button's icon and label come from them).
    public internal(set) var parameters: GroupParameters
    /// The content revision ``items`` and ``parameters`` were taken at (not part of the value).
    var taken = ContentStamp()

    /// An empty layout of no items.
    init(parameters: GroupParameters, style: GroupStyle) {
        placed = []
        specs = []
        list = .empty
        geometry = SlotGeometry(style: style, layout: parameters.layout, grid: PixelGrid(scale: 1),
                                direction: .leftToRight, width: 0)
        overflow = OverflowedItems(run: 0..<0)
        size = .zero
        items = []
        self.parameters = parameters
    }

    /// The visible slots in logical order (item order, then More); frames are already mirrored
    /// in RTL. Each is worked out when read.
    public var slots: Slots { Slots(placed: placed, specs: specs, list: list, geometry: geometry) }

    /// What slot `index` shows.
    func spec(ofSlot index: Int) -> SlotSpec {
        list.spec(index, in: specs)
    }

    /// Number of slots.
    public var slotCount: Int { placed.count }

    /// Number of items shown (not counting More); the overflow policy's memory.
    public var visibleItemCount: Int { overflow.shownCount }

    /// The slot showing item `item`, if it is shown.
    public func slot(showing item: Int) -> Int? {
        if let kept = list.kept, item == kept { return list.visible - 1 }
        let inOrder = list.visible - (list.kept == nil ? 0 : 1)
        return item >= 0 && item < inOrder ? item : nil
    }

    /// The frame of slot `index` (without working out the rest of the slot).
    public func frame(ofSlot index: Int) -> Rect {
        geometry.frame(left: placed[index].left, right: placed[index].right)
    }

    /// How slot `index` shows its title (without working out the rest of the slot).
    public func titleFit(ofSlot index: Int) -> TextFit { placed[index].title }

    /// The title slot `index` shows: whole, tail-truncated with "…", or "" when none.
    public func title(ofSlot index: Int) -> String {
        guard let item = spec(ofSlot: index).item else { return "" }
        return placed[index].title.displayed(items[item].title)
    }

    /// The icon slot `index` shows, if any.
    public func icon(ofSlot index: Int) -> String? {
        let slot = slots[index]
        guard slot.showsIcon else { return nil }
        guard let item = slot.item else { return parameters.moreIcon }
        return items[item].icon
    }

    /// The accessibility element of slot `index`, "k of n" in reading order: an item reads its
    /// spoken label (the full title unless it has an accessibility label) and is enabled unless
    /// disabled; More is a menu button reading the strings' label.
    public func accessibilityNode(ofSlot index: Int) -> AccessibilityNode {
        let slot = placed[index]
        let frame = geometry.frame(left: slot.left, right: slot.right)
        guard let item = spec(ofSlot: index).item else {
            return AccessibilityNode(role: .menuButton, label: parameters.strings.moreButtonAccessibilityLabel,
                                     identifier: nil, frame: frame, position: index + 1, count: placed.count,
                                     isEnabled: true, target: index)
        }
        return AccessibilityNode(
            role: .button, label: items[item].spokenLabel, identifier: items[item].accessibilityIdentifier,
            frame: frame, position: index + 1, count: placed.count, isEnabled: !items[item].isDisabled,
            target: index)
    }

    /// The action sheet More presents for this layout: the overflowed items, in order.
    public var sheet: ActionSheet {
        ActionSheet(strings: parameters.strings, items: items, overflow: overflow)
    }

    /// Every slot's accessibility element, in reading order.
    public var accessibility: [AccessibilityNode] {
        placed.indices.map(accessibilityNode(ofSlot:))
    }

    /// The slots of a layout, each worked out when read.
    public struct Slots: RandomAccessCollection, Sendable {
        let placed: [PlacedSlot]
        let specs: [SlotSpec]
        let list: SlotList
        let geometry: SlotGeometry

        /// 0.
        public var startIndex: Int { 0 }
        /// The number of slots.
        public var endIndex: Int { placed.count }

        /// Slot `index`, in full.
        public subscript(index: Int) -> SlotLayout {
            let spec = list.spec(index, in: specs)
            return placed.withUnsafeBufferPointer { geometry.slot(index, of: $0, spec: spec) }
        }
    }
}
