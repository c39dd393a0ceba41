import XCTest
import ButtonGroupCore

/// SwiftUI's control sizes: a toolbar's groups drawn at mini … extra large, scaling heights,
/// icons, the title font and paddings from the theme's regular values.
final class ControlSizeTests: XCTestCase {
    private let style = ControlFixture.style

    func testRegularIsTheThemeAndEverySizeScalesItsTable() {
        XCTAssertEqual(style.sized(.regular), style)
        var heights: [Double] = []
        for size in ControlSize.allCases {
            let sized = style.sized(size), factors = ControlSizing.of(size)
            XCTAssertEqual(sized.height, style.height * factors.height, accuracy: 1e-9)
            XCTAssertEqual(sized.iconSize, style.iconSize * factors.icon, accuracy: 1e-9)
            XCTAssertEqual(sized.horizontalInset, style.horizontalInset * factors.padding, accuracy: 1e-9)
            XCTAssertEqual(sized.button.titleFont.size, style.button.titleFont.size * factors.font, accuracy: 1e-9)
            XCTAssertGreaterThanOrEqual(sized.toolbarHeight, sized.height)
            heights.append(sized.height)
        }
        XCTAssertEqual(heights, heights.sorted(), "mini … extra large grow")
        XCTAssertEqual(style.sized(.mini).button.titleFont.size, style.button.titleFont.size * 13 / 17, accuracy: 1e-9)
        XCTAssertTrue(style.sized(.mini).button.titleFont.token.hasPrefix(style.button.titleFont.family))
    }

    func testAToolbarLaysOutAgainAtItsNewSize() {
        let model = ControlFixture.model([ToolbarItem(group: ControlFixture.zoom(labelStyle: .titleAndIcon))], context: .content)
        let regular = model.layout(in: ControlFixture.viewport(300))
        model.setControlSize(.large)
        let large = model.layout(in: ControlFixture.viewport(300))
        XCTAssertEqual(model.controlSize, .large)
        XCTAssertEqual(large.groups[0].frame.height, style.height * 1.375, accuracy: 0.01)
        XCTAssertGreaterThan(large.groups[0].frame.height, regular.groups[0].frame.height)
        model.setControlSize(.mini)
        let mini = model.layout(in: ControlFixture.viewport(300))
        XCTAssertEqual(mini.groups[0].frame.height, style.height * 0.75, accuracy: 0.01)
        let title = { (layout: ToolbarLayout) in layout.segments[0].content.titleFrame?.height ?? 0 }
        XCTAssertLessThanOrEqual(title(mini), title(regular))
    }

    func testAnExtraLargeGroupFitsItsBarAndMovesTheBreakpoints() {
        let model = ControlFixture.model([ToolbarItem(group: ControlFixture.group("a")), ToolbarItem(group: ControlFixture.group("b"))])
        let regular = model.breakpoints()
        model.setControlSize(.extraLarge)
        let layout = model.layout(in: ControlFixture.viewport(400))
        for group in layout.groups {
            XCTAssertGreaterThanOrEqual(group.frame.y, 0)
            XCTAssertLessThanOrEqual(group.frame.maxY, layout.size.height)
        }
        XCTAssertGreaterThan(model.breakpoints()[0].movesIn, regular[0].movesIn)
    }
}
