import XCTest
import ButtonGroupCore

/// The label-and-icon button: the iOS component's two types, the label's background and insets, one
/// action for a press anywhere, an intrinsic size.
final class ButtonWithLabelTests: XCTestCase {
    private let style = Theme.builtIn.buttonWithLabelStyle

    private func labelButton(_ type: ButtonWithLabelType) -> ButtonModel {
        let button = ButtonModel(baseConfiguration: ButtonWithLabel.configuration(type, style: style), provider: .plain,
                                 style: builtInStyle, measuring: measuring())
        button.labelDecoration = style.labelDecoration
        return button
    }

    func testTheTwoTypes() {
        let info = ButtonWithLabel.configuration(.info, style: style)
        XCTAssertEqual(info.title, "Info")
        XCTAssertEqual(info.image?.name, "questionmark.circle")
        let alert = ButtonWithLabel.configuration(.alert, style: style)
        XCTAssertEqual(alert.title, "Alert")
        XCTAssertEqual(alert.image?.name, "exclamationmark.circle")
        XCTAssertEqual(style.labelInsets, 6)
        XCTAssertEqual(style.labelBackground, RGBAColor(rgba: 0xFFFFFFCC), "white at 80 %")
    }

    func testTheLabelThenTheIconCentredOnOneLine() throws {
        let button = labelButton(.info)
        let size = try button.sizeThatFits()
        // "Info" 4 x 8 = 32 wide, 20 high; 6 around it; the icon 20 after the label's inset.
        XCTAssertEqual(size, Size(width: 6 + 32 + 6 + 20, height: 6 + 20 + 6))
        let layout = try button.layout(size: size, scale: 2, direction: .leftToRight)
        XCTAssertEqual(layout.titleFrame, Rect(x: 6, y: 6, width: 32, height: 20))
        XCTAssertEqual(layout.labelBackground, Rect(x: 0, y: 0, width: 44, height: 32), "the title grown by 6")
        XCTAssertEqual(layout.imageFrame, Rect(x: 44, y: 6, width: 20, height: 20), "the icon follows the label, centred")
        XCTAssertEqual(layout.paint.labelBackground, RGBAColor(rgba: 0xFFFFFFCC))
        XCTAssertNil(layout.background, "no background of its own")
        let rtl = try button.layout(size: size, scale: 2, direction: .rightToLeft)
        XCTAssertEqual(rtl.imageFrame?.x, 0, "right to left: the icon leads on the left")
    }

    func testAPressAnywhereFiresItsOneAction() throws {
        let button = labelButton(.alert)
        let size = try button.sizeThatFits()
        _ = try button.layout(size: size, scale: 1, direction: .leftToRight)
        for x in [2.0, size.width / 2, size.width - 2] {  // on the label, between, on the icon
            XCTAssertFalse(try button.pointer(.down, at: Point(x: x, y: size.height / 2)))
            XCTAssertTrue(try button.pointer(.up, at: Point(x: x, y: size.height / 2)))
        }
    }
}
