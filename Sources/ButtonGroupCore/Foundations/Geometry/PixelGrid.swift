/// The device pixel grid: `scale` pixels per point.
///
/// Snapping edges (not sizes) keeps neighbouring frames free of gaps and overlaps: two
/// frames that share an edge in points share the same snapped edge.
public struct PixelGrid: Hashable, Sendable {
    /// Pixels per point (1, 2, 3, ...). Always finite and > 0.
    public let scale: Double

    /// Creates a grid; a non-finite or non-positive scale falls back to 1.
    public init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// `value` rounded to the nearest pixel boundary (halves round up).
    public func snap(_ value: Double) -> Double {
        (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }
}

extension PixelGrid {
    /// `value` rounded up to the next pixel boundary (sizes that must not clip).
    public func ceil(_ value: Double) -> Double {
        (value * scale).rounded(.up) / scale
    }

    /// `rect` with its origin snapped and its size rounded up to whole pixels.
    public func snapOrigin(_ rect: Rect) -> Rect {
        Rect(x: snap(rect.x), y: snap(rect.y), width: ceil(rect.width), height: ceil(rect.height))
    }
}
