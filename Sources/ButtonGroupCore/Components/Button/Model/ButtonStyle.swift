import BGFoundations

/// The theme values a button lays out and paints with when its configuration leaves them open.
public struct ButtonStyle: Hashable, Sendable {
    /// The title's font when the configuration has none.
    public var titleFont: FontSpec
    /// The subtitle's font when the configuration has none.
    public var subtitleFont: FontSpec
    /// An image's size when neither the configuration nor the host gives one.
    public var imageSize: Size
    /// The activity indicator's size.
    public var activityIndicatorSize: Size
    /// The foreground color when the configuration has none (UIKit's tint).
    public var tint: RGBAColor
    /// How the plain provider dims colors in the disabled and highlighted states.
    public var dimming: StateDimming
    /// The smallest touch target, in points.
    public var minimumTouchTarget: Double

    /// Creates a style.
    public init(titleFont: FontSpec, subtitleFont: FontSpec, imageSize: Size, activityIndicatorSize: Size,
                tint: RGBAColor, dimming: StateDimming, minimumTouchTarget: Double) {
        self.titleFont = titleFont
        self.subtitleFont = subtitleFont
        self.imageSize = imageSize
        self.activityIndicatorSize = activityIndicatorSize
        self.tint = tint
        self.dimming = dimming
        self.minimumTouchTarget = minimumTouchTarget
    }
}

/// The alpha factors a plain provider applies to a button's colors per state: disabled wins
/// over highlighted; the normal state (and selected, focused) keeps the colors.
public struct StateDimming: Hashable, Sendable {
    /// The factor when disabled.
    public var disabled: Double
    /// The factor when highlighted (and enabled).
    public var highlighted: Double

    /// Creates factors.
    public init(disabled: Double, highlighted: Double) {
        self.disabled = disabled
        self.highlighted = highlighted
    }

    /// The factor for `state`, or nil when the colors stay as they are.
    public func alpha(for state: ControlState) -> Double? {
        if state.contains(.disabled) { return disabled }
        if state.contains(.highlighted) { return highlighted }
        return nil
    }
}
