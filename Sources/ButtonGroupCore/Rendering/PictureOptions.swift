import BGFoundations

/// How a component is drawn into a picture.
public struct PictureOptions: Hashable, Sendable {
    /// Points of margin around the component.
    public var padding: Double
    /// The canvas colour (fully transparent: none).
    public var background: RGBAColor
    /// Whether to draw the overflow below the component as the host would present it: a
    /// group's More action sheet, a toolbar's overflow menu (when something overflowed).
    public var showsOverflow: Bool
    /// The reading direction the component was laid out in (the library takes it from the
    /// latest layout): directional icons mirror in right-to-left.
    public var direction: LayoutDirection

    /// Options: 8 points of padding on white, overflow not shown, left to right.
    public init(padding: Double = 8, background: RGBAColor = RGBAColor(rgba: 0xFFFF_FFFF), showsOverflow: Bool = false,
                direction: LayoutDirection = .leftToRight) {
        self.padding = padding
        self.background = background
        self.showsOverflow = showsOverflow
        self.direction = direction
    }
}

/// The colours pictures use beyond the theme's: menus and sheets as the platforms draw them.
enum PicturePalette {
    static let panel = RGBAColor(rgba: 0xF2F2_F7FF)
    static let separator = RGBAColor(rgba: 0x3C3C_4349)
    static let label = RGBAColor(rgba: 0x1C1C_1EFF)
    static let secondaryLabel = RGBAColor(rgba: 0x6C6C_70FF)
    static let disabledLabel = RGBAColor(rgba: 0xAEAE_B2FF)
    static let bar = RGBAColor(rgba: 0xF9F9_F9FF)
}
