import XCTest
import ButtonGroupCore

/// A configuration-based button's and a toolbar's pictures.
final class ComponentPictureTests: XCTestCase {
    private func button(_ configuration: ButtonConfiguration) -> ButtonModel {
        ButtonModel(baseConfiguration: configuration, provider: .plain, style: Theme.builtIn.buttonStyle,
                    measuring: .init(text: TextMeasureCache(measurer: BuiltInTextMeasurer()), image: { _ in nil }))
    }

    private func picture(_ model: ButtonModel) throws -> ParsedSVG {
        let size = try model.sizeThatFits()
        let layout = try model.layout(size: size, scale: 2, direction: .leftToRight)
        let document = ButtonPicture.svg(layout, configuration: try model.effectiveConfiguration, style: model.style,
                                         options: PictureOptions())
        return try XCTUnwrap(ParsedSVG(document))
    }

    func testTitleSubtitleAndStyledRunsAreDrawn() throws {
        var configuration = ButtonConfiguration()
        configuration.title = "Hello world"
        configuration.titleRuns = [TextRun(start: 6, length: 5, font: nil, color: RGBAColor(rgba: 0xD92D_20FF))]
        configuration.subtitle = "Sub"
        configuration.background = BackgroundConfiguration()
        let parsed = try picture(button(configuration))
        XCTAssertEqual(parsed.texts, ["Hello world", "Sub"])
        let spans = parsed.all("tspan")
        XCTAssertEqual(spans.count, 2, "the plain part and the red run")
        XCTAssertEqual(spans.last?["fill"], "#d92d20")
        XCTAssertTrue(parsed.all("text").allSatisfy { $0["xml:space"] == "preserve" }, "spaces at run edges are kept")
    }

    func testTheActivityIndicatorReplacesTheImage() throws {
        var configuration = ButtonConfiguration()
        configuration.title = "Load"
        configuration.image = ButtonImage(name: "photo", size: nil)
        configuration.showsActivityIndicator = true
        let parsed = try picture(button(configuration))
        XCTAssertEqual(parsed.all("path").filter { $0["d"] == "M12 3v4" }.count, 8, "eight spokes")
        XCTAssertTrue(parsed.all("circle").isEmpty, "no photo")
    }

    func testAPositiveStrokeOutsetDrawsTheStrokeOutsideTheBounds() throws {
        var configuration = ButtonConfiguration()
        configuration.title = "Outset"
        var background = BackgroundConfiguration()
        background.strokeColor = RGBAColor(rgba: 0x0000_00FF)
        background.strokeWidth = 2
        background.strokeOutset = 4
        configuration.background = background
        let model = button(configuration)
        let parsed = try picture(model)
        let layout = try XCTUnwrap(try model.currentLayout())
        let geometry = try XCTUnwrap(layout.background)
        XCTAssertEqual(geometry.strokeFrame.y, -4, "the stroke frame grows by the outset")
        let stroke = try XCTUnwrap(parsed.all("path").first { $0["stroke"] == "#000000" })
        let path = try XCTUnwrap(stroke["d"])
        let top = try XCTUnwrap(Double(path.split(separator: "H")[0].split(separator: " ")[1]))
        // The button sits at 8 points of padding plus room for the outset and the focus ring (4 + 5);
        // the 2-point stroke lies inside the stroke frame (1 point in from its edge).
        XCTAssertEqual(top, 17 - 4 + 1, accuracy: 0.01)
    }

    func testAToolbarDrawsItsCellsAndItsOverflowMenu() throws {
        let items = [ToolbarItem(group: ControlGroup(label: ControlLabel(title: "History"), buttons: [
                        ControlButton(title: "Back", image: "chevron.left"), ControlButton(title: "Forward", image: "chevron.right")]),
                                 placement: .navigation),
                     ToolbarItem(group: ControlGroup(label: ControlLabel(title: "Zoom"), buttons: [
                        ControlButton(title: "Zoom Out", image: "minus.magnifyingglass"),
                        ControlButton(title: "Zoom In", image: "plus.magnifyingglass")]))]
        let style = Theme.builtIn.controlStyle
        let model = ToolbarModel(items: items, context: .toolbar, style: style,
                                 measuring: .init(text: TextMeasureCache(measurer: BuiltInTextMeasurer()), image: { _ in nil }))
        let wide = model.layout(in: .init(width: 600, scale: 2, direction: .leftToRight))
        XCTAssertTrue(wide.overflowed.isEmpty)
        let narrowLayout = model.layout(in: .init(width: 130, scale: 2, direction: .leftToRight))
        XCTAssertEqual(narrowLayout.overflowed, [1])
        let narrow = try XCTUnwrap(ParsedSVG(ToolbarPicture.svg(narrowLayout, items: items, style: style, context: .toolbar,
                                                                options: PictureOptions(showsOverflow: true))))
        XCTAssertEqual(narrow.texts, ["Zoom", "Zoom Out", "Zoom In"], "icon-only cells, the menu's texts")
        let plain = try XCTUnwrap(ParsedSVG(ToolbarPicture.svg(narrowLayout, items: items, style: style, context: .toolbar,
                                                               options: PictureOptions())))
        XCTAssertTrue(plain.texts.isEmpty)
        XCTAssertLessThan(plain.elements.count, narrow.elements.count)
    }
}
