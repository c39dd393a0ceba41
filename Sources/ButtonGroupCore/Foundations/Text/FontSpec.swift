/// A typography token resolved to what a measurer needs.
public struct FontSpec: Hashable, Sendable {
    /// The token name the host sees, e.g. "button".
    public var token: String
    /// Family name, e.g. "DejaVu Sans".
    public var family: String
    /// Point size.
    public var size: Double
    /// CSS-style weight, 100...900 (600 = semibold).
    public var weight: Int
    /// The text style the size follows with Dynamic Type (the size is already scaled to the
    /// theme's content size category); nil for a fixed size.
    public var textStyle: TextStyle?

    /// Creates a font spec.
    public init(token: String, family: String, size: Double, weight: Int, textStyle: TextStyle? = nil) {
        self.token = token
        self.family = family
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
    }
}
