/// The theme's button measurements (tokens `button/…`), in points.
public struct ButtonMetrics: Hashable, Sendable {
    /// `button/height`: the height of every button (48).
    public var height: Double
    /// `button/iconSize`: the edge of a button's square icon (20).
    public var iconSize: Double
    /// `button/paddingHorizontal`: the space between a button's side and its content (16).
    public var paddingHorizontal: Double
    /// `button/iconTitleSpacing`: the space between icon and title (8).
    public var iconTitleSpacing: Double
    /// `button/minimumTouchTarget`: the smallest edge a touch target is grown toward (44).
    public var minimumTouchTarget: Double

    /// Creates metrics.
    public init(height: Double, iconSize: Double, paddingHorizontal: Double, iconTitleSpacing: Double, minimumTouchTarget: Double) {
        self.height = height
        self.iconSize = iconSize
        self.paddingHorizontal = paddingHorizontal
        self.iconTitleSpacing = iconTitleSpacing
        self.minimumTouchTarget = minimumTouchTarget
    }
}
