import XCTest
import ButtonGroupCore

/// Where toolbar items go: placements, flexible spaces, right-to-left, the overflow button.
final class ToolbarPlacementTests: XCTestCase {
    private let style = ControlFixture.style

    func testPlacementsGoLeadingCentreAndTrailing() {
        let items = [ToolbarItem(group: ControlFixture.group("a"), placement: .primaryAction),
                     ToolbarItem(group: ControlFixture.group("b"), placement: .principal),
                     ToolbarItem(group: ControlFixture.group("c"), placement: .navigation)]
        let layout = ControlFixture.model(items).layout(in: ControlFixture.viewport(800))
        // Reading order: navigation, principal, primary action.
        XCTAssertEqual(layout.groups.map(\.item), [2, 1, 0])
        XCTAssertEqual(layout.groups[0].frame.x, style.toolbarPadding)
        XCTAssertEqual(layout.groups[2].frame.maxX, 800 - style.toolbarPadding)
        XCTAssertEqual(layout.groups[1].frame.midX, 400, accuracy: 0.5)
        XCTAssertEqual(layout.size, Size(width: 800, height: style.toolbarHeight))
    }

    func testAFlexibleSpacePushesTheItemsAfterIt() {
        let items = [ToolbarItem(group: ControlFixture.group("a"), placement: .navigation),
                     .flexibleSpace(placement: .navigation),
                     ToolbarItem(group: ControlFixture.group("b"), placement: .navigation),
                     ToolbarItem(group: ControlFixture.group("c"), placement: .primaryAction)]
        let layout = ControlFixture.model(items).layout(in: ControlFixture.viewport(800))
        let b = layout.groups[1].frame, c = layout.groups[2].frame
        XCTAssertEqual(b.maxX + style.toolbarSpacing, c.x, accuracy: 0.5)
    }

    func testAFlexibleSpaceWithGroupsOnOneSideOnlyReachesThePadding() {
        let leading = [ToolbarItem(group: ControlFixture.group("a"), placement: .navigation),
                       .flexibleSpace(placement: .navigation),
                       ToolbarItem(group: ControlFixture.group("b"), placement: .navigation)]
        let pushed = ControlFixture.model(leading).layout(in: ControlFixture.viewport(600))
        XCTAssertEqual(pushed.groups[0].frame.x, style.toolbarPadding)
        XCTAssertEqual(pushed.groups[1].frame.maxX, 600 - style.toolbarPadding)
        let trailing = [ToolbarItem(group: ControlFixture.group("a")), .flexibleSpace(placement: .primaryAction)]
        let alone = ControlFixture.model(trailing).layout(in: ControlFixture.viewport(600))
        XCTAssertEqual(alone.groups[0].frame.x, style.toolbarPadding)
    }

    func testRightToLeftMirrorsTheBarAndKeepsReadingOrder() {
        let items = [ToolbarItem(group: ControlFixture.group("nav"), placement: .navigation),
                     ToolbarItem(group: ControlFixture.group("act"), placement: .primaryAction)]
        let layout = ControlFixture.model(items).layout(in: ControlFixture.viewport(500, .rightToLeft))
        XCTAssertEqual(layout.groups.map(\.item), [0, 1])
        XCTAssertEqual(layout.groups[0].frame.maxX, 500 - style.toolbarPadding)
        XCTAssertEqual(layout.groups[1].frame.x, style.toolbarPadding)
    }

    func testFocusMovesThroughEveryEnabledButtonIntoTheOverflowButton() throws {
        var nav = ControlFixture.group("nav")
        nav.buttons[0].isDisabled = true
        let items = [ToolbarItem(group: nav, placement: .navigation),
                     ToolbarItem(group: ControlFixture.group("a")),
                     ToolbarItem(group: ControlFixture.group("b"))]
        let model = ControlFixture.model(items)
        let full = model.layout(in: ControlFixture.viewport(2000))
        let width = full.groups.map(\.frame.width).reduce(0, +) + 2 * style.toolbarSpacing + 2 * style.toolbarPadding - 1
        _ = model.layout(in: ControlFixture.viewport(width))
        var visited: [ControlTargetKey] = []
        for _ in 0..<5 { visited.append(try XCTUnwrap(try model.focus(.next))) }
        XCTAssertEqual(visited, [ControlTargetKey(kind: .button, item: 0, button: 1),
                                 ControlTargetKey(kind: .button, item: 1, button: 0),
                                 ControlTargetKey(kind: .button, item: 1, button: 1),
                                 .overflow,
                                 ControlTargetKey(kind: .button, item: 0, button: 1)])
        XCTAssertEqual(try model.activateFocused(), [.action(item: 0, button: 1)])
    }

    func testPressedCellsAreDrawnHighlightedAndFireOnUpInside() throws {
        let model = ControlFixture.model([ToolbarItem(group: ControlFixture.group("a"))])
        let cell = model.layout(in: ControlFixture.viewport(300)).segments[1].frame
        let inside = Point(x: cell.midX, y: cell.midY)
        XCTAssertEqual(try model.pointer(.down, at: inside), [])
        XCTAssertTrue(model.layout(in: ControlFixture.viewport(300)).segments[1].content.state.contains(.highlighted))
        XCTAssertEqual(try model.pointer(.move, at: Point(x: -50, y: -50)), [])
        XCTAssertFalse(model.layout(in: ControlFixture.viewport(300)).segments[1].content.state.contains(.highlighted))
        XCTAssertEqual(try model.pointer(.up, at: Point(x: -50, y: -50)), [])
        _ = try model.pointer(.down, at: inside)
        XCTAssertEqual(try model.pointer(.up, at: inside), [.action(item: 0, button: 1)])
    }

    func testAMenuStyleGroupHandsTheHostItsMenu() throws {
        let arrange = ControlGroup(label: ControlLabel(title: "Arrange", image: "square.3.layers.3d"),
                                   buttons: [ControlButton(title: "Bring to Front"), ControlButton(title: "Send to Back", isDisabled: true)],
                                   style: .menu)
        let model = ControlFixture.model([ToolbarItem(group: arrange)], context: .content)
        let layout = model.layout(in: ControlFixture.viewport(300))
        XCTAssertEqual(layout.segments.count, 1)
        XCTAssertEqual(layout.segments[0].title, "Arrange")
        XCTAssertEqual(layout.targets.map(\.kind), [.menu])
        XCTAssertEqual(layout.accessibility.map(\.role), [.group, .menuButton])
        let indicator = try XCTUnwrap(layout.groups[0].menuIndicator)
        XCTAssertLessThanOrEqual(indicator.maxX, layout.segments[0].frame.maxX)
        XCTAssertGreaterThan(indicator.x, try XCTUnwrap(layout.segments[0].content.titleFrame).maxX)
        let events = try model.tap(at: Point(x: layout.segments[0].frame.midX, y: layout.segments[0].frame.midY))
        guard case .presentMenu(let menu)? = events.first else { return XCTFail("\(events)") }
        XCTAssertEqual(menu.entries.map(\.title), ["Bring to Front", "Send to Back"])
        XCTAssertThrowsError(try model.chooseMenuEntry(1))
        XCTAssertEqual(try model.chooseMenuEntry(0), [.action(item: 0, button: 0)])
    }

    func testReplacingItemsWithdrawsAPresentedMenu() throws {
        let model = ControlFixture.model([ToolbarItem(group: ControlGroup(label: ControlLabel(title: "M"),
                                                                           buttons: [ControlButton(title: "x")], style: .menu))])
        let frame = model.layout(in: ControlFixture.viewport(300)).segments[0].frame
        _ = try model.tap(at: Point(x: frame.midX, y: frame.midY))
        XCTAssertNotNil(model.presentedMenu)
        XCTAssertEqual(model.setItems([]), [.dismissMenu])
        XCTAssertEqual(model.setItems([]), [])
    }

    func testAMenuWithoutALabelIsDiagnosed() {
        let blank = ControlGroup(buttons: [ControlButton(title: "Front"), ControlButton(title: "Back")], style: .menu)
        var withImage = blank
        withImage.label = ControlLabel(title: "", image: "square.3.layers.3d")
        let layout = ControlFixture.model([ToolbarItem(group: blank), ToolbarItem(group: withImage)])
            .layout(in: ControlFixture.viewport(600))
        XCTAssertEqual(layout.diagnostics.map(\.kind), [.unlabeledMenu])
        XCTAssertEqual(layout.diagnostics.map(\.item), [0])
        XCTAssertTrue(layout.diagnostics[0].description.contains("label"))
    }

    func testAPaletteReportsTheIconsItDraws() {
        let palette = ControlFixture.zoom(labelStyle: .titleOnly, style: .palette)
        let layout = ControlFixture.model([ToolbarItem(group: palette)], context: .content).layout(in: ControlFixture.viewport(300))
        XCTAssertEqual(layout.groups[0].labelStyle, .iconOnly)
        XCTAssertEqual(layout.segments.map(\.title), [nil, nil])
        XCTAssertEqual(layout.segments.map(\.image), ["minus.magnifyingglass", "plus.magnifyingglass"])
    }

    func testDiagnostics() {
        var mixed = ControlFixture.group("mixed")
        mixed.buttons[0].selection = .on
        let unlabeled = ControlGroup(buttons: [ControlButton(title: "solo", image: "solo"), ControlButton(title: "duo")])
        let items = [ToolbarItem(group: ControlFixture.group("a")), ToolbarItem(group: mixed),
                     ToolbarItem(group: ControlFixture.group("c")), ToolbarItem(group: unlabeled)]
        let layout = ControlFixture.model(items).layout(in: ControlFixture.viewport(150))
        XCTAssertEqual(layout.diagnostics.map(\.kind), [.tooManyGroups, .mixedSelection, .unlabeledOverflow])
        XCTAssertEqual(layout.diagnostics.map(\.item), [nil, 1, 3])
        XCTAssertTrue(layout.overflowed.contains(3))
        // The unlabeled group cannot be listed in the menu.
        let wide = ControlFixture.model(Array(items.prefix(3))).layout(in: ControlFixture.viewport(2000))
        XCTAssertEqual(wide.diagnostics.map(\.kind), [.mixedSelection])
    }
}
