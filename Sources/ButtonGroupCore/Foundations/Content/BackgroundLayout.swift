/// The corners of a button's background: a fixed radius or a capsule (the iOS component's
/// `CornerStyle`).
public enum BackgroundCorners: Hashable, Sendable {
    /// A fixed radius in points.
    case fixed(Double)
    /// Half the shorter side: fully rounded ends.
    case capsule
}

/// Where a button's background and its stroke go.
public struct BackgroundGeometry: Hashable, Sendable {
    /// The background's frame (the button's bounds).
    public var frame: Rect
    /// The background's corner radius.
    public var cornerRadius: Double
    /// The stroke's frame: the bounds grown by the stroke outset (shrunk when negative),
    /// sharing the background's centre.
    public var strokeFrame: Rect
    /// The stroke's corner radius, concentric with the background's.
    public var strokeCornerRadius: Double

    /// Creates a geometry.
    @inlinable
    public init(frame: Rect, cornerRadius: Double, strokeFrame: Rect, strokeCornerRadius: Double) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.strokeFrame = strokeFrame
        self.strokeCornerRadius = strokeCornerRadius
    }
}

/// The background and stroke of a button.
///
/// Rules: the radius of a capsule is half the shorter side; a fixed radius is never negative
/// nor more than half the shorter side. The stroke frame is the bounds outset by
/// `strokeOutset` on every side (an inset when negative, never past the centre), so stroke and
/// background share their centre; its radius is the background's plus the outset when the
/// background is rounded (a capsule stays a capsule), never negative, and 0 for square corners.
public enum BackgroundLayout {
    /// The background of `bounds` with `corners`, and its stroke `strokeOutset` outside it.
    @inlinable
    public static func geometry(in bounds: Rect, corners: BackgroundCorners, strokeOutset: Double) -> BackgroundGeometry {
        let radius = self.radius(corners, of: bounds)
        let stroke = bounds.grown(by: strokeOutset)
        let grow = (stroke.width - bounds.width) / 2
        let strokeRadius: Double
        switch corners {
        case .capsule: strokeRadius = min(stroke.width, stroke.height) / 2
        case .fixed: strokeRadius = radius > 0 ? min(max(0, radius + grow), min(stroke.width, stroke.height) / 2) : 0
        }
        return BackgroundGeometry(frame: bounds, cornerRadius: radius, strokeFrame: stroke, strokeCornerRadius: strokeRadius)
    }

    /// The corner radius `corners` gives `bounds`.
    @inlinable
    public static func radius(_ corners: BackgroundCorners, of bounds: Rect) -> Double {
        let half = max(0, min(bounds.width, bounds.height) / 2)
        switch corners {
        case .capsule: return half
        case .fixed(let radius): return min(max(0, radius), half)
        }
    }
}
