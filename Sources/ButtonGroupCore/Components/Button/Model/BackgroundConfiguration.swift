import BGFoundations

/// A button's background (the iOS component's `BackgroundConfiguration`): fill, stroke, corners, and
/// what the host draws in it (a visual effect, a custom view, an image).
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill color (nil: none).
    public var fillColor: RGBAColor?
    /// The stroke color (nil: the view's tint, as the iOS component's).
    public var strokeColor: RGBAColor?
    /// The stroke's width; 0 draws no stroke.
    public var strokeWidth: Double
    /// How far the stroke sits outside the background (inside when negative).
    public var strokeOutset: Double
    /// The corners of background and stroke (nil: square, the iOS component's `.fixed(0)`).
    public var cornerStyle: BackgroundCorners?
    /// The host's name of a visual effect (a blur) to draw behind, or nil.
    public var visualEffect: String?
    /// The size of a custom view the host puts in the background, or nil (it fills the
    /// background when nil and one is shown).
    public var customViewSize: Size?
    /// The host's name of an image drawn in the background, or nil.
    public var image: String?
    /// How the background image fills the background.
    public var imageContentMode: ImageContentMode

    /// The empty background: nothing drawn, square corners.
    public init() {
        fillColor = nil
        strokeColor = nil
        strokeWidth = 0
        strokeOutset = 0
        cornerStyle = nil
        visualEffect = nil
        customViewSize = nil
        image = nil
        imageContentMode = .scaleToFill
    }

    /// The corners in effect.
    public var corners: BackgroundCorners { cornerStyle ?? .fixed(0) }
}
