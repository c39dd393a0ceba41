import XCTest
import ButtonGroupCore

/// A toolbar running out of width: whole groups move into the overflow menu in the documented
/// order, at queryable breakpoints, with hysteresis, never the focused or pressed group.
final class ToolbarOverflowTests: XCTestCase {
    private let style = ControlFixture.style

    /// Four groups: one navigation, one principal, two primary actions.
    private func items() -> [ToolbarItem] {
        [ToolbarItem(group: ControlFixture.group("nav"), placement: .navigation),
         ToolbarItem(group: ControlFixture.group("centre"), placement: .principal),
         ToolbarItem(group: ControlFixture.group("share"), placement: .primaryAction),
         ToolbarItem(group: ControlFixture.group("edit"), placement: .primaryAction)]
    }

    /// The items in the overflow as the width shrinks one point at a time from `from` to `to`.
    private func overflowSequence(_ model: ToolbarModel, from: Double, to: Double) -> [[Int]] {
        var seen: [[Int]] = []
        for width in stride(from: from, through: to, by: -1) {
            let overflowed = model.layout(in: ControlFixture.viewport(width)).overflowed
            if seen.last != overflowed { seen.append(overflowed) }
        }
        return seen
    }

    func testGroupsLeaveTrailingFirstLaterFirstNavigationLast() {
        let model = ControlFixture.model(items())
        XCTAssertEqual(overflowSequence(model, from: 600, to: 0), [[], [3], [2, 3], [1, 2, 3], [0, 1, 2, 3]])
    }

    func testAHostPriorityWins() {
        var items = items()
        items[0].priority = -1  // navigation leaves first
        items[3].priority = 5   // edit leaves last
        let order = ControlFixture.model(items).breakpoints().map(\.item)
        XCTAssertEqual(order, [0, 2, 1, 3])
    }

    func testBreakpointsAreTheExactWidths() {
        let model = ControlFixture.model(items())
        let breakpoints = model.breakpoints()
        XCTAssertEqual(breakpoints.map(\.item), [3, 2, 1, 0])
        for (index, breakpoint) in breakpoints.enumerated() {
            let fresh = ControlFixture.model(items())
            let atIn = fresh.layout(in: ControlFixture.viewport(breakpoint.movesIn)).overflowed
            XCTAssertFalse(atIn.contains(breakpoint.item), "at \(breakpoint.movesIn) item \(breakpoint.item) fits")
            let below = ControlFixture.model(items()).layout(in: ControlFixture.viewport(breakpoint.movesIn - 0.5)).overflowed
            XCTAssertTrue(below.contains(breakpoint.item))
            XCTAssertEqual(below.count, index + 1)
            XCTAssertEqual(breakpoint.movesOut, breakpoint.movesIn + style.overflowHysteresis)
        }
        // The first breakpoint is every group, the spacing and the paddings.
        let layout = ControlFixture.model(items()).layout(in: ControlFixture.viewport(2000))
        let groups = layout.groups.map(\.frame.width).reduce(0, +)
        XCTAssertEqual(breakpoints[0].movesIn, groups + 3 * style.toolbarSpacing + 2 * style.toolbarPadding)
    }

    func testAWidthWobblingAroundABreakpointNeverFlipsAGroup() {
        let model = ControlFixture.model(items())
        let breakpoint = model.breakpoints()[0]
        XCTAssertEqual(model.layout(in: ControlFixture.viewport(breakpoint.movesIn)).overflowed, [])
        XCTAssertEqual(model.layout(in: ControlFixture.viewport(breakpoint.movesIn - 1)).overflowed, [3])
        for width in [breakpoint.movesIn, breakpoint.movesIn + 1, breakpoint.movesOut - 0.5, breakpoint.movesIn - 1] {
            XCTAssertEqual(model.layout(in: ControlFixture.viewport(width)).overflowed, [3], "at \(width)")
        }
        XCTAssertEqual(model.layout(in: ControlFixture.viewport(breakpoint.movesOut)).overflowed, [])
    }

    func testTheFocusedGroupNeverLeavesTheNextOneGoesInstead() throws {
        let model = ControlFixture.model(items())
        let breakpoint = model.breakpoints()[0]
        _ = model.layout(in: ControlFixture.viewport(2000))
        // Focus edit's first button: reading order nav(2), centre(2), share(2), edit(2).
        _ = try model.focus(.last)
        XCTAssertEqual(model.focused, ControlTargetKey(kind: .button, item: 3, button: 1))
        let layout = model.layout(in: ControlFixture.viewport(breakpoint.movesIn - 1))
        XCTAssertFalse(layout.overflowed.contains(3))
        XCTAssertEqual(layout.overflowed, [2])
        XCTAssertEqual(model.focused, ControlTargetKey(kind: .button, item: 3, button: 1))
    }

    func testAPressedGroupStaysEvenWhenTheRelayoutMovesItsCell() throws {
        let model = ControlFixture.model(items())
        let breakpoint = model.breakpoints()[0]
        let wide = model.layout(in: ControlFixture.viewport(2000))
        let pressed = wide.segments.first { $0.item == 3 && $0.button == 0 }!.frame
        XCTAssertEqual(try model.pointer(.down, at: Point(x: pressed.midX, y: pressed.midY)), [])
        // Narrower: edit stays (share goes instead), its cell moves, and the press follows it.
        let narrow = model.layout(in: ControlFixture.viewport(breakpoint.movesIn - 1))
        XCTAssertEqual(narrow.overflowed, [2])
        let moved = narrow.segments.first { $0.item == 3 && $0.button == 0 }!
        XCTAssertNotEqual(moved.frame.x, pressed.x)
        XCTAssertTrue(moved.content.state.contains(.highlighted))
        XCTAssertEqual(model.breakpoints().map(\.item), [2, 1, 0])
        XCTAssertEqual(model.layout(in: ControlFixture.viewport(breakpoint.movesIn - 2)).overflowed, [2])
        XCTAssertEqual(try model.pointer(.up, at: Point(x: moved.frame.midX, y: moved.frame.midY)), [.action(item: 3, button: 0)])
    }

    func testTheOverflowMenuListsWholeGroupsUnderTheirLabels() throws {
        var items = items()
        items[3].group.buttons[1].isDisabled = true
        let model = ControlFixture.model(items)
        let layout = model.layout(in: ControlFixture.viewport(model.breakpoints()[1].movesIn - 1))
        XCTAssertEqual(layout.overflowed, [2, 3])
        let button = try XCTUnwrap(layout.overflowButton)
        let events = try model.tap(at: Point(x: button.midX, y: button.midY))
        guard case .presentMenu(let menu)? = events.first else { return XCTFail("no menu: \(events)") }
        XCTAssertTrue(menu.isOverflow)
        XCTAssertEqual(menu.entries.map(\.title), ["share", "share 0", "share 1", "edit", "edit 0", "edit 1"])
        XCTAssertEqual(menu.entries.map(\.parent), [nil, 0, 0, nil, 3, 3])
        XCTAssertEqual(menu.entries.map(\.isDisabled), [false, false, false, false, false, true])
        XCTAssertThrowsError(try model.chooseMenuEntry(0))  // a submenu
        XCTAssertThrowsError(try model.chooseMenuEntry(5))  // disabled: never fires
        XCTAssertNotNil(model.presentedMenu)
        XCTAssertEqual(try model.chooseMenuEntry(4), [.action(item: 3, button: 0)])
        XCTAssertNil(model.presentedMenu)
    }

    func testASingleButtonIsAPlainEntryNotASubmenu() throws {
        let share = ToolbarItem(group: ControlGroup(label: ControlLabel(title: "Share", image: "share"),
                                                    buttons: [ControlButton(title: "Share", image: "square.and.arrow.up")]))
        let unlabeled = ToolbarItem(group: ControlGroup(buttons: [ControlButton(title: "Pin", image: "pin")]))
        let items = [ToolbarItem(group: ControlFixture.group("edit")), share, unlabeled]
        let model = ControlFixture.model(items)
        let layout = model.layout(in: ControlFixture.viewport(10))
        XCTAssertEqual(layout.overflowed, [0, 1, 2])
        XCTAssertEqual(layout.diagnostics.filter { $0.kind == .unlabeledOverflow }, [], "a single button is listed as itself")
        let menu = ControlMenu.overflow(layout.overflowed, of: items)
        XCTAssertEqual(menu.entries.map(\.title), ["edit", "edit 0", "edit 1", "Share", "Pin"])
        XCTAssertEqual(menu.entries.map(\.parent), [nil, 0, 0, nil, nil])
        XCTAssertEqual(menu.entries.map(\.button), [nil, 0, 1, 0, 0])
        XCTAssertEqual(menu.entries[3].image, "square.and.arrow.up", "the button's own image")
        let button = try XCTUnwrap(layout.overflowButton)
        _ = try model.tap(at: Point(x: button.midX, y: button.midY))
        XCTAssertEqual(try model.chooseMenuEntry(4), [.action(item: 2, button: 0)])
    }

    func testNothingFitsMovesEveryGroup() {
        let layout = ControlFixture.model(items()).layout(in: ControlFixture.viewport(10))
        XCTAssertEqual(layout.overflowed, [0, 1, 2, 3])
        XCTAssertTrue(layout.groups.isEmpty)
        XCTAssertNotNil(layout.overflowButton)
    }

    func testAThousandItemsLayOutAndOverflow() {
        let many = (0..<1000).map { ToolbarItem(group: ControlFixture.group("g\($0)", count: 1)) }
        let model = ControlFixture.model(many)
        let layout = model.layout(in: ControlFixture.viewport(800))
        XCTAssertEqual(layout.groups.count + layout.overflowed.count, 1000)
        XCTAssertGreaterThan(layout.overflowed.count, 900)
        XCTAssertEqual(model.breakpoints().count, 1000)
    }
}
