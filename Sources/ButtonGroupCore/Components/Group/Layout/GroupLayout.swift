import BGFoundations
import BGTokens

/// One visible button of a group, ready to draw.
public struct SlotLayout: Hashable, Sendable {
    /// Item or More.
    public var kind: SlotKind
    /// The index of the item shown; nil for the More button.
    public var item: Int?
    /// Resolved style role (never `.automatic`).
    public var role: ButtonRole
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
    /// The title as displayed (possibly tail-truncated, "" when hidden).
    public var title: String
    /// Icon shown, if any.
    public var icon: String?
    /// Whether `title` was truncated.
    public var isTruncated: Bool
    /// Interaction state (filled in by the stateful model).
    public var state: ControlState
}

/// A laid-out group: everything a host needs to draw it and to describe it to assistive
/// technology.
public struct GroupLayout: Hashable, Sendable {
    /// Visible slots in logical order (item order, then More); frames are already mirrored in RTL.
    public var slots: [SlotLayout]
    /// The items in the More sheet: always the trailing ones, in order.
    public var overflow: Range<Int>
    /// The group's size (the width laid out in, the button height).
    public var size: Size
    /// Accessibility elements in reading order, one per slot.
    public var accessibility: [AccessibilityNode]

    /// Number of items shown (not counting More); the overflow policy's memory.
    public var visibleItemCount: Int { overflow.lowerBound }
}
