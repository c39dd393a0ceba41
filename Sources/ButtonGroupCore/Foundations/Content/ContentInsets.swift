/// Distances inward from the four edges of a rectangle in reading-direction terms: leading is
/// the left edge in left-to-right, the right edge in right-to-left.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the leading edge.
    public var leading: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the trailing edge.
    public var trailing: Double

    /// Creates insets edge by edge.
    @inlinable
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    @inlinable
    public static var zero: DirectionalEdgeInsets { DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// A button's content insets, given by reading direction or by physical edge (the iOS component's
/// `.directional` / `.nondirectional`).
public enum ContentInsets: Hashable, Sendable {
    /// Leading and trailing follow the reading direction.
    case directional(DirectionalEdgeInsets)
    /// Left and right whatever the reading direction.
    case nondirectional(EdgeInsets)

    /// The physical insets in `direction`: left = leading in left-to-right, trailing in
    /// right-to-left.
    @inlinable
    public func resolved(_ direction: LayoutDirection) -> EdgeInsets {
        switch self {
        case .nondirectional(let insets):
            return insets
        case .directional(let insets):
            let isRTL = direction == .rightToLeft
            return EdgeInsets(top: insets.top, left: isRTL ? insets.trailing : insets.leading,
                              bottom: insets.bottom, right: isRTL ? insets.leading : insets.trailing)
        }
    }
}
