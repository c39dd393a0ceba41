/// A color as 0xRRGGBBAA (sRGB, straight alpha): the form the tokens and the C ABI use.
public struct RGBAColor: Hashable, Sendable {
    /// The color, 0xRRGGBBAA.
    public var rgba: UInt32

    /// Creates a color from 0xRRGGBBAA.
    @inlinable
    public init(rgba: UInt32) {
        self.rgba = rgba
    }

    /// Fully transparent.
    @inlinable
    public static var clear: RGBAColor { RGBAColor(rgba: 0) }

    /// The alpha, 0...1.
    @inlinable
    public var alpha: Double { Double(rgba & 0xFF) / 255 }

    /// The same color with its alpha multiplied by `factor` (clamped to 0...1), rounded to the
    /// nearest of 256 steps: how a state dims a color.
    @inlinable
    public func withAlphaMultiplied(by factor: Double) -> RGBAColor {
        let scaled = (Double(rgba & 0xFF) * min(max(factor, 0), 1)).rounded()
        return RGBAColor(rgba: rgba & 0xFFFF_FF00 | UInt32(scaled))
    }
}
