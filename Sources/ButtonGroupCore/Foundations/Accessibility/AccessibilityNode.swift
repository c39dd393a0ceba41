/// One accessibility element, as data: what a screen reader announces and where.
public struct AccessibilityNode: Hashable, Sendable {
    /// What kind of element it is.
    public var role: AccessibilityRole
    /// The spoken label.
    public var label: String
    /// The testing identifier, if any.
    public var identifier: String?
    /// The element's frame, in its component's coordinates.
    public var frame: Rect
    /// 1-based position in reading order ("k of n").
    public var position: Int
    /// Number of elements ("k of n").
    public var count: Int
    /// Whether it can be activated.
    public var isEnabled: Bool
    /// Index of the element it describes in its component's layout (a group's slot, say).
    public var target: Int

    /// Creates a node.
    public init(role: AccessibilityRole, label: String, identifier: String?, frame: Rect,
                position: Int, count: Int, isEnabled: Bool, target: Int) {
        self.role = role
        self.label = label
        self.identifier = identifier
        self.frame = frame
        self.position = position
        self.count = count
        self.isEnabled = isEnabled
        self.target = target
    }
}
