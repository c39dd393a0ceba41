import BGFoundations

extension ButtonRole {
    /// This role, or `fallback` when it is ``automatic`` (the component decides).
    public func resolved(else fallback: ButtonRole) -> ButtonRole {
        self == .automatic ? fallback : self
    }
}

extension ControlState {
    /// The state part of a color token path: "disabled" wins, then "pressed" (highlighted),
    /// then "focused", else "default". Selected has no colors of its own.
    public var tokenName: String {
        if contains(.disabled) { return "disabled" }
        if contains(.highlighted) { return "pressed" }
        if contains(.focused) { return "focused" }
        return "default"
    }
}
