/// Where a row of controls is laid out: the width offered, the pixel grid's scale and the
/// reading direction (what a group's or a toolbar's layout request names).
public struct Viewport: Hashable, Sendable {
    /// Width in points.
    public var width: Double
    /// Pixels per point.
    public var scale: Double
    /// Reading direction.
    public var direction: LayoutDirection

    /// Creates a viewport.
    public init(width: Double, scale: Double, direction: LayoutDirection) {
        self.width = width
        self.scale = scale
        self.direction = direction
    }
}
