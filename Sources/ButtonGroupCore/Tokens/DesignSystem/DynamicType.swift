import BGFoundations

/// Dynamic Type: the point size of each of iOS's text styles in each content size category (the
/// table Apple publishes in its typography guidelines), and how a font in a text style scales.
///
/// A font is stated at ``referenceCategory`` (large, the platform's default); in another category
/// it scales by its style's ratio, as `UIFontMetrics` scales a custom font: the body style goes
/// from 17 to 40 points at accessibility3, so a 16-point body font becomes 16 × 40 / 17.
public enum DynamicType {
    /// The category fonts are stated at: in it, a font keeps its stated size.
    public static let referenceCategory = ContentSizeCategory.large

    /// Point sizes: a row per ``TextStyle`` (in raw-value order), a column per
    /// ``ContentSizeCategory`` (xSmall ... xxxLarge, accessibility1 ... accessibility5).
    static let pointSizes: [[Double]] = [
        [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // largeTitle
        [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title1
        [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title2
        [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title3
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // headline
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body
        [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
        [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
        [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
        [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption1
        [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // caption2
    ]

    /// The point size of `style` in `category`.
    public static func pointSize(of style: TextStyle, in category: ContentSizeCategory) -> Double {
        pointSizes[Int(style.rawValue)][Int(category.rawValue)]
    }

    /// How much text in `style` grows from ``referenceCategory`` to `category` (1 there, below 1
    /// in the smaller categories).
    public static func scale(of style: TextStyle, in category: ContentSizeCategory) -> Double {
        pointSize(of: style, in: category) / pointSize(of: style, in: referenceCategory)
    }
}
