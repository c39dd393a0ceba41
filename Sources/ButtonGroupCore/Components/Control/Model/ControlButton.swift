/// One button of a control group: what it shows and whether it can be pressed. Its action lives
/// with the host (the C ABI keeps the callback); the core names it by its index.
public struct ControlButton: Hashable, Sendable {
    /// The title: shown or not by the label style, always the accessibility label.
    public var title: String
    /// The host's name for its image (a system image, an asset), or nil.
    public var image: String?
    /// A disabled button is drawn disabled, is not hit by taps, is skipped by keyboard focus and
    /// is marked (and never fires) in menus.
    public var isDisabled: Bool
    /// Momentary (acts) or a choice's segment (stays selected).
    public var selection: ControlSelection

    /// Creates a button.
    public init(title: String, image: String? = nil, isDisabled: Bool = false, selection: ControlSelection = .momentary) {
        self.title = title
        self.image = image
        self.isDisabled = isDisabled
        self.selection = selection
    }
}
