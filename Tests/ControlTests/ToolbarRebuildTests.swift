import XCTest
import ButtonGroupCore

/// A host that rebuilds its toolbar after every state change (as a SwiftUI body does) keeps
/// keyboard focus and the overflow's hysteresis; new items of another shape start over.
final class ToolbarRebuildTests: XCTestCase {
    private func history(page: Int) -> [ToolbarItem] {
        [ToolbarItem(group: ControlGroup(label: ControlLabel(title: "History"), buttons: [
            ControlButton(title: "Back", image: "chevron.left", isDisabled: page == 1),
            ControlButton(title: "Forward", image: "chevron.right", isDisabled: page == 5)]), placement: .navigation),
         ToolbarItem(group: ControlFixture.group("share")), ToolbarItem(group: ControlFixture.group("edit"))]
    }

    func testFocusStaysOnItsCellWhenTheItemsAreRebuilt() throws {
        let model = ControlFixture.model(history(page: 2))
        _ = model.layout(in: ControlFixture.viewport(2000))
        XCTAssertEqual(try model.focus(.first), ControlTargetKey(kind: .button, item: 0, button: 0))
        XCTAssertEqual(try model.focus(.next), ControlTargetKey(kind: .button, item: 0, button: 1), "Forward")
        _ = model.setItems(history(page: 3))
        let layout = model.layout(in: ControlFixture.viewport(2000))
        XCTAssertEqual(model.focused, ControlTargetKey(kind: .button, item: 0, button: 1), "still on Forward")
        XCTAssertTrue(layout.segments.contains { $0.item == 0 && $0.button == 1 && $0.content.state.contains(.focused) })
    }

    func testFocusOnACellTheRebuildDisabledIsDropped() throws {
        let model = ControlFixture.model(history(page: 4))
        _ = model.layout(in: ControlFixture.viewport(2000))
        _ = try model.focus(.first)
        _ = try model.focus(.next)
        _ = model.setItems(history(page: 5))  // Forward is disabled on the last page
        _ = model.layout(in: ControlFixture.viewport(2000))
        XCTAssertNil(model.focused)
    }

    func testItemsOfAnotherShapeStartOver() throws {
        let model = ControlFixture.model(history(page: 2))
        _ = model.layout(in: ControlFixture.viewport(2000))
        _ = try model.focus(.first)
        _ = model.setItems(Array(history(page: 2).prefix(2)))
        XCTAssertNil(model.focused)
    }

    func testARebuildKeepsTheHysteresis() throws {
        let model = ControlFixture.model(history(page: 2))
        let breakpoint = try XCTUnwrap(model.breakpoints().first)
        XCTAssertEqual(model.layout(in: ControlFixture.viewport(breakpoint.movesIn - 1)).overflowed, [breakpoint.item])
        let inBand = breakpoint.movesOut - 0.5
        XCTAssertEqual(model.layout(in: ControlFixture.viewport(inBand)).overflowed, [breakpoint.item])
        _ = model.setItems(history(page: 3))
        XCTAssertEqual(model.layout(in: ControlFixture.viewport(inBand)).overflowed, [breakpoint.item],
                       "a rebuild inside the band does not bring the group back")
    }
}
