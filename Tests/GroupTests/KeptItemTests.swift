import XCTest
import ButtonGroupCore
@testable import BGGroup
@testable import BGFoundations

/// The width policy never moves a pressed or focused item into the More sheet: it takes the
/// last item slot and the item before it goes instead; the press and the focus follow it.
final class KeptItemTests: XCTestCase {
    private let titles = ["Archive", "Move", "Flag", "Delete", "Reply all"]

    private func parameters(_ layout: GroupLayoutParameters = .allRound(spacing: 8, cornerStyle: .capsule),
                            maxVisible: Int = 0, policy: OverflowPolicy = .width) -> GroupParameters {
        var parameters = Theme.builtIn.groupParameters
        parameters.layout = layout
        parameters.overflowPolicy = policy
        parameters.maxVisible = maxVisible
        parameters.overflowHysteresis = 8
        return parameters
    }

    private func layOut(width: Double, kept: Int?, _ parameters: GroupParameters? = nil,
                        titles: [String]? = nil) -> GroupLayout {
        let items = (titles ?? self.titles).map { ButtonGroupItem(title: $0) }
        return GroupLayoutEngine.layout(
            GroupLayoutInput(items: items, parameters: parameters ?? self.parameters(), style: testStyle, width: width,
                             grid: PixelGrid(scale: 1), direction: .leftToRight, keptItem: kept),
            measure: TextMeasureCache(measurer: FixedAdvanceMeasurer()))
    }

    /// A width at which exactly `count` of the items show, nothing kept.
    private func width(showing count: Int, _ parameters: GroupParameters? = nil) -> Double {
        let model = ButtonGroupModel(items: titles.map { ButtonGroupItem(title: $0) }, parameters: parameters ?? self.parameters(),
                                     style: testStyle, measurer: FixedAdvanceMeasurer())
        let breakpoint = model.breakpoints().first { $0.item == count }!
        return breakpoint.movesIn.nextDown
    }

    private func shownItems(_ layout: GroupLayout) -> [Int?] { layout.slots.map(\.item) }
}

private extension Rect {
    /// The centre point.
    var middle: Point { Point(x: midX, y: midY) }
}

extension KeptItemTests {

    func testAKeptItemTakesTheLastItemSlotAndThePreviousItemGoes() {
        let width = width(showing: 3)
        XCTAssertEqual(shownItems(layOut(width: width, kept: nil)), [0, 1, 2, nil])
        let kept = layOut(width: width, kept: 4)
        XCTAssertEqual(shownItems(kept), [0, 1, 4, nil])
        XCTAssertEqual(Array(kept.overflow), [2, 3])
        XCTAssertFalse(kept.overflow.isTrailingRun)
        XCTAssertEqual(kept.visibleItemCount, 3)
        XCTAssertEqual(kept.slot(showing: 4), 2)
        XCTAssertNil(kept.slot(showing: 2))
        XCTAssertEqual(kept.slot(showing: 1), 1)
    }

    func testAKeptItemAlreadyShownChangesNothing() {
        let width = width(showing: 3)
        XCTAssertEqual(layOut(width: width, kept: 1), layOut(width: width, kept: nil))
        XCTAssertEqual(layOut(width: width, kept: 0), layOut(width: width, kept: nil))
    }

    func testTheFirstItemAndTheKeptOneShowAtAnyWidth() {
        let narrow = layOut(width: 10, kept: 3)
        XCTAssertEqual(shownItems(narrow), [0, 3, nil])
        XCTAssertEqual(Array(narrow.overflow), [1, 2, 4])
        XCTAssertEqual(shownItems(layOut(width: 10, kept: nil)), [0, nil])
    }

    func testTheFitIsJudgedWithTheKeptItemsOwnWidth() {
        // Prominent: widths add up, so keeping a long title leaves room for fewer items.
        let prominent = parameters(.prominent(type: .relaxed, spacing: 8, cornerStyle: .capsule))
        let titles = ["A", "B", "C", "D", "A very long title indeed"]
        let model = ButtonGroupModel(items: titles.map { ButtonGroupItem(title: $0) }, parameters: prominent,
                                     style: testStyle, measurer: FixedAdvanceMeasurer())
        let fourFit = model.breakpoints().first { $0.item == 3 }!.movesIn
        XCTAssertEqual(shownItems(layOut(width: fourFit, kept: nil, prominent, titles: titles)), [0, 1, 2, 3, nil])
        let kept = layOut(width: fourFit, kept: 4, prominent, titles: titles)
        XCTAssertLessThan(kept.visibleItemCount, 4, "the long kept title does not fit where D did")
        XCTAssertEqual(kept.slots[kept.visibleItemCount - 1].item, 4)
        XCTAssertFalse(kept.overflow.contains(4))
        let last = kept.slots[kept.slotCount - 1].frame
        XCTAssertLessThanOrEqual(last.maxX, fourFit, "what shows fits the width")
    }

    func testTheCountPolicyAndItemsBeyondTheCountLimitIgnoreTheKeptItem() {
        let count = parameters(maxVisible: 3, policy: .count)
        XCTAssertEqual(shownItems(layOut(width: 2000, kept: 4, count)), [0, 1, nil], "beyond the limit")
        XCTAssertEqual(shownItems(layOut(width: 2000, kept: 1, count)), [0, 1, nil])
        let limited = parameters(maxVisible: 3)
        XCTAssertEqual(shownItems(layOut(width: 2000, kept: 3, limited)), [0, 1, nil])
    }

    func testTheSheetListsTheOverflowedItemsAroundTheKeptOne() throws {
        let model = ButtonGroupModel(items: titles.map { ButtonGroupItem(title: $0) }, parameters: parameters(),
                                     style: testStyle, measurer: FixedAdvanceMeasurer())
        let wide = model.layout(in: .init(width: 2000, scale: 1, direction: .leftToRight))
        XCTAssertEqual(try model.focus(.last), wide.slotCount - 1)
        let narrow = model.layout(in: .init(width: width(showing: 3), scale: 1, direction: .leftToRight))
        XCTAssertEqual(shownItems(narrow), [0, 1, 4, nil])
        XCTAssertEqual(model.focusedSlot, 2, "focus followed item 4 to its new slot")
        XCTAssertEqual(narrow.slots[2].state, .focused)
        let events = try model.activate(slot: 3)
        guard case .presentSheet(let sheet)? = events.first else { return XCTFail("More presents the sheet") }
        XCTAssertEqual(sheet.entries.map(\.item), [2, 3])
    }

    func testAPressFollowsItsItemAndFiresOnRelease() throws {
        let model = ButtonGroupModel(items: titles.map { ButtonGroupItem(title: $0) }, parameters: parameters(),
                                     style: testStyle, measurer: FixedAdvanceMeasurer())
        let wide = model.layout(in: .init(width: 2000, scale: 1, direction: .leftToRight))
        let pressAt = wide.slots[3].frame.middle
        _ = try model.pointer(.down, at: pressAt)
        let narrow = model.layout(in: .init(width: width(showing: 3), scale: 1, direction: .leftToRight))
        XCTAssertEqual(shownItems(narrow), [0, 1, 3, nil], "the pressed item 3 stays; item 2 goes")
        XCTAssertEqual(narrow.slots[2].state, .highlighted)
        let released = try model.pointer(.up, at: narrow.slots[2].frame.middle)
        XCTAssertEqual(released.slot, 2)
        XCTAssertEqual(released.events, [.action(item: 3)])
        let after = model.layout(in: .init(width: width(showing: 3), scale: 1, direction: .leftToRight))
        XCTAssertEqual(shownItems(after), [0, 1, 2, nil], "released: at the same width, item 3 goes")
    }

    func testFocusOnMoreFollowsMore() throws {
        let model = ButtonGroupModel(items: titles.map { ButtonGroupItem(title: $0) }, parameters: parameters(),
                                     style: testStyle, measurer: FixedAdvanceMeasurer())
        _ = model.layout(in: .init(width: width(showing: 3), scale: 1, direction: .leftToRight))
        XCTAssertEqual(try model.focus(.last), 3, "More")
        let narrower = model.layout(in: .init(width: width(showing: 2), scale: 1, direction: .leftToRight))
        XCTAssertEqual(narrower.slotCount, 3)
        XCTAssertEqual(model.focusedSlot, 2, "still on More, now the third slot")
        XCTAssertNil(narrower.slots[2].item)
    }
}
