/// The theme's corner radii (tokens `radius/small`, `radius/medium`, `radius/large`), in
/// points; the seed's `DesignSystem.shared.cornerRadius` and what `CornerStyle.small`,
/// `.medium` and `.large` stand for.
public struct RadiusScale: Hashable, Sendable {
    /// `radius/small` (4).
    public var small: Double
    /// `radius/medium` (8).
    public var medium: Double
    /// `radius/large` (16).
    public var large: Double

    /// Creates a scale.
    public init(small: Double, medium: Double, large: Double) {
        self.small = small
        self.medium = medium
        self.large = large
    }
}
