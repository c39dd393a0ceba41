import XCTest
import ButtonGroupCore
@testable import BGGroup
@testable import BGFoundations

final class ButtonGroupModelTests: XCTestCase {
    private func model(_ group: [ButtonGroupItem], _ parameters: GroupParameters = Theme.builtIn.groupParameters) -> ButtonGroupModel {
        ButtonGroupModel(items: group, parameters: parameters, style: testStyle, measurer: FixedAdvanceMeasurer())
    }

    private let viewport = ButtonGroupModel.Viewport(width: 320, scale: 1, direction: .leftToRight)

    func testInteractionsBeforeTheFirstLayoutAreStateErrors() {
        let group = model(items("Pay"))
        XCTAssertThrowsError(try group.tap(at: Point(x: 1, y: 1))) { XCTAssertEqual($0 as? GroupStateError, .notLaidOut) }
        XCTAssertThrowsError(try group.focus(.next)) { XCTAssertEqual($0 as? GroupStateError, .notLaidOut) }
    }

    func testTapFiresTheActionThenTheNavigation() throws {
        let group = model([ButtonGroupItem(title: "Pay"), ButtonGroupItem(title: "Make a Payment", hasNavigation: true)])
        _ = group.layout(in: viewport)
        XCTAssertEqual(try group.tap(at: Point(x: 10, y: 20)).events, [.action(item: 0)])
        let second = try group.tap(at: Point(x: 200, y: 20))
        XCTAssertEqual(second.slot, 1)
        XCTAssertEqual(second.events, [.action(item: 1), .navigate(item: 1)])
        XCTAssertEqual(try group.tap(at: Point(x: 160, y: 20)).slot, nil, "the gap hits nothing")
    }

    func testMorePresentsTheSheetAndChoosingFiresThatItem() throws {
        var parameters = Theme.builtIn.groupParameters
        parameters.strings = GroupStrings(alertTitle: "Actions", alertMessage: nil, alertCancelButtonTitle: "Close",
                                         moreButtonAccessibilityLabel: "More")
        let group = model(items("Pay", "Cash Advance", "Transfer", "History"), parameters)
        let layout = group.layout(in: viewport)
        let more = layout.slots[2].frame
        let tap = try group.tap(at: Point(x: more.midX, y: more.midY))
        guard case .presentSheet(let sheet)? = tap.events.first, tap.events.count == 1 else { return XCTFail("\(tap.events)") }
        XCTAssertEqual(sheet.title, "Actions")
        XCTAssertNil(sheet.message)
        XCTAssertEqual(sheet.cancelTitle, "Close")
        XCTAssertEqual(sheet.entries.map(\.item), [2, 3])
        XCTAssertEqual(sheet.entries.map(\.title), ["Transfer", "History"])
        XCTAssertEqual(sheet.entries.map(\.role), [.secondary, .secondary])
        XCTAssertEqual(try group.chooseSheetItem(1), [.action(item: 3)])
        XCTAssertThrowsError(try group.chooseSheetItem(0)) { XCTAssertEqual($0 as? GroupStateError, .noSheetPresented) }
        _ = try group.tap(at: Point(x: more.midX, y: more.midY))
        XCTAssertThrowsError(try group.chooseSheetItem(2)) {
            XCTAssertEqual($0 as? GroupStateError, .indexOutOfRange(index: 2, count: 2))
        }
        try group.dismissSheet()
        XCTAssertNil(group.presentedSheet)
        XCTAssertThrowsError(try group.dismissSheet())
    }

    func testDisabledItemsNeverFireNorTakeFocus() throws {
        let group = model([ButtonGroupItem(title: "A", isDisabled: true), ButtonGroupItem(title: "B")])
        let layout = group.layout(in: viewport)
        XCTAssertEqual(layout.slots[0].state, .disabled)
        XCTAssertEqual(try group.tap(at: Point(x: 5, y: 5)).events, [])
        XCTAssertEqual(try group.activate(slot: 0), [])
        XCTAssertEqual(try group.focus(.first), 1)
        XCTAssertEqual(try group.focus(.next), 1, "wraps around to the only focusable slot")
    }

    func testPointerHighlightsTracksAndFiresOnUpInside() throws {
        let group = model(items("A", "B"))
        _ = group.layout(in: viewport)
        XCTAssertEqual(try group.pointer(.down, at: Point(x: 10, y: 10)).events, [])
        XCTAssertEqual(group.currentLayout()?.slots[0].state, .highlighted)
        _ = try group.pointer(.move, at: Point(x: 10, y: 200))
        XCTAssertEqual(group.currentLayout()?.slots[0].state, [], "dragged outside: not highlighted")
        _ = try group.pointer(.move, at: Point(x: 12, y: 12))
        XCTAssertEqual(group.currentLayout()?.slots[0].state, .highlighted, "back inside")
        let up = try group.pointer(.up, at: Point(x: 12, y: 12))
        XCTAssertEqual(up.slot, 0)
        XCTAssertEqual(up.events, [.action(item: 0)])
        XCTAssertEqual(group.currentLayout()?.slots[0].state, [])
    }

    func testPointerUpOutsideOrCancelFiresNothing() throws {
        let group = model(items("A", "B"))
        _ = group.layout(in: viewport)
        _ = try group.pointer(.down, at: Point(x: 10, y: 10))
        XCTAssertEqual(try group.pointer(.up, at: Point(x: 200, y: 10)).events, [], "up on another slot")
        _ = try group.pointer(.down, at: Point(x: 10, y: 10))
        XCTAssertEqual(try group.pointer(.cancel, at: Point(x: 10, y: 10)).events, [])
        XCTAssertEqual(try group.pointer(.up, at: Point(x: 10, y: 10)).events, [], "up without down")
    }

    func testFocusMovesInReadingOrderAndActivates() throws {
        let group = model(items("A", "B", "C", "D"))
        _ = group.layout(in: viewport)
        XCTAssertEqual(try group.focus(.next), 0)
        XCTAssertEqual(try group.focus(.next), 1)
        XCTAssertEqual(try group.focus(.next), 2)
        XCTAssertEqual(try group.focus(.next), 0)
        XCTAssertEqual(try group.focus(.previous), 2)
        XCTAssertEqual(group.currentLayout()?.slots[2].state, .focused)
        if case .presentSheet(let sheet) = try group.activateFocused().first {
            XCTAssertEqual(sheet.entries.map(\.item), [2, 3])
        } else {
            XCTFail("More should present the sheet")
        }
        XCTAssertEqual(try group.focus(.clear), nil)
        XCTAssertThrowsError(try group.activateFocused()) { XCTAssertEqual($0 as? GroupStateError, .nothingFocused) }
    }

    func testUpdateReplacesItemsAndDropsStaleState() throws {
        let group = model(items("A", "B", "C", "D"))
        let layout = group.layout(in: viewport)
        _ = try group.tap(at: Point(x: layout.slots[2].frame.midX, y: 10))
        _ = try group.focus(.first)
        group.update(items: items("Updated"))
        XCTAssertNil(group.presentedSheet)
        XCTAssertNil(group.focusedSlot)
        let relaid = try XCTUnwrap(group.currentLayout(), "relaid out at the last viewport")
        XCTAssertEqual(relaid.slots.indices.map(relaid.title(ofSlot:)), ["Updated"])
        XCTAssertEqual(relaid.slots[0].frame.width, 320)
    }

    func testAccessibilityNodesDescribeEverySlot() {
        var parameters = Theme.builtIn.groupParameters
        parameters.strings.moreButtonAccessibilityLabel = "More actions"
        let group = model([ButtonGroupItem(title: "Pay", accessibilityLabel: "Pay a bill", accessibilityIdentifier: "pay"),
                           ButtonGroupItem(title: "Transfer"), ButtonGroupItem(title: "C"), ButtonGroupItem(title: "D")], parameters)
        _ = group.layout(in: viewport)
        let nodes = (group.currentLayout()?.accessibility ?? [])
        XCTAssertEqual(nodes.map(\.label), ["Pay a bill", "Transfer", "More actions"])
        XCTAssertEqual(nodes.map(\.role), [.button, .button, .menuButton])
        XCTAssertEqual(nodes.map(\.identifier), ["pay", nil, nil])
        XCTAssertEqual(nodes.map(\.position), [1, 2, 3])
        XCTAssertEqual(nodes.map(\.count), [3, 3, 3])
    }

    func testTruncatedTitlesKeepTheFullTextForAccessibility() {
        let group = model(items("A very long title indeed"))
        _ = group.layout(in: ButtonGroupModel.Viewport(width: 80, scale: 2, direction: .leftToRight))
        XCTAssertTrue(group.currentLayout()?.slots[0].isTruncated ?? false)
        XCTAssertEqual((group.currentLayout()?.accessibility ?? []).first?.label, "A very long title indeed")
    }

    func testWithoutAPresenterMorePresentsNothing() throws {
        let group = model(items("Pay", "Cash Advance", "Transfer", "History"))
        group.canPresentSheets = false
        let more = group.layout(in: viewport).slots[2].frame
        let tap = try group.tap(at: Point(x: more.midX, y: more.midY))
        XCTAssertEqual(tap.slot, 2)
        XCTAssertEqual(tap.events, [])
        XCTAssertNil(group.presentedSheet)
        XCTAssertThrowsError(try group.chooseSheetItem(0)) { XCTAssertEqual($0 as? GroupStateError, .noSheetPresented) }
    }

    func testUpdateReportsTheSheetItDismissedAndAWithdrawnSheetIsGone() throws {
        let group = model(items("Pay", "Cash Advance", "Transfer", "History"))
        let more = group.layout(in: viewport).slots[2].frame
        guard case .presentSheet(let sheet)? = try group.tap(at: Point(x: more.midX, y: more.midY)).events.first else {
            return XCTFail("no sheet")
        }
        XCTAssertEqual(group.update(items: items("A", "B", "C", "D")), sheet)
        XCTAssertNil(group.presentedSheet)
        XCTAssertNil(group.update(items: items("A")), "nothing presented, nothing dismissed")

        _ = try group.tap(at: Point(x: more.midX, y: more.midY))  // one item now: no More
        group.update(items: items("Pay", "Cash Advance", "Transfer", "History"))
        _ = group.layout(in: viewport)
        _ = try group.tap(at: Point(x: more.midX, y: more.midY))
        let presented = try XCTUnwrap(group.presentedSheet)
        group.withdrawSheet(presented)
        XCTAssertNil(group.presentedSheet)
    }

    func testRestorePutsBackFocusSheetAndViewport() throws {
        let group = model(items("Pay", "Cash Advance", "Transfer", "History"))
        _ = group.layout(in: viewport)
        _ = try group.focus(.first)
        let saved = group.interactionState
        _ = group.layout(in: ButtonGroupModel.Viewport(width: 200, scale: 2, direction: .rightToLeft))
        _ = try group.focus(.last)
        _ = try group.activateFocused()  // More: presents the sheet
        XCTAssertNotNil(group.presentedSheet)
        group.restore(saved)
        XCTAssertEqual(group.focusedSlot, 0)
        XCTAssertNil(group.presentedSheet)
        XCTAssertEqual(group.currentLayout()?.size.width, 320, "laid out again at the saved viewport")
        XCTAssertEqual(group.currentLayout()?.slots[0].state, .focused)
    }
}
