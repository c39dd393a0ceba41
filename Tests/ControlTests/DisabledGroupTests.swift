import XCTest
import ButtonGroupCore

/// A whole group disabled (SwiftUI's `.disabled(true)` on a ControlGroup): every control drawn
/// dimmed, taps and focus ignored, accessibility says not enabled, menus mark it disabled.
final class DisabledGroupTests: XCTestCase {
    private func disabled(_ group: ControlGroup) -> ControlGroup {
        var group = group
        group.isDisabled = true
        return group
    }

    func testEveryCellIsDisabledDimmedAndNotEnabledToAccessibility() {
        let items = [ToolbarItem(group: disabled(ControlFixture.zoom())), ToolbarItem(group: ControlFixture.group("on"))]
        let layout = ControlFixture.model(items).layout(in: ControlFixture.viewport(600))
        let zoom = layout.segments.filter { $0.item == 0 }, other = layout.segments.filter { $0.item == 1 }
        XCTAssertEqual(zoom.count, 2)
        XCTAssertTrue(zoom.allSatisfy { $0.content.state.contains(.disabled) })
        XCTAssertTrue(other.allSatisfy { !$0.content.state.contains(.disabled) })
        XCTAssertEqual(layout.accessibility.filter { $0.role == .button }.map(\.isEnabled), [false, false, true, true])
        XCTAssertEqual(layout.targets.map(\.isEnabled), [false, false, true, true])
        // Drawn dimmed: the same cell enabled shows other colours.
        let enabled = ControlFixture.model([ToolbarItem(group: ControlFixture.zoom())]).layout(in: ControlFixture.viewport(600))
        XCTAssertNotEqual(zoom[0].content, enabled.segments[0].content)
    }

    func testTapsAndFocusIgnoreIt() throws {
        let model = ControlFixture.model([ToolbarItem(group: disabled(ControlFixture.zoom())),
                                          ToolbarItem(group: ControlFixture.group("on"))])
        let layout = model.layout(in: ControlFixture.viewport(600))
        let cell = layout.segments[0].frame
        XCTAssertEqual(try model.tap(at: Point(x: cell.midX, y: cell.midY)), [])
        XCTAssertEqual(try model.focus(.first), ControlTargetKey(kind: .button, item: 1, button: 0))
    }

    func testAMenuGroupCannotOpenAndItsOverflowEntriesAreDisabled() throws {
        let arrange = disabled(ControlGroup(label: ControlLabel(title: "Arrange", image: "square.3.layers.3d"),
                                            buttons: [ControlButton(title: "Front"), ControlButton(title: "Back")], style: .menu))
        let model = ControlFixture.model([ToolbarItem(group: arrange)])
        let cell = model.layout(in: ControlFixture.viewport(400)).segments[0]
        XCTAssertTrue(cell.content.state.contains(.disabled))
        XCTAssertEqual(try model.tap(at: Point(x: cell.frame.midX, y: cell.frame.midY)), [])
        let items = [ToolbarItem(group: disabled(ControlFixture.zoom()))]
        let menu = ControlMenu.overflow([0], of: items)
        XCTAssertEqual(menu.entries.map(\.isDisabled), [true, true, true])
    }
}
