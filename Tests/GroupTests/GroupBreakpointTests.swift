import XCTest
import ButtonGroupCore
@testable import BGGroup

/// The width policy's breakpoints: the exact widths at which each item moves into and out of
/// the More sheet, in both layouts, and the items the count limit always keeps there.
final class GroupBreakpointTests: XCTestCase {
    private func model(_ layout: GroupLayoutParameters, maxVisible: Int = 0, titles: [String]) -> ButtonGroupModel {
        var parameters = Theme.builtIn.groupParameters
        parameters.layout = layout
        parameters.overflowPolicy = .width
        parameters.maxVisible = maxVisible
        parameters.overflowHysteresis = 8
        return ButtonGroupModel(items: titles.map { ButtonGroupItem(title: $0) }, parameters: parameters, style: testStyle,
                                measurer: FixedAdvanceMeasurer())
    }

    private func visible(_ model: ButtonGroupModel, at width: Double) -> Int {
        model.layout(in: ButtonGroupModel.Viewport(width: width, scale: 1, direction: .leftToRight)).visibleItemCount
    }

    private func checkExact(_ layout: GroupLayoutParameters, file: StaticString = #filePath, line: UInt = #line) {
        let titles = ["Archive", "Move", "Flag as important", "Delete", "Reply all"]
        let breakpoints = model(layout, titles: titles).breakpoints()
        XCTAssertEqual(breakpoints.map(\.item), [4, 3, 2, 1], file: file, line: line)
        for breakpoint in breakpoints {
            // A fresh model each time: no hysteresis memory.
            XCTAssertGreaterThan(visible(model(layout, titles: titles), at: breakpoint.movesIn), breakpoint.item,
                                 "item \(breakpoint.item) shows at \(breakpoint.movesIn)", file: file, line: line)
            XCTAssertLessThanOrEqual(visible(model(layout, titles: titles), at: breakpoint.movesIn.nextDown), breakpoint.item,
                                     "item \(breakpoint.item) is in More just below", file: file, line: line)
            XCTAssertEqual(breakpoint.movesOut, breakpoint.movesIn + 8, file: file, line: line)
        }
        XCTAssertEqual(breakpoints.map(\.movesIn), breakpoints.map(\.movesIn).sorted(by: >), file: file, line: line)
    }

    func testAllRoundBreakpointsAreExact() {
        checkExact(.allRound(spacing: 8, cornerStyle: .capsule))
    }

    func testProminentBreakpointsAreExact() {
        checkExact(.prominent(type: .relaxed, spacing: 8, cornerStyle: .capsule))
    }

    func testHysteresisHoldsAnItemOutUntilMovesOut() {
        let group = model(.prominent(type: .relaxed, spacing: 8, cornerStyle: .capsule), titles: ["One", "Two", "Three"])
        let last = group.breakpoints()[0]
        XCTAssertEqual(visible(group, at: last.movesIn), 3)
        XCTAssertEqual(visible(group, at: last.movesIn - 1), 2)
        XCTAssertEqual(visible(group, at: last.movesOut - 1), 2)
        XCTAssertEqual(visible(group, at: last.movesOut), 3)
    }

    func testItemsBeyondTheCountLimitAreAlwaysInMore() {
        let group = model(.allRound(spacing: 8, cornerStyle: .capsule), maxVisible: 3, titles: ["A", "B", "C", "D"])
        let breakpoints = group.breakpoints()
        XCTAssertEqual(breakpoints.map(\.item), [3, 2, 1])
        XCTAssertEqual(breakpoints[0].movesIn, .infinity)
        XCTAssertEqual(breakpoints[1].movesIn, .infinity)
        XCTAssertTrue(breakpoints[2].movesIn.isFinite)
    }

    func testTheCountPolicyMovesNothingWithTheWidth() {
        var parameters = Theme.builtIn.groupParameters
        parameters.overflowPolicy = .count
        parameters.maxVisible = 0
        let group = ButtonGroupModel(items: [ButtonGroupItem(title: "A"), ButtonGroupItem(title: "B")], parameters: parameters,
                                     style: testStyle, measurer: FixedAdvanceMeasurer())
        XCTAssertEqual(group.breakpoints(), [])
    }
}
