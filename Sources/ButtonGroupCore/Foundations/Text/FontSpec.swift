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

    /// Creates a font spec.
    public init(token: String, family: String, size: Double, weight: Int) {
        self.token = token
        self.family = family
        self.size = size
        self.weight = weight
    }
}
