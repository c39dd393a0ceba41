import XCTest
import ButtonGroupCore
@testable import BGGroup
@testable import BGFoundations

/// A relayout reuses what it took from the content (the items and parameters it keeps, the
/// resolved font) while the content revision holds; every change of content must still show.
final class RelayoutReuseTests: XCTestCase {
    private let viewport = ButtonGroupModel.Viewport(width: 320, scale: 2, direction: .leftToRight)

    private func model(measurer: any TextMeasuring = FixedAdvanceMeasurer()) -> ButtonGroupModel {
        ButtonGroupModel(items: items("Pay", "Cash Advance", "Transfer", "History"), parameters: Theme.builtIn.groupParameters,
                         style: testStyle, measurer: measurer)
    }

    private func moreSlot(_ layout: GroupLayout) -> Int? {
        (0..<layout.slotCount).first { layout.slots[$0].item == nil }
    }

    func testNewParametersShowAtTheSameWidth() throws {
        let group = model()
        for width in [320.0, 321, 322] { _ = group.layout(in: .init(width: width, scale: 2, direction: .leftToRight)) }
        var parameters = group.parameters
        parameters.moreIcon = "ic_other_more"
        parameters.strings.alertTitle = "Other title"
        parameters.strings.moreButtonAccessibilityLabel = "Other label"
        group.parameters = parameters
        let layout = group.layout(in: viewport)
        let more = try XCTUnwrap(moreSlot(layout))
        XCTAssertEqual(layout.icon(ofSlot: more), "ic_other_more")
        XCTAssertEqual(layout.accessibilityNode(ofSlot: more).label, "Other label")
        XCTAssertEqual(layout.sheet.title, "Other title")
        XCTAssertEqual(layout.parameters, parameters)
    }

    func testANewFontMeasuresAgainAtTheSameWidth() {
        let group = model(measurer: BuiltInTextMeasurer())  // measures with the font's size
        let before = group.layout(in: viewport)
        var style = group.style
        style.font.size *= 2
        group.style = style
        let after = group.layout(in: viewport)
        XCTAssertEqual(before.slots[0].titleFrame.width * 2, after.slots[0].titleFrame.width, accuracy: 1,
                       "\"Pay\" in a font twice the size is measured twice as wide (pixel-snapped)")
        XCTAssertLessThanOrEqual(after.slotCount, before.slotCount)
    }

    func testNewItemsShowAtTheSameWidth() {
        let group = model()
        _ = group.layout(in: viewport)
        _ = group.update(items: items("One", "Two"))
        let layout = group.layout(in: viewport)
        XCTAssertEqual(layout.items.map(\.title), ["One", "Two"])
        XCTAssertEqual((0..<layout.slotCount).map { layout.title(ofSlot: $0) }, ["One", "Two"])
    }
}

extension RelayoutReuseTests {
    func testLayoutsOfTheSameContentAreEqualWhateverTheirRevision() {
        let group = model()
        let once = group.layout(in: viewport)
        group.parameters = group.parameters  // a new content revision, the same content
        let again = group.layout(in: viewport)
        XCTAssertEqual(once, again)
        XCTAssertEqual(once.hashValue, again.hashValue)
        var input = GroupLayoutInput(items: items("Pay", "Cash Advance", "Transfer", "History"),
                                     parameters: Theme.builtIn.groupParameters, style: testStyle, width: 320,
                                     grid: PixelGrid(scale: 2), direction: .leftToRight)
        input.contentRevision = nil
        let standalone = GroupLayoutEngine.layout(input, measure: TextMeasureCache(measurer: FixedAdvanceMeasurer()))
        XCTAssertEqual(standalone, once, "a layout made without a revision equals the model's")
    }
}
