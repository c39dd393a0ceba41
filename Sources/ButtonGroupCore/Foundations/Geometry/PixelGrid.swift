/// The device pixel grid: `scale` pixels per point.
///
/// Snapping edges (not sizes) keeps neighbouring frames free of gaps and overlaps: two
/// frames that share an edge in points share the same snapped edge.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point (1, 2, 3, ...). Always finite and > 0.
    public let scale: Double

    /// Creates a grid; a non-finite or non-positive scale falls back to 1.
    @inlinable
    public init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// `value` rounded to the nearest pixel boundary (halves away from zero); never -0.0 (a
    /// small negative value snaps to 0).
    @inlinable @inline(__always)
    public func snap(_ value: Double) -> Double {
        let scaled = value * scale
        // Rounded through an integer conversion rather than a libm call, and without a branch
        // on the fraction (edges of a resizing layout have random fractions): exact for the
        // non-negative values below 2^52 layouts snap; anything else takes the slow path
        // (+ 0 turns its -0.0 into 0).
        guard scaled >= 0, scaled < 0x1p52 else { return scaled.rounded(.toNearestOrAwayFromZero) / scale + 0 }
        var rounded = Double(Int64(scaled + 0.5))
        if rounded - 0.5 > scaled { rounded -= 1 }  // scaled + 0.5 itself rounded up to the next integer (exact test)
        return rounded / scale
    }
}

extension PixelGrid {
    /// `value` rounded up to the next pixel boundary (sizes that must not clip).
    @inlinable @inline(__always)
    public func ceil(_ value: Double) -> Double {
        let scaled = value * scale
        guard abs(scaled) < 0x1p52 else { return scaled.rounded(.up) / scale }
        let truncated = Double(Int64(scaled))
        return (truncated < scaled ? truncated + 1 : truncated) / scale
    }

    /// `value` rounded down to the previous pixel boundary (sizes that must not grow); never
    /// -0.0.
    @inlinable
    public func floor(_ value: Double) -> Double {
        (value * scale).rounded(.down) / scale + 0
    }

    /// One pixel, in points.
    @inlinable
    public var pixel: Double { 1 / scale }

    /// `rect` with its origin snapped and its size rounded up to whole pixels.
    @inlinable @inline(__always)
    public func snapOrigin(_ rect: Rect) -> Rect {
        Rect(x: snap(rect.x), y: snap(rect.y), width: ceil(rect.width), height: ceil(rect.height))
    }
}
