import BGFoundations

/// What a screen reader announces for a button: label, value, traits and frame.
public struct ButtonAccessibility: Hashable, Sendable {
    /// The label: the accessibility label when one is set, else the title.
    public var label: String
    /// The value: the subtitle, or nil.
    public var value: String?
    /// The testing identifier, or nil.
    public var identifier: String?
    /// The button's frame.
    public var frame: Rect
    /// Whether it can be activated.
    public var isEnabled: Bool
    /// Whether it is selected.
    public var isSelected: Bool
    /// Whether its activity indicator shows (announced as busy).
    public var isBusy: Bool

    /// Creates a description.
    public init(label: String, value: String?, identifier: String?, frame: Rect, isEnabled: Bool, isSelected: Bool,
                isBusy: Bool) {
        self.label = label
        self.value = value
        self.identifier = identifier
        self.frame = frame
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isBusy = isBusy
    }
}
