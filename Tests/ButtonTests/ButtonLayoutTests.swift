import XCTest
import ButtonGroupCore

/// A button's layout: content, truncation, background, paint, measuring.
final class ButtonLayoutTests: XCTestCase {
    func testSizeThatFitsShowsEverythingWholeAndLaysOutTheStartButton() throws {
        let button = makeButton()
        let size = try button.sizeThatFits()
        // 8 pt per scalar: "Subtitle" 64, "Title" 40; image 20 (button/iconSize); insets 40 + 40, 10 + 10.
        XCTAssertEqual(size, Size(width: 40 + 20 + 10 + 64 + 40, height: 10 + 40 + 10))
        let layout = try button.layout(size: size, scale: 2, direction: .leftToRight)
        XCTAssertEqual(layout.title, .whole)
        XCTAssertEqual(layout.subtitle, .whole)
        XCTAssertEqual(layout.imageFrame, Rect(x: 40, y: 20, width: 20, height: 20))
        XCTAssertEqual(layout.titleFrame, Rect(x: 70, y: 10, width: 40, height: 20))
        XCTAssertEqual(layout.subtitleFrame, Rect(x: 70, y: 30, width: 64, height: 20))
        let rtl = try button.layout(size: size, scale: 2, direction: .rightToLeft)
        XCTAssertEqual(rtl.imageFrame?.x, 174 - 40 - 20, "leading is the right")
        XCTAssertEqual(rtl.subtitleFrame?.maxX, rtl.titleFrame?.maxX, "aligned toward the image")
    }

    func testTextsTruncateToTheRoomLeft() throws {
        let button = makeButton()
        let layout = try button.layout(size: Size(width: 140, height: 60), scale: 1, direction: .leftToRight)
        // Room: 140 - 80 - 20 - 10 = 30: "Title" (40) and "Subtitle" (64) are cut.
        XCTAssertTrue(layout.title.isTruncated)
        XCTAssertTrue(layout.subtitle.isTruncated)
        XCTAssertLessThanOrEqual(layout.titleFrame?.width ?? 0, 30)
    }

    func testTheActivityIndicatorTakesTheImagesPlace() throws {
        var base = startBaseConfiguration()
        base.showsActivityIndicator = true
        let layout = try makeButton(base).layout(size: Size(width: 300, height: 60), scale: 1, direction: .leftToRight)
        XCTAssertNil(layout.imageFrame)
        XCTAssertEqual(layout.activityIndicatorFrame?.width, 20)
    }

    func testBackgroundAndPaint() throws {
        var base = startBaseConfiguration()
        base.background?.cornerStyle = .capsule
        base.background?.strokeWidth = 2
        base.background?.strokeOutset = 3
        base.titleColor = RGBAColor(rgba: 0x000000FF)
        let layout = try makeButton(base, provider: .none).layout(size: Size(width: 200, height: 50), scale: 1, direction: .leftToRight)
        let background = try! XCTUnwrap(layout.background)
        XCTAssertEqual(background.cornerRadius, 25)
        XCTAssertEqual(background.strokeFrame, Rect(x: -3, y: -3, width: 206, height: 56))
        XCTAssertEqual(background.strokeCornerRadius, 28)
        XCTAssertEqual(layout.paint.stroke, builtInStyle.tint, "no stroke color: the foreground")
        XCTAssertEqual(layout.paint.title, RGBAColor(rgba: 0x000000FF))
        XCTAssertEqual(layout.paint.subtitle, builtInStyle.tint)
        base.background = nil
        XCTAssertNil(try makeButton(base).layout(size: Size(width: 200, height: 50), scale: 1, direction: .leftToRight).background)
    }

    func testARelayoutMeasuresNothingItHasSeen() throws {
        let measurer = CountingTextMeasurer()
        let button = ButtonModel(baseConfiguration: startBaseConfiguration(), provider: .plain, style: builtInStyle,
                                 measuring: measuring(measurer))
        let widths = Array(stride(from: 100.0, to: 300, by: 3.5))
        for width in widths { _ = try button.layout(size: Size(width: width, height: 60), scale: 2, direction: .leftToRight) }
        let calls = measurer.calls  // the texts and, for truncation, their graphemes: measured once
        for width in widths.reversed() {
            _ = try button.layout(size: Size(width: width + 0.25, height: 60), scale: 2, direction: .leftToRight)
        }
        button.isSelected = true  // an update: the texts are the same
        _ = try button.layout(size: Size(width: 210, height: 60), scale: 2, direction: .rightToLeft)
        XCTAssertEqual(measurer.calls, calls)
    }

    func testTheHostMeasuresImagesWhenTheConfigurationGivesNoSize() throws {
        let sizes = ButtonLayoutEngine.Measuring(text: TextMeasureCache(measurer: CountingTextMeasurer()),
                                                 image: { $0 == "house.circle.fill" ? Size(width: 32, height: 30) : nil })
        let button = ButtonModel(baseConfiguration: startBaseConfiguration(), provider: .none, style: builtInStyle, measuring: sizes)
        XCTAssertEqual(try button.sizeThatFits().width, 40 + 32 + 10 + 64 + 40)
        var base = startBaseConfiguration()
        base.image = ButtonImage(name: "house.circle.fill", size: Size(width: 12, height: 12))
        button.baseConfiguration = base
        XCTAssertEqual(try button.sizeThatFits().width, 40 + 12 + 10 + 64 + 40, "the configuration's size wins")
    }
}
