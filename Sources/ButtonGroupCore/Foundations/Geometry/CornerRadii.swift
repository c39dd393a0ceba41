/// Per-corner radii of a rounded rectangle (physical corners).
public struct CornerRadii: Hashable, Sendable {
    /// Top-left radius.
    public var topLeft: Double
    /// Top-right radius.
    public var topRight: Double
    /// Bottom-right radius.
    public var bottomRight: Double
    /// Bottom-left radius.
    public var bottomLeft: Double

    /// Square corners.
    @inlinable
    public static var zero: CornerRadii { CornerRadii(all: 0) }

    /// Creates radii corner by corner.
    @inlinable
    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius on all four corners.
    @inlinable
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Left and right swapped (RTL mirroring).
    @inlinable
    public var mirrored: CornerRadii {
        CornerRadii(topLeft: topRight, topRight: topLeft, bottomRight: bottomLeft, bottomLeft: bottomRight)
    }
}
