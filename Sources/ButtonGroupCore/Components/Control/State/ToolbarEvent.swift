/// What a toolbar asks its host to do, in order.
public enum ToolbarEvent: Hashable, Sendable {
    /// Run button `button` of item `item`'s group.
    case action(item: Int, button: Int)
    /// Present `menu` (the overflow menu or a group's menu).
    case presentMenu(ControlMenu)
    /// Take down the menu presented: the toolbar withdrew it (its items changed).
    case dismissMenu
}

/// Why a toolbar refused a request; nothing changed.
public struct ToolbarStateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var description: String
    /// The request named something that does not exist (a menu entry past the end), rather
    /// than coming at the wrong time.
    public var isOutOfRange: Bool

    /// Creates an error.
    public init(_ description: String, isOutOfRange: Bool = false) {
        self.description = description
        self.isOutOfRange = isOutOfRange
    }
}
