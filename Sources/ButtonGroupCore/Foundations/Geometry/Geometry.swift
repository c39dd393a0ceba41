/// A point in points; origin top-left, y grows downward.
public struct Point: Hashable, Sendable {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate.
    public var y: Double

    /// Creates a point.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// The empty size.
    @inlinable
    public static var zero: Size { Size(width: 0, height: 0) }

    /// Creates a size.
    @inlinable
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Horizontal extent (never negative in results of this library).
    public var width: Double
    /// Vertical extent (never negative in results of this library).
    public var height: Double

    /// The empty rectangle at the origin.
    @inlinable
    public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

    /// Creates a rectangle.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Right edge.
    @inlinable
    public var maxX: Double { x + width }
    /// Bottom edge.
    @inlinable
    public var maxY: Double { y + height }
    /// Horizontal centre.
    @inlinable
    public var midX: Double { x + width / 2 }
    /// Vertical centre.
    @inlinable
    public var midY: Double { y + height / 2 }

    /// Whether `point` lies inside (left and top edges inclusive, right and bottom exclusive).
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// This rectangle grown by `amount` on every side (shrunk when negative, never below
    /// zero size: it collapses onto its centre).
    @inlinable
    public func grown(by amount: Double) -> Rect {
        let grow = max(amount, -min(width, height) / 2)
        return Rect(x: x - grow, y: y - grow, width: width + 2 * grow, height: height + 2 * grow)
    }

    /// This rectangle reflected about the vertical line x = containerWidth / 2 (RTL mirroring).
    @inlinable @inline(__always)
    public func mirrored(in containerWidth: Double) -> Rect {
        Rect(x: containerWidth - maxX, y: y, width: width, height: height)
    }
}
