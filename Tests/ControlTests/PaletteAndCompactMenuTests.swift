import XCTest
import ButtonGroupCore

/// The palette (a compact row of icons at its natural width in content; in the overflow menu one
/// entry that is a row of icon buttons) and the compact menu style (one button presenting a
/// compact menu of the group's buttons; a submenu in the overflow menu).
final class PaletteAndCompactMenuTests: XCTestCase {
    private func palette() -> ControlGroup {
        ControlGroup(label: ControlLabel(title: "Insert", image: "plus"),
                     buttons: [ControlButton(title: "Photo", image: "photo"), ControlButton(title: "Info", image: "info")],
                     style: .palette)
    }

    func testAPaletteHasItsNaturalWidthInContentNotTheWidthOffered() {
        let model = ControlFixture.model([ToolbarItem(group: palette())], context: .content)
        let wide = model.layout(in: ControlFixture.viewport(600)), narrow = model.layout(in: ControlFixture.viewport(300))
        XCTAssertLessThan(wide.groups[0].frame.width, 100, "two icon cells, not the 600 offered")
        XCTAssertEqual(wide.groups[0].frame.width, wide.segments.map(\.frame.width).reduce(0, +), accuracy: 0.01)
        XCTAssertEqual(wide.groups[0].frame, narrow.groups[0].frame)
        // A segmented group beside it takes the rest.
        let both = ControlFixture.model([ToolbarItem(group: palette()), ToolbarItem(group: ControlFixture.zoom())],
                                        context: .content).layout(in: ControlFixture.viewport(600))
        XCTAssertEqual(both.groups[1].frame.maxX, 600, accuracy: 0.01)
        XCTAssertEqual(both.groups[0].frame.width, wide.groups[0].frame.width, accuracy: 0.01)
    }

    func testAPaletteInTheOverflowMenuIsARowOfIconButtons() throws {
        let items = [ToolbarItem(group: palette()), ToolbarItem(group: ControlFixture.zoom())]
        let menu = ControlMenu.overflow([0, 1], of: items)
        XCTAssertEqual(menu.entries.map(\.isPalette), [true, false, false, false, false, false])
        XCTAssertEqual(menu.entries.map(\.parent), [nil, 0, 0, nil, 3, 3])
        // Its buttons still fire from the menu.
        let model = ControlFixture.model(items)
        let layout = model.layout(in: ControlFixture.viewport(10))
        let button = try XCTUnwrap(layout.overflowButton)
        _ = try model.tap(at: Point(x: button.midX, y: button.midY))
        XCTAssertEqual(try model.chooseMenuEntry(2), [.action(item: 0, button: 1)])
    }

    func testACompactMenuIsOneButtonPresentingACompactMenu() throws {
        var zoom = ControlFixture.zoom(style: .compactMenu)
        let model = ControlFixture.model([ToolbarItem(group: zoom)])
        let layout = model.layout(in: ControlFixture.viewport(400))
        XCTAssertEqual(layout.segments.count, 1)
        XCTAssertEqual(layout.groups[0].style, .compactMenu)
        XCTAssertNotNil(layout.groups[0].menuIndicator)
        XCTAssertEqual(layout.segments[0].image, "magnifyingglass", "a toolbar shows a menu's icon")
        let cell = layout.segments[0].frame
        let events = try model.tap(at: Point(x: cell.midX, y: cell.midY))
        guard case .presentMenu(let menu)? = events.first else { return XCTFail("\(events)") }
        XCTAssertTrue(menu.isCompact)
        XCTAssertEqual(menu.entries.map(\.title), ["Zoom Out", "Zoom In"])
        XCTAssertEqual(try model.chooseMenuEntry(1), [.action(item: 0, button: 1)])
        // Nested in the overflow menu it is a submenu; a menu-style group's menu is not compact.
        XCTAssertEqual(ControlMenu.overflow([0], of: [ToolbarItem(group: zoom)]).entries.map(\.isPalette), [false, false, false])
        zoom.style = .menu
        let plain = ControlFixture.model([ToolbarItem(group: zoom)])
        let plainCell = plain.layout(in: ControlFixture.viewport(400)).segments[0].frame
        guard case .presentMenu(let plainMenu)? = try plain.tap(at: Point(x: plainCell.midX, y: plainCell.midY)).first
        else { return XCTFail("no menu") }
        XCTAssertFalse(plainMenu.isCompact)
    }
}
