import XCTest
import ButtonGroupCore

/// SwiftUI's toolbar placements as iOS places them: the bar each goes to, where on it, the
/// secondary actions always in the overflow menu, the bottom and keyboard bars stacked below the
/// top bar.
final class ToolbarBarsTests: XCTestCase {
    private let style = ControlFixture.style

    private func item(_ name: String, _ placement: ToolbarPlacement) -> ToolbarItem {
        ToolbarItem(group: ControlFixture.group(name, count: 1), placement: placement)
    }

    func testEveryPlacementHasItsBarAndSection() throws {
        let expected: [ToolbarPlacement: (ToolbarBar, BarSection)] = [
            .automatic: (.top, .trailing), .navigation: (.top, .leading), .principal: (.top, .centre),
            .primaryAction: (.top, .trailing), .secondaryAction: (.top, .overflowMenu),
            .confirmationAction: (.top, .trailing), .cancellationAction: (.top, .leading),
            .destructiveAction: (.top, .trailing), .status: (.bottom, .centre), .topBarLeading: (.top, .leading),
            .topBarTrailing: (.top, .trailing), .bottomBar: (.bottom, .leading), .keyboard: (.keyboard, .leading),
        ]
        XCTAssertEqual(expected.count, ToolbarPlacement.allCases.count)
        for placement in ToolbarPlacement.allCases {
            let (bar, section) = try XCTUnwrap(expected[placement])
            XCTAssertEqual(placement.bar, bar, "\(placement)")
            XCTAssertEqual(placement.section, section, "\(placement)")
        }
    }

    func testAModalsCancelIsLeadingItsConfirmationTrailing() {
        let items = [item("add", .confirmationAction), item("title", .principal), item("cancel", .cancellationAction)]
        let layout = ControlFixture.model(items).layout(in: ControlFixture.viewport(600))
        XCTAssertEqual(layout.groups.map(\.item), [2, 1, 0])
        XCTAssertEqual(layout.groups[0].frame.x, style.toolbarPadding)
        XCTAssertEqual(layout.groups[2].frame.maxX, 600 - style.toolbarPadding)
        XCTAssertEqual(layout.bars.map(\.bar), [.top])
        XCTAssertNil(layout.overflowButton)
    }

    func testSecondaryActionsAreAlwaysInTheOverflowMenu() {
        let items = [item("share", .primaryAction), item("sort", .secondaryAction), item("edit", .topBarLeading)]
        let model = ControlFixture.model(items)
        let wide = model.layout(in: ControlFixture.viewport(2000))
        XCTAssertEqual(wide.overflowed, [1])
        XCTAssertNotNil(wide.overflowButton)
        XCTAssertEqual(Set(wide.groups.map(\.item)), [0, 2])
        // The secondary action has no breakpoint: it never shows.
        XCTAssertFalse(model.breakpoints().contains { $0.item == 1 })
        // The others leave by the usual rules (the trailing end first) and join it in the menu.
        let narrow = model.layout(in: ControlFixture.viewport(60))
        XCTAssertEqual(narrow.overflowed, [0, 1, 2])
        XCTAssertEqual(model.breakpoints().map(\.item), [0, 2])
    }

    func testTheBottomBarStacksBelowTheTopBarWithStatusCentred() {
        let items = [item("compose", .bottomBar), .flexibleSpace(placement: .bottomBar), item("status", .status),
                     .flexibleSpace(placement: .bottomBar), item("filter", .bottomBar), item("back", .navigation)]
        let layout = ControlFixture.model(items).layout(in: ControlFixture.viewport(500))
        let bar = style.toolbarHeight
        XCTAssertEqual(layout.bars.map(\.bar), [.top, .bottom])
        XCTAssertEqual(layout.bars[1].frame, Rect(x: 0, y: bar, width: 500, height: bar))
        XCTAssertEqual(layout.size, Size(width: 500, height: 2 * bar))
        let frames = Dictionary(uniqueKeysWithValues: layout.groups.map { ($0.item, $0.frame) })
        XCTAssertLessThan(frames[5]!.maxY, bar + 0.001, "navigation on the top bar")
        for bottom in [0, 2, 4] { XCTAssertGreaterThanOrEqual(frames[bottom]!.y, bar) }
        XCTAssertEqual(frames[0]!.x, style.toolbarPadding)
        XCTAssertEqual(frames[2]!.midX, 250, accuracy: 0.5)
        XCTAssertEqual(frames[4]!.maxX, 500 - style.toolbarPadding)
        // Reading order: the top bar first.
        XCTAssertEqual(layout.groups.map(\.item), [5, 0, 2, 4])
    }

    func testABottomBarAloneHasNoTopBarAndTheKeyboardBarComesLast() {
        let bottom = ControlFixture.model([item("trash", .bottomBar)]).layout(in: ControlFixture.viewport(300))
        XCTAssertEqual(bottom.bars.map(\.bar), [.bottom])
        XCTAssertEqual(bottom.bars[0].frame.y, 0)
        let all = ControlFixture.model([item("done", .keyboard), item("trash", .bottomBar), item("back", .navigation)])
            .layout(in: ControlFixture.viewport(300))
        XCTAssertEqual(all.bars.map(\.bar), [.top, .bottom, .keyboard])
        XCTAssertEqual(all.bars[2].frame.y, 2 * style.toolbarHeight)
        let empty = ControlFixture.model([]).layout(in: ControlFixture.viewport(300))
        XCTAssertEqual(empty.bars.map(\.bar), [.top])
    }

    func testTheBottomBarNeverOverflowsItGrowsTheWidth() {
        let tools = ToolbarItem(group: ControlFixture.group("tool", count: 8), placement: .bottomBar)
        let layout = ControlFixture.model([tools, item("done", .primaryAction)]).layout(in: ControlFixture.viewport(120))
        XCTAssertFalse(layout.overflowed.contains(0))
        XCTAssertGreaterThan(layout.size.width, 120)
        XCTAssertTrue(layout.bars.allSatisfy { $0.frame.width == layout.size.width })
    }

    func testRightToLeftMirrorsEveryBar() {
        let items = [item("compose", .bottomBar), item("cancel", .cancellationAction)]
        let layout = ControlFixture.model(items).layout(in: ControlFixture.viewport(400, .rightToLeft))
        for group in layout.groups { XCTAssertEqual(group.frame.maxX, 400 - style.toolbarPadding) }
    }

    func testContentIgnoresPlacements() {
        let items = [item("a", .bottomBar), item("b", .secondaryAction), item("c", .keyboard)]
        let layout = ControlFixture.model(items, context: .content).layout(in: ControlFixture.viewport(600))
        XCTAssertEqual(layout.bars, [])
        XCTAssertEqual(layout.groups.map(\.item), [0, 1, 2])
        XCTAssertEqual(layout.overflowed, [])
    }
}
