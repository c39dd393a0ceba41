/// The theme's corner radii (tokens `radius/small`, `radius/medium`, `radius/large`), in
/// points: what ``CornerStyle/small``, ``CornerStyle/medium`` and ``CornerStyle/large`` stand for.
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

    /// The radius `style` gives a `width` x `height` rectangle: never negative, never more than
    /// a capsule's (half the shorter side).
    public func radius(of style: CornerStyle, width: Double, height: Double) -> Double {
        let capsule = max(0, min(width, height) / 2)
        let radius: Double
        switch style {
        case .capsule: radius = capsule
        case .none: radius = 0
        case .small: radius = small
        case .medium: radius = medium
        case .large: radius = large
        case .fixed(let value): radius = value.isFinite ? value : 0
        }
        return min(max(0, radius), capsule)
    }
}
