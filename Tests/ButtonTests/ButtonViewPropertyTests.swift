import XCTest
import ButtonGroupCore

/// The button's view properties: a highlight the host sets (the spec's `button1.isHighlighted =
/// true`), the view's tint, and the content alignment.
final class ButtonViewPropertyTests: XCTestCase {
    func testTheStartCodeSetsTheHighlightAsAProperty() throws {
        let button1 = makeButton()
        button1.isHighlighted = true
        XCTAssertTrue(button1.state.contains(.highlighted))
        let button3 = makeButton(try button1.effectiveConfiguration, provider: .none)
        XCTAssertEqual(try button3.effectiveConfiguration.foregroundColor, builtInStyle.tint.withAlphaMultiplied(by: 0.75))
    }

    func testHighlightChangesAreCoalesced() throws {
        let button = makeButton()
        _ = try button.flush()
        let before = button.updateCount
        button.isHighlighted = true
        button.isHighlighted = false
        button.isHighlighted = true
        button.isSelected = true
        XCTAssertEqual(button.updateCount, before)
        XCTAssertTrue(try button.flush())
        XCTAssertEqual(button.updateCount, before + 1, "four changes, one update")
        button.isHighlighted = true
        XCTAssertFalse(try button.flush(), "the same value is no change")
    }

    func testAPressAndTheHostShareOneFlagAsUIKitDoes() throws {
        let button = makeButton()
        _ = try button.layout(size: Size(width: 240, height: 60), scale: 1, direction: .leftToRight)
        button.isHighlighted = true
        _ = try button.pointer(.down, at: Point(x: 100, y: 30))
        XCTAssertTrue(button.isHighlighted)
        _ = try button.pointer(.up, at: Point(x: 100, y: 30))
        XCTAssertFalse(button.isHighlighted, "the press ended the highlight, as touch tracking does")
        _ = try button.pointer(.down, at: Point(x: 100, y: 30))
        button.isHighlighted = false
        XCTAssertFalse(button.state.contains(.highlighted), "the host un-highlights a held button")
        _ = try button.pointer(.move, at: Point(x: 500, y: 30))
        _ = try button.pointer(.move, at: Point(x: 100, y: 30))
        XCTAssertTrue(button.isHighlighted, "dragging back in highlights again")
        _ = try button.pointer(.cancel, at: Point(x: 100, y: 30))
        XCTAssertFalse(button.isHighlighted)
    }

    func testDisablingEndsAPressAndItsHighlightButNotTheHosts() throws {
        let button = makeButton()
        _ = try button.layout(size: Size(width: 240, height: 60), scale: 1, direction: .leftToRight)
        _ = try button.pointer(.down, at: Point(x: 100, y: 30))
        button.isEnabled = false
        XCTAssertFalse(button.isHighlighted)
        button.isEnabled = true
        button.isHighlighted = true
        button.isEnabled = false
        XCTAssertTrue(button.isHighlighted)
        XCTAssertEqual(try button.effectiveConfiguration.foregroundColor, builtInStyle.tint.withAlphaMultiplied(by: 0.5),
                       "disabled dims over highlighted")
    }

    func testANilStrokeTakesTheViewsTintNotTheForeground() throws {
        var base = startBaseConfiguration()
        base.foregroundColor = RGBAColor(rgba: 0xFFFFFFFF)
        base.background?.strokeWidth = 1
        let button = makeButton(base, provider: .none)
        var layout = try button.layout(size: Size(width: 240, height: 60), scale: 1, direction: .leftToRight)
        XCTAssertEqual(layout.paint.stroke, builtInStyle.tint)
        XCTAssertEqual(layout.paint.foreground, RGBAColor(rgba: 0xFFFFFFFF))
        button.tintColor = RGBAColor(rgba: 0x7B2CBFFF)
        layout = try button.layout(size: Size(width: 240, height: 60), scale: 1, direction: .leftToRight)
        XCTAssertEqual(layout.paint.stroke, RGBAColor(rgba: 0x7B2CBFFF))
        XCTAssertEqual(layout.paint.foreground, RGBAColor(rgba: 0xFFFFFFFF), "the foreground stays the configuration's")
        button.baseConfiguration.foregroundColor = nil
        layout = try button.layout(size: Size(width: 240, height: 60), scale: 1, direction: .leftToRight)
        XCTAssertEqual(layout.paint.foreground, RGBAColor(rgba: 0x7B2CBFFF), "no foreground: the tint")
        button.tintColor = nil
        XCTAssertEqual(button.tint, builtInStyle.tint)
    }

    func testThePlainProviderDimsTheTintedStroke() throws {
        var base = startBaseConfiguration()
        base.background?.strokeWidth = 2
        let button = makeButton(base)
        button.tintColor = RGBAColor(rgba: 0x7B2CBFFF)
        button.isEnabled = false
        let layout = try button.layout(size: Size(width: 240, height: 60), scale: 1, direction: .leftToRight)
        XCTAssertEqual(layout.paint.stroke, RGBAColor(rgba: 0x7B2CBFFF).withAlphaMultiplied(by: 0.5))
    }

    /// The run is 20 (the theme's icon) + 10 + 64 ("Subtitle") wide, 40 high, in a 300 x 100
    /// button less insets 10 / 40: a 220 x 80 box at (40, 10).
    func testContentAlignmentPlacesTheRunInTheBox() throws {
        let button = makeButton(startBaseConfiguration(), provider: .none)
        let size = Size(width: 300, height: 100)
        func run(_ h: ContentHorizontalAlignment, _ v: ContentVerticalAlignment,
                 _ direction: LayoutDirection = .leftToRight) throws -> ButtonLayout {
            button.contentHorizontalAlignment = h
            button.contentVerticalAlignment = v
            return try button.layout(size: size, scale: 1, direction: direction)
        }
        XCTAssertEqual(try run(.left, .top).contentFrame, Rect(x: 40, y: 10, width: 94, height: 40))
        XCTAssertEqual(try run(.left, .top).imageFrame, Rect(x: 40, y: 20, width: 20, height: 20))
        XCTAssertEqual(try run(.right, .bottom).contentFrame, Rect(x: 166, y: 50, width: 94, height: 40))
        XCTAssertEqual(try run(.center, .center).contentFrame, Rect(x: 103, y: 30, width: 94, height: 40))
        XCTAssertEqual(try run(.leading, .center).contentFrame?.x, 40)
        XCTAssertEqual(try run(.leading, .center, .rightToLeft).contentFrame?.x, 166, "leading is right in RTL")
        XCTAssertEqual(try run(.left, .center, .rightToLeft).contentFrame?.x, 40, "left stays left")
        XCTAssertEqual(try run(.trailing, .center).contentFrame?.x, 166)
        let filled = try run(.fill, .fill)
        XCTAssertEqual(filled.contentFrame, Rect(x: 40, y: 10, width: 220, height: 80), "fill stretches the block")
        XCTAssertEqual(filled.imageFrame?.x, 40)
        XCTAssertEqual(filled.titleFrame?.x, 70, "texts lead the stretched block")
    }

    func testFillStretchesAStackedBlockAndKeepsTheTitleAlignment() throws {
        var base = startBaseConfiguration()
        base.imagePlacement = .top
        base.titleAlignment = .trailing
        let button = makeButton(base, provider: .none)
        button.contentHorizontalAlignment = .fill
        button.contentVerticalAlignment = .top
        let layout = try button.layout(size: Size(width: 300, height: 120), scale: 1, direction: .leftToRight)
        XCTAssertEqual(layout.contentFrame, Rect(x: 40, y: 10, width: 220, height: 70))
        XCTAssertEqual(layout.imageFrame, Rect(x: 140, y: 10, width: 20, height: 20))
        XCTAssertEqual(layout.subtitleFrame?.maxX, 260, "trailing texts against the stretched block's edge")
    }

    func testCentredAlignmentIsTheLayoutOfBefore() throws {
        let button = makeButton()
        let centred = try button.layout(size: Size(width: 251.5, height: 77), scale: 3, direction: .rightToLeft)
        button.contentHorizontalAlignment = .left
        _ = try button.layout(size: Size(width: 251.5, height: 77), scale: 3, direction: .rightToLeft)
        button.contentHorizontalAlignment = .center
        let again = try button.layout(size: Size(width: 251.5, height: 77), scale: 3, direction: .rightToLeft)
        XCTAssertEqual(centred, again)
    }

    /// The picture's focus ring takes the view's tint, as the stroke does.
    func testTheFocusRingTakesTheViewsTint() throws {
        let button = makeButton()
        button.tintColor = RGBAColor(rgba: 0x7B2C_BFFF)
        XCTAssertTrue(button.setFocused(true))
        let layout = try button.layout(size: Size(width: 200, height: 60), scale: 2, direction: .leftToRight)
        XCTAssertEqual(layout.paint.tint, RGBAColor(rgba: 0x7B2C_BFFF))
        let svg = ButtonPicture.svg(layout, configuration: try button.effectiveConfiguration, style: builtInStyle,
                                    options: PictureOptions())
        XCTAssertTrue(svg.contains("stroke=\"#7b2cbf\" stroke-width=\"2\""), svg)
    }
}
