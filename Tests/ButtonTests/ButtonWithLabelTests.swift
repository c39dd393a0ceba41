import XCTest
import ButtonGroupCore

/// The label-and-icon button: the iOS component's two types, the label's background and insets, one
/// action for a press anywhere, an intrinsic size.
final class ButtonWithLabelTests: XCTestCase {
    private let style = Theme.builtIn.buttonWithLabelStyle

    private func labelButton(_ type: ButtonWithLabelType, measurer: TextMeasuring = CountingTextMeasurer()) -> ButtonModel {
        let button = ButtonModel(baseConfiguration: ButtonWithLabel.configuration(type, style: style), provider: .plain,
                                 style: builtInStyle, measuring: measuring(measurer))
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

    /// The iOS component's stack: the label (the title with 6 around it) and the bare icon side by
    /// side, centred. With the theme's font the title's line is 18.625 high (DejaVu Sans at 16),
    /// so the label is 30.625 high and the 20-point icon is not padded to 32.
    func testTheHeightIsTheStacksTheIconUnpadded() throws {
        let font = builtInStyle.titleFont
        let line = BuiltInTextMeasurer().measure("Info", font: font, maxWidth: .infinity).height
        let button = labelButton(.info, measurer: BuiltInTextMeasurer())
        let size = try button.sizeThatFits()
        XCTAssertEqual(line, 16 * 2384 / 2048, accuracy: 1e-9, "ascender - descender of DejaVu Sans, at 16")
        XCTAssertEqual(size.height, line + 2 * 6, accuracy: 1e-9)
        XCTAssertEqual(size.height, 30.625, accuracy: 1e-9, "about 30.7, not the icon's 20 + 2 x 6")
        // A label shorter than the icon: the icon sets the height, with no inset of its own.
        let tall = labelButton(.info, measurer: CountingTextMeasurer(advance: 8, height: 4))
        XCTAssertEqual(try tall.sizeThatFits().height, 20)
    }

    /// At 1x and at 3x, laid out at its size that fits rounded up to whole pixels: the label's
    /// background is square with the bounds top and bottom, starts at the leading edge and ends
    /// exactly where the icon begins (no overlap, no gap), its edges on pixels.
    func testTheLabelBackgroundMeetsTheIconOnThePixelGrid() throws {
        for scale in [1.0, 2.0, 3.0] {
            let button = labelButton(.alert, measurer: BuiltInTextMeasurer())
            let fits = try button.sizeThatFits()
            let size = Size(width: (fits.width * scale).rounded(.up) / scale, height: (fits.height * scale).rounded(.up) / scale)
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let layout = try button.layout(size: size, scale: scale, direction: direction)
                let label = try XCTUnwrap(layout.labelBackground), icon = try XCTUnwrap(layout.imageFrame)
                XCTAssertEqual(label.y, 0, "scale \(scale) \(direction)")
                XCTAssertEqual(label.height, size.height, accuracy: 1e-9, "scale \(scale) \(direction)")
                if direction == .leftToRight {
                    XCTAssertEqual(label.x, 0)
                    XCTAssertEqual(label.maxX, icon.x, accuracy: 1e-9, "scale \(scale): meets the icon")
                } else {
                    XCTAssertEqual(label.maxX, size.width, accuracy: 1e-9)
                    XCTAssertEqual(label.x, icon.maxX, accuracy: 1e-9, "scale \(scale) RTL: meets the icon")
                }
                for edge in [label.x, label.maxX, label.y, label.maxY] {
                    XCTAssertEqual((edge * scale).rounded(), edge * scale, accuracy: 1e-9, "on the pixel grid")
                }
            }
        }
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
