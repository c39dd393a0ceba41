/// Distances inward from the four physical edges of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    /// No insets.
    @inlinable
    public static var zero: EdgeInsets { EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }

    /// Creates insets edge by edge.
    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `horizontal` on the left and right, `vertical` on the top and bottom.
    @inlinable
    public init(horizontal: Double, vertical: Double = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// Left plus right.
    @inlinable
    public var horizontal: Double { left + right }
    /// Top plus bottom.
    @inlinable
    public var vertical: Double { top + bottom }
}
