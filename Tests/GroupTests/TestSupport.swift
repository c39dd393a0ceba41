import ButtonGroupCore
@testable import BGGroup
@testable import BGFoundations

/// A measurer where every Unicode scalar is `advance` points wide and every line `height`
/// high: the same rule the C and Python fixture runners implement, so golden layouts agree.
final class FixedAdvanceMeasurer: TextMeasuring {
    let advance: Double
    let height: Double
    private(set) var calls: [String] = []

    init(advance: Double = 8, height: Double = 20) {
        self.advance = advance
        self.height = height
    }

    func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size {
        calls.append(text)
        return Size(width: Double(text.unicodeScalars.count) * advance, height: height)
    }
}

/// A style with round numbers, independent of the default tokens.
let testStyle = GroupStyle(
    buttonHeight: 40, iconSize: 20, paddingHorizontal: 10, iconTitleSpacing: 4, minimumTouchTarget: 44,
    radii: RadiusScale(small: 4, medium: 8, large: 12),
    font: FontSpec(token: "button", family: "Test", size: 16, weight: 600))

/// Lays out `items` with the test style and an 8-point-per-scalar measurer.
func layOut(_ items: [ButtonGroupItem], _ parameters: GroupParameters = Theme.builtIn.groupParameters,
            width: Double, scale: Double = 1, direction: LayoutDirection = .leftToRight,
            previous: Int? = nil, measurer: FixedAdvanceMeasurer = FixedAdvanceMeasurer()) -> GroupLayout {
    GroupLayoutEngine.layout(
        GroupLayoutInput(items: items, parameters: parameters, style: testStyle, width: width,
                         grid: PixelGrid(scale: scale), direction: direction, previousVisibleItemCount: previous),
        measure: TextMeasureCache(measurer: measurer))
}

/// Items titled `titles`.
func items(_ titles: String...) -> [ButtonGroupItem] {
    titles.map { ButtonGroupItem(title: $0) }
}
