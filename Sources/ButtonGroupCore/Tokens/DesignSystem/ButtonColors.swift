/// The colors a host paints one button with (tokens `color/button/<role>/<state>/…`), each
/// as 0xRRGGBBAA; the C ABI's `bg_button_colors`.
public struct ButtonColors: Hashable, Sendable {
    /// Fill behind the content.
    public var background: UInt32
    /// Title and icon tint.
    public var foreground: UInt32
    /// Outline (fully transparent when the style has none).
    public var border: UInt32

    /// Creates colors.
    public init(background: UInt32, foreground: UInt32, border: UInt32) {
        self.background = background
        self.foreground = foreground
        self.border = border
    }
}
