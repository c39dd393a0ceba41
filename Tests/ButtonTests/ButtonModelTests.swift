import XCTest
import ButtonGroupCore

/// The iOS component's "Start" code, coalesced updates, providers and interaction of a button.
final class ButtonModelTests: XCTestCase {
    func testConfigurationsAreValues() throws {
        let original = startBaseConfiguration()
        var copy = original
        copy.title = "Changed"
        copy.background?.fillColor = RGBAColor(rgba: 0xFF0000FF)
        XCTAssertEqual(original.title, "Title")
        XCTAssertNil(original.background?.fillColor)
        XCTAssertNotEqual(copy, original)
    }

    func testTheStartCode() throws {
        let button1 = makeButton()
        let button2 = makeButton(ButtonConfiguration(), provider: .plain)
        button2.baseConfiguration = button1.baseConfiguration
        XCTAssertEqual(try button2.effectiveConfiguration, try button1.effectiveConfiguration)

        _ = try button1.layout(size: Size(width: 240, height: 60), scale: 2, direction: .leftToRight)
        XCTAssertNoThrow(try button1.pointer(.down, at: Point(x: 100, y: 30)))
        XCTAssertTrue(button1.isHighlighted)
        let button3 = makeButton(try button1.effectiveConfiguration, provider: .none)
        let tint = builtInStyle.tint
        XCTAssertEqual(try button3.effectiveConfiguration.foregroundColor, tint.withAlphaMultiplied(by: 0.75),
                       "button1's highlighted look, frozen into button3's base")

        let before = button1.updateCount
        button1.baseConfiguration.title = "Update Title"
        button1.baseConfiguration.image = nil
        button1.baseConfiguration.background?.fillColor = RGBAColor(rgba: 0xFFFFFFFF)
        button1.baseConfiguration.background?.cornerStyle = .capsule
        XCTAssertEqual(button1.updateCount, before, "nothing updated yet")
        XCTAssertTrue(button1.needsUpdate)
        XCTAssertTrue(try button1.flush())
        XCTAssertEqual(button1.updateCount, before + 1, "four changes, one update")
        XCTAssertFalse(try button1.flush(), "nothing pending")
        XCTAssertEqual(try button1.effectiveConfiguration.title, "Update Title")
        XCTAssertEqual(try button1.effectiveConfiguration.background?.fillColor, RGBAColor(rgba: 0xFFFFFFFF).withAlphaMultiplied(by: 0.75))
    }

    func testReadingAResultFlushesOnceAndRepeatedReadsDoNothing() throws {
        let button = makeButton()
        XCTAssertEqual(button.updateCount, 0, "created lazily")
        for index in 0..<10 { button.baseConfiguration.title = "Title \(index)" }
        button.isSelected = true
        _ = try button.layout(size: Size(width: 300, height: 60), scale: 1, direction: .leftToRight)
        _ = try button.sizeThatFits()
        _ = try button.effectiveConfiguration
        XCTAssertEqual(button.updateCount, 1)
        button.isSelected = true  // unchanged: no update
        XCTAssertFalse(try button.flush())
    }

    func testPlainProviderDimsDisabledOverHighlighted() throws {
        var base = startBaseConfiguration()
        base.titleColor = RGBAColor(rgba: 0x112233FF)
        base.background?.fillColor = RGBAColor(rgba: 0x445566FF)
        base.background?.strokeColor = RGBAColor(rgba: 0x778899FF)
        let button = makeButton(base)
        XCTAssertNil(try button.effectiveConfiguration.foregroundColor, "normal: unchanged")
        button.isSelected = true
        XCTAssertEqual(try button.effectiveConfiguration, base, "selected: unchanged")
        _ = try button.layout(size: Size(width: 300, height: 60), scale: 1, direction: .leftToRight)
        XCTAssertNoThrow(try button.pointer(.down, at: Point(x: 10, y: 10)))
        XCTAssertEqual(try button.effectiveConfiguration.titleColor, RGBAColor(rgba: 0x112233BF), "0xFF × 0.75")
        button.isEnabled = false
        let disabled = try button.effectiveConfiguration
        XCTAssertEqual(disabled.titleColor, RGBAColor(rgba: 0x11223380), "disabled wins: 0xFF × 0.5")
        XCTAssertEqual(disabled.background?.fillColor, RGBAColor(rgba: 0x44556680))
        XCTAssertEqual(disabled.background?.strokeColor, RGBAColor(rgba: 0x77889980))
        XCTAssertEqual(disabled.foregroundColor, builtInStyle.tint.withAlphaMultiplied(by: 0.5))
    }

    func testStyledProvidersComeFromTheThemeAndChainToThePlainOne() throws {
        let outline = try XCTUnwrap(Theme.builtIn.buttonStylePreset("primaryOutline"))
        let filled = try XCTUnwrap(Theme.builtIn.buttonStylePreset("primaryFilled"))
        XCTAssertNil(Theme.builtIn.buttonStylePreset("nope"))
        let purple = RGBAColor(rgba: 0x6E3FD8FF)
        let button = makeButton(startBaseConfiguration(), provider: .styled(outline))
        var effective = try button.effectiveConfiguration
        XCTAssertEqual(effective.background?.strokeColor, purple)
        XCTAssertEqual(effective.background?.strokeWidth, 1)
        XCTAssertEqual(effective.background?.cornerStyle, .capsule)
        XCTAssertEqual(effective.foregroundColor, purple)
        button.provider = .styled(filled)
        effective = try button.effectiveConfiguration
        XCTAssertEqual(effective.background?.fillColor, purple)
        XCTAssertNil(effective.background?.strokeColor)
        XCTAssertEqual(effective.foregroundColor, RGBAColor(rgba: 0xFFFFFFFF))
        button.isEnabled = false
        XCTAssertEqual(try button.effectiveConfiguration.background?.fillColor, purple.withAlphaMultiplied(by: 0.5), "then super.update")

        // A theme restyles a preset; names the defaults do not define are unknown keys.
        let json = ##"{"parameters": {"button": {"styles": {"primaryFilled": {"fillColor": "#FF0000", "cornerStyle": 6}, "mine": {"strokeWidth": 2}}}}}"##
        let theme = try Theme.load(json: Array(json.utf8))
        let restyled = try XCTUnwrap(theme.buttonStylePreset("primaryFilled"))
        XCTAssertEqual(restyled.fillColor, RGBAColor(rgba: 0xFF0000FF))
        XCTAssertEqual(restyled.cornerStyle, .fixed(6))
        XCTAssertEqual(restyled.imagePadding, 10, "the rest: the default preset's")
        XCTAssertNil(theme.buttonStylePreset("mine"))
        XCTAssertTrue(theme.warnings.contains { $0.contains("unknown key 'mine'") }, "\(theme.warnings)")
    }

    func testACustomProviderEditsForTheStateAndMayChain() throws {
        let provider = ConfigurationProvider.custom { configuration, context in
            if context.state.contains(.selected) { configuration.title = "On" }
            ConfigurationProvider.dim(&configuration, context)
        }
        let button = makeButton(startBaseConfiguration(), provider: provider)
        XCTAssertEqual(try button.effectiveConfiguration.title, "Title")
        button.isSelected = true
        XCTAssertEqual(try button.effectiveConfiguration.title, "On")
        button.isEnabled = false
        XCTAssertEqual(try button.effectiveConfiguration.foregroundColor, builtInStyle.tint.withAlphaMultiplied(by: 0.5))
    }

    func testPointerTracksLikeAControlAndUpdatesOncePerChange() throws {
        let button = makeButton()
        XCTAssertThrowsError(try button.pointer(.down, at: Point(x: 1, y: 1))) { XCTAssertEqual($0 as? ButtonStateError, .notLaidOut) }
        _ = try button.layout(size: Size(width: 200, height: 50), scale: 1, direction: .leftToRight)
        let start = button.updateCount
        XCTAssertFalse(try button.pointer(.down, at: Point(x: 100, y: 25)))
        XCTAssertTrue(button.state.contains(.highlighted))
        XCTAssertFalse(try button.pointer(.move, at: Point(x: 500, y: 25)))
        XCTAssertFalse(button.isHighlighted, "dragged out")
        XCTAssertFalse(try button.pointer(.move, at: Point(x: 100, y: 25)))
        XCTAssertTrue(button.isHighlighted, "dragged back")
        XCTAssertEqual(button.updateCount, start, "pointer events never force an update")
        XCTAssertTrue(try button.pointer(.up, at: Point(x: 100, y: 25)), "up inside fires")
        XCTAssertFalse(button.isHighlighted)
        XCTAssertTrue(try button.flush())
        XCTAssertEqual(button.updateCount, start + 1, "four highlight changes, one update")
        XCTAssertFalse(try button.pointer(.down, at: Point(x: 100, y: 25)))
        XCTAssertFalse(try button.pointer(.up, at: Point(x: 100, y: 500)), "up outside fires nothing")
        XCTAssertFalse(try button.pointer(.down, at: Point(x: 100, y: 25)))
        XCTAssertFalse(try button.pointer(.cancel, at: Point(x: 100, y: 25)))
        button.isEnabled = false
        XCTAssertFalse(try button.pointer(.down, at: Point(x: 100, y: 25)))
        XCTAssertFalse(try button.pointer(.up, at: Point(x: 100, y: 25)), "disabled never fires")
        XCTAssertFalse(button.activate())
        XCTAssertFalse(button.setFocused(true), "a disabled button cannot take focus")
        button.isEnabled = true
        XCTAssertTrue(button.activate())
        XCTAssertTrue(button.setFocused(true))
        XCTAssertTrue(button.state.contains(.focused))
        button.isEnabled = false
        XCTAssertEqual(button.state, .disabled, "disabling takes focus away")
    }

    func testAccessibilityDescribesTheButton() throws {
        var base = startBaseConfiguration()
        base.showsActivityIndicator = true
        let button = makeButton(base)
        _ = try button.layout(size: Size(width: 200, height: 50), scale: 1, direction: .leftToRight)
        button.isSelected = true
        var node = try button.accessibility()
        XCTAssertEqual(node.label, "Title")
        XCTAssertEqual(node.value, "Subtitle")
        XCTAssertTrue(node.isBusy)
        XCTAssertTrue(node.isSelected)
        XCTAssertEqual(node.frame, Rect(x: 0, y: 0, width: 200, height: 50))
        button.accessibilityLabel = "Home"
        button.isEnabled = false
        node = try button.accessibility()
        XCTAssertEqual(node.label, "Home")
        XCTAssertFalse(node.isEnabled)
    }

    func testAFailingProviderChangesNothingAndTheUpdateStaysPending() throws {
        final class Switch { var failing = false }
        let failure = Switch()
        let provider = ConfigurationProvider.custom { configuration, _ throws(ProviderFailure) in
            if failure.failing { throw ProviderFailure("host provider returned -1") }
            configuration.title = (configuration.title ?? "") + "!"
        }
        let button = makeButton(startBaseConfiguration(), provider: provider)
        XCTAssertEqual(try button.effectiveConfiguration.title, "Title!")
        let count = button.updateCount
        failure.failing = true
        button.baseConfiguration.title = "New"
        XCTAssertThrowsError(try button.flush()) { XCTAssertEqual($0 as? ProviderFailure, ProviderFailure("host provider returned -1")) }
        XCTAssertThrowsError(try button.layout(size: Size(width: 100, height: 40), scale: 1, direction: .leftToRight))
        XCTAssertEqual(button.updateCount, count, "no update ran")
        XCTAssertTrue(button.needsUpdate)
        failure.failing = false
        XCTAssertEqual(try button.effectiveConfiguration.title, "New!")
        XCTAssertEqual(button.updateCount, count + 1)
    }
}
