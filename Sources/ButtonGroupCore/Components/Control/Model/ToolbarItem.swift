/// One item of a toolbar: a control group (a single button is a group of one) or a flexible
/// space, at a placement, with an optional overflow priority.
public struct ToolbarItem: Hashable, Sendable {
    /// A group or a flexible space.
    public var kind: ToolbarItemKind
    /// Where it goes.
    public var placement: ToolbarPlacement
    /// The host's overflow priority: lower moves into the overflow menu first; nil ranks by
    /// placement (trailing first, navigation last). A given priority ranks before none of the
    /// same value: priorities are compared first, then placements.
    public var priority: Double?
    /// The group (empty for a flexible space).
    public var group: ControlGroup

    /// Creates a group item.
    public init(group: ControlGroup, placement: ToolbarPlacement = .primaryAction, priority: Double? = nil) {
        kind = .group
        self.placement = placement
        self.priority = priority
        self.group = group
    }

    /// A flexible space at `placement`.
    public static func flexibleSpace(placement: ToolbarPlacement = .primaryAction) -> ToolbarItem {
        var item = ToolbarItem(group: ControlGroup(buttons: []), placement: placement)
        item.kind = .flexibleSpace
        return item
    }

    /// Whether it is a group (not a space).
    public var isGroup: Bool { kind == .group }
}
