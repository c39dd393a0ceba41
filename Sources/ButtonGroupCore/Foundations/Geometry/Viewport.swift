/// Where a row of controls is laid out: the width offered, the pixel grid's scale and the
/// reading direction (what a group's or a toolbar's layout request names).
public struct Viewport: Hashable, Sendable {
    /// Width in points (never -0.0: a layout echoes it as its size, and mirrors in it).
    public var width: Double
    /// Pixels per point.
    public var scale: Double
    /// Reading direction.
    public var direction: LayoutDirection

    /// Creates a viewport; a `width` of -0.0 is taken as 0.
    public init(width: Double, scale: Double, direction: LayoutDirection) {
        self.width = width + 0
        self.scale = scale
        self.direction = direction
    }
}
