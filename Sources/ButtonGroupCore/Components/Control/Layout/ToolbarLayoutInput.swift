import BGFoundations

/// Names a pressable cell across relayouts: a group's button, a menu-style group's button, or
/// the overflow button.
public struct ControlTargetKey: Hashable, Sendable {
    /// What it is.
    public var kind: ControlTargetKind
    /// The toolbar item (nil for the overflow button).
    public var item: Int?
    /// The button (kind `.button` only).
    public var button: Int?

    /// Creates a key.
    public init(kind: ControlTargetKind, item: Int?, button: Int?) {
        self.kind = kind
        self.item = item
        self.button = button
    }

    /// The overflow button.
    public static let overflow = ControlTargetKey(kind: .overflow, item: nil, button: nil)
}

extension ControlTarget {
    /// The key naming this target across relayouts.
    public var key: ControlTargetKey { ControlTargetKey(kind: kind, item: item, button: button) }
}

/// Everything a toolbar layout depends on.
public struct ToolbarLayoutInput {
    /// The items.
    public var items: [ToolbarItem]
    /// A toolbar, or content (a standalone group).
    public var context: ControlContext
    /// The width offered.
    public var width: Double
    /// The pixel grid edges snap to.
    public var grid: PixelGrid
    /// The reading direction.
    public var direction: LayoutDirection
    /// The cell being pressed with the pointer inside it, if any.
    public var highlighted: ControlTargetKey?
    /// The cell with keyboard focus, if any.
    public var focused: ControlTargetKey?
    /// The item that must not move into the overflow (its cell is focused or pressed).
    public var pinned: Int?
    /// How many groups the previous layout of the same items moved into the overflow.
    public var previousOverflowCount: Int?

    /// Creates an input.
    public init(items: [ToolbarItem], context: ControlContext, width: Double, grid: PixelGrid,
                direction: LayoutDirection, highlighted: ControlTargetKey? = nil, focused: ControlTargetKey? = nil,
                pinned: Int? = nil, previousOverflowCount: Int? = nil) {
        self.items = items
        self.context = context
        self.width = width
        self.grid = grid
        self.direction = direction
        self.highlighted = highlighted
        self.focused = focused
        self.pinned = pinned
        self.previousOverflowCount = previousOverflowCount
    }
}
