import XCTest
import ButtonGroupCore

/// A group's picture draws what the layout decided: one shape per slot in its theme colours,
/// the titles shown (truncated as laid out), a focus ring, RTL mirrored, the sheet on request.
final class GroupPictureTests: XCTestCase {
    private let theme = Theme.builtIn

    private func svg(_ model: ButtonGroupModel, width: Double, direction: LayoutDirection = .leftToRight,
                     options: PictureOptions = PictureOptions()) -> String {
        let layout = model.layout(in: .init(width: width, scale: 2, direction: direction))
        return GroupPicture.svg(layout, theme: theme, style: model.style, options: options)
    }

    func testEachSlotIsDrawnInItsRolesColoursWithItsTitle() throws {
        let model = groupModel(["Pay", "Transfer", "Statements"])
        let document = svg(model, width: 480)
        let parsed = try XCTUnwrap(ParsedSVG(document))
        XCTAssertEqual(parsed.texts, ["Pay", "Transfer", "Statements"])
        let secondary = theme.buttonColors(role: .secondary, state: [])
        let fills = parsed.all("path").compactMap { $0["fill"] }
        XCTAssertEqual(fills.filter { $0 == hex(secondary.background) }.count, 3, "one fill per slot")
        let root = try XCTUnwrap(parsed.elements.first)
        XCTAssertEqual(root.attributes["width"], "496", "the group's width and 8 points of padding each side")
        XCTAssertEqual(root.attributes["viewBox"], "0 0 496 64")
        XCTAssertEqual(svg(model, width: 480), document, "the same layout gives the same bytes")
    }

    func testTruncatedTitlesAreDrawnAsLaidOut() throws {
        let model = groupModel(["A very long title that cannot fit", "B"])
        let layout = model.layout(in: .init(width: 200, scale: 1, direction: .leftToRight))
        XCTAssertTrue(layout.slots[0].isTruncated)
        let parsed = try XCTUnwrap(ParsedSVG(GroupPicture.svg(layout, theme: theme, style: model.style, options: .init())))
        XCTAssertEqual(parsed.texts.first, layout.title(ofSlot: 0))
        XCTAssertTrue(parsed.texts.first?.hasSuffix("\u{2026}") ?? false)
    }

    func testTheFocusedSlotHasARingAndPressedSlotsTheirPressedColours() throws {
        let model = groupModel(["Pay", "Transfer"])
        _ = model.layout(in: .init(width: 300, scale: 2, direction: .leftToRight))
        _ = try model.focus(.first)
        let focused = try XCTUnwrap(ParsedSVG(svg(model, width: 300)))
        let ring = hex(theme.buttonColors(role: .primary, state: .focused).border)
        XCTAssertEqual(focused.all("path").filter { $0["stroke"] == ring && $0["stroke-width"] == "2" }.count, 1)
        let layout = model.layout(in: .init(width: 300, scale: 2, direction: .leftToRight))
        _ = try model.pointer(.down, at: Point(x: layout.slots[1].frame.midX, y: layout.slots[1].frame.midY))
        let pressed = try XCTUnwrap(ParsedSVG(svg(model, width: 300)))
        let pressedFill = hex(theme.buttonColors(role: .secondary, state: .highlighted).background)
        XCTAssertTrue(pressed.all("path").contains { $0["fill"] == pressedFill })
    }

    func testRightToLeftMirrorsTheSlots() throws {
        let model = groupModel(["One", "Two", "Three"])
        let ltr = textXs(try XCTUnwrap(ParsedSVG(svg(model, width: 360))))
        let rtl = textXs(try XCTUnwrap(ParsedSVG(svg(model, width: 360, direction: .rightToLeft))))
        XCTAssertEqual(ltr, ltr.sorted(), "reading order runs left to right")
        XCTAssertEqual(rtl, rtl.sorted(by: >), "and right to left")
    }

    func testTheSheetListsTheOverflowedItemsWhenAsked() throws {
        let model = groupModel(["One", "Two", "Three", "Four"])
        let without = try XCTUnwrap(ParsedSVG(svg(model, width: 360)))
        XCTAssertEqual(without.texts, ["One", "Two"])
        let with = try XCTUnwrap(ParsedSVG(svg(model, width: 360, options: PictureOptions(showsOverflow: true))))
        XCTAssertEqual(with.texts, ["One", "Two", "Three", "Four", "Cancel"])
        let nothingOver = groupModel(["One"])
        XCTAssertEqual(try XCTUnwrap(ParsedSVG(svg(nothingOver, width: 200, options: .init(showsOverflow: true)))).texts,
                       ["One"], "no sheet when nothing overflowed")
    }

    func testATransparentBackgroundDrawsNoCanvas() throws {
        let model = groupModel(["One"])
        let clear = try XCTUnwrap(ParsedSVG(svg(model, width: 200, options: PictureOptions(padding: 0, background: .clear))))
        XCTAssertNil(clear.all("rect").first { $0["width"] == "100%" })
        XCTAssertEqual(clear.elements.first?.attributes["width"], "200")
    }
}

/// `#rrggbb` of a 0xRRGGBBAA colour, as the pictures write it.
func hex(_ rgba: UInt32) -> String {
    let digits = String(rgba >> 8, radix: 16)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
}
