import XCTest
import ButtonGroupCore
@testable import BGGroup
@testable import BGFoundations

final class GroupLayoutEngineTests: XCTestCase {
    func testAllRoundSlotsShareTheWidthEquallyAndAddUpToIt() {
        let result = layOut(items("Details", "Statements"), width: 320)
        XCTAssertEqual(result.slots.map(\.frame), [
            Rect(x: 0, y: 0, width: 156, height: 40),
            Rect(x: 164, y: 0, width: 156, height: 40),
        ])
        XCTAssertEqual(result.slots.map(\.corners), [CornerRadii(all: 20), CornerRadii(all: 20)])
        XCTAssertEqual(result.slots.map(\.role), [.secondary, .secondary])
        XCTAssertEqual(result.size, Size(width: 320, height: 40))
        XCTAssertEqual(Array(result.overflow), [])
    }

    func testAllRoundWidthsAddUpExactlyOnAnyPixelGrid() {
        for scale in [1.0, 2, 3] {
            for width in stride(from: 100.0, through: 401, by: 0.7) {
                for count in 1...3 {
                    let result = layOut(Array(repeating: ButtonGroupItem(title: "A"), count: count), width: width, scale: scale)
                    let frames = result.slots.map(\.frame)
                    XCTAssertEqual(frames.first?.x, 0)
                    XCTAssertEqual(frames.last?.maxX, width, "scale \(scale) width \(width)")
                    for (left, right) in zip(frames, frames.dropFirst()) {
                        XCTAssertEqual(right.x - left.maxX, 8, accuracy: 1 / scale + 1e-9, "gap")
                        XCTAssertGreaterThanOrEqual(right.x, left.maxX, "no overlap")
                    }
                    for frame in frames.dropLast() {
                        XCTAssertEqual((frame.maxX * scale).rounded(), frame.maxX * scale, accuracy: 1e-9, "inner edges on the grid")
                    }
                }
            }
        }
    }

    func testMoreThanThreeItemsShowTwoAndAMoreSlot() {
        let result = layOut(items("Pay", "Cash Advance", "Transfer", "History"), width: 320)
        XCTAssertEqual(result.slots.map(\.item), [0, 1, nil])
        XCTAssertEqual(result.slots.map(\.kind), [.item, .item, .more])
        XCTAssertEqual(Array(result.overflow), [2, 3])
        XCTAssertEqual(result.icon(ofSlot: 2), "ic_more_horiz")
        XCTAssertEqual(result.title(ofSlot: 2), "")
    }

    func testMaxVisibleZeroShowsEverything() {
        var parameters = Theme.builtIn.groupParameters
        parameters.maxVisible = 0
        let result = layOut(items("A", "B", "C", "D", "E"), parameters, width: 500)
        XCTAssertEqual(result.slots.count, 5)
        XCTAssertEqual(Array(result.overflow), [])
    }

    func testProminentRelaxedSizesSecondariesToContent() {
        var parameters = Theme.builtIn.groupParameters
        parameters.layout = .prominent(type: .relaxed, spacing: 4, cornerStyle: .large)
        let group = [ButtonGroupItem(title: "Transfer"), ButtonGroupItem(title: "Pay", icon: "ic_info"),
                     ButtonGroupItem(title: "History")]
        let result = layOut(group, parameters, width: 300)
        // Pay has an icon: a 40x40 square. History: 7 scalars * 8 + 2 * 10 padding = 76.
        XCTAssertEqual(result.slots.map(\.frame.width), [300 - 40 - 76 - 8, 40, 76])
        XCTAssertEqual(result.slots.map(\.frame.x), [0, 180, 224])
        XCTAssertEqual(result.slots.map(\.role), [.primary, .secondary, .secondary])
        XCTAssertEqual(result.slots.map(\.corners), Array(repeating: CornerRadii(all: 12), count: 3))
        XCTAssertEqual(result.title(ofSlot: 1), "", "icon-only secondary hides its title")
        XCTAssertEqual(result.slots[1].iconFrame, Rect(x: 190, y: 10, width: 20, height: 20))
    }

    func testProminentGroupedJoinsTheSecondariesIntoOneRun() {
        var parameters = Theme.builtIn.groupParameters
        parameters.layout = .prominent(type: .grouped, spacing: 4, cornerStyle: .large)
        let group = [ButtonGroupItem(title: "Transfer"), ButtonGroupItem(title: "Pay", icon: "ic_info"),
                     ButtonGroupItem(title: "History", icon: "ic_dock")]
        let result = layOut(group, parameters, width: 300)
        XCTAssertEqual(result.slots.map(\.frame.x), [0, 220, 260])
        XCTAssertEqual(result.slots[0].frame.width, 216)
        XCTAssertEqual(result.slots[1].corners, CornerRadii(topLeft: 12, topRight: 0, bottomRight: 0, bottomLeft: 12))
        XCTAssertEqual(result.slots[2].corners, CornerRadii(topLeft: 0, topRight: 12, bottomRight: 12, bottomLeft: 0))

        let rtl = layOut(group, parameters, width: 300, direction: .rightToLeft)
        XCTAssertEqual(rtl.slots.map(\.frame.x), [84, 40, 0])
        XCTAssertEqual(rtl.slots[1].corners, CornerRadii(topLeft: 0, topRight: 12, bottomRight: 12, bottomLeft: 0))
        XCTAssertEqual(rtl.slots[2].corners, CornerRadii(topLeft: 12, topRight: 0, bottomRight: 0, bottomLeft: 12))
    }

    func testRightToLeftMirrorsFramesAndContent() {
        let group = [ButtonGroupItem(title: "Share", icon: "ic_share"), ButtonGroupItem(title: "Pay")]
        let ltr = layOut(group, width: 300)
        let rtl = layOut(group, width: 300, direction: .rightToLeft)
        for (left, right) in zip(ltr.slots, rtl.slots) {
            XCTAssertEqual(right.frame, left.frame.mirrored(in: 300))
            XCTAssertEqual(right.iconFrame, left.iconFrame == .zero ? .zero : left.iconFrame.mirrored(in: 300))
            XCTAssertEqual(right.titleFrame, left.titleFrame.mirrored(in: 300))
        }
        XCTAssertGreaterThan(rtl.slots[0].iconFrame.x, rtl.slots[0].titleFrame.x, "the icon leads: on the right in RTL")
    }

    func testIconAndTitleAreCentredAsOneRun() {
        let result = layOut([ButtonGroupItem(title: "Share", icon: "ic_share")], width: 200)
        // run = 20 icon + 4 gap + 40 title = 64, centred in 200 -> starts at 68.
        XCTAssertEqual(result.slots[0].iconFrame, Rect(x: 68, y: 10, width: 20, height: 20))
        XCTAssertEqual(result.slots[0].titleFrame, Rect(x: 92, y: 10, width: 40, height: 20))
    }

    func testTitlesThatDoNotFitAreTailTruncatedWithAnEllipsis() {
        let result = layOut(items("Statements and documents"), width: 100)
        // room: 100 - 2 * 10 = 80 -> 9 scalars + ellipsis = 80.
        XCTAssertEqual(result.title(ofSlot: 0), "Statement\u{2026}")
        XCTAssertTrue(result.slots[0].isTruncated)
        XCTAssertEqual(result.slots[0].titleFrame.width, 80)
    }

    func testWidthPolicyMovesTrailingItemsIntoMoreWhileTheyDoNotFit() {
        var parameters = Theme.builtIn.groupParameters
        parameters.overflowPolicy = .width
        parameters.maxVisible = 0
        let group = items("Alpha", "Bravo", "Charlie", "Delta")  // naturals 60, 60, 76, 60
        XCTAssertEqual(layOut(group, parameters, width: 400).visibleItemCount, 4)
        // 4 slots need 4 * 76 + 3 * 8 = 328; 3 items + More need 4 * 76 + 24 = 328 too; 2 + More: 3 * 60 + 16 = 196.
        XCTAssertEqual(layOut(group, parameters, width: 327).visibleItemCount, 2)
        XCTAssertEqual(Array(layOut(group, parameters, width: 327).overflow), [2, 3])
        XCTAssertEqual(layOut(group, parameters, width: 50).visibleItemCount, 1, "keeps at least one item")
    }

    func testWidthPolicyHysteresisNeverFlipsOnAOnePointWobble() {
        var parameters = Theme.builtIn.groupParameters
        parameters.overflowPolicy = .width
        parameters.maxVisible = 0
        parameters.overflowHysteresis = 8
        let group = items("Alpha", "Bravo", "Charlie", "Delta")
        var previous: Int? = nil
        var history: [Int] = []
        for width in [330.0, 327, 328, 327, 328, 329, 335, 336] {
            let result = layOut(group, parameters, width: width, previous: previous)
            previous = result.visibleItemCount
            history.append(result.visibleItemCount)
        }
        XCTAssertEqual(history, [4, 2, 2, 2, 2, 2, 2, 4])
    }

    func testRelayoutAtANewWidthMeasuresNothingItHasSeen() {
        let measurer = FixedAdvanceMeasurer()
        let cache = TextMeasureCache(measurer: measurer)
        let group = items("Statements and documents", "Pay")
        func pass() {
            for width in [400.0, 120, 90] {
                _ = GroupLayoutEngine.layout(
                    GroupLayoutInput(items: group, parameters: Theme.builtIn.groupParameters, style: testStyle, width: width,
                                     grid: PixelGrid(scale: 1), direction: .leftToRight), measure: cache)
            }
        }
        pass()
        let callsAfterFirstPass = measurer.calls.count
        XCTAssertGreaterThan(callsAfterFirstPass, 2, "the truncating widths measured graphemes")
        XCTAssertEqual(Set(measurer.calls).count, measurer.calls.count, "each text measured once")
        pass()
        XCTAssertEqual(measurer.calls.count, callsAfterFirstPass, "the second pass measured nothing")
    }

    func testHitFramesGrowToTheMinimumTouchTargetWithoutOverlapping() {
        var parameters = Theme.builtIn.groupParameters
        parameters.layout = .prominent(type: .grouped, spacing: 4, cornerStyle: .large)
        let group = [ButtonGroupItem(title: "Go"), ButtonGroupItem(title: "A", icon: "a"), ButtonGroupItem(title: "B", icon: "b")]
        let result = layOut(group, parameters, width: 200)
        for slot in result.slots {
            XCTAssertGreaterThanOrEqual(slot.hitFrame.height, 44)
        }
        // The first square of the run grows halfway into the 4-point gap only; the joined
        // edge and the group's edge leave no room.
        XCTAssertEqual(result.slots[1].hitFrame.x, 118)
        XCTAssertEqual(result.slots[1].hitFrame.width, 42)
        XCTAssertEqual(result.slots[2].hitFrame.x, 160)
        XCTAssertEqual(result.slots[2].hitFrame.maxX, 200)
        let hits = result.slots.map(\.hitFrame).sorted { $0.x < $1.x }
        for (left, right) in zip(hits, hits.dropFirst()) { XCTAssertLessThanOrEqual(left.maxX, right.x) }
    }

    func testDegenerateWidthsNeverProduceNegativeFrames() {
        for width in [0.0, 1, 7, 15] {
            let result = layOut(items("Pay", "Transfer", "History", "More"), width: width)
            for slot in result.slots {
                XCTAssertGreaterThanOrEqual(slot.frame.width, 0)
                XCTAssertGreaterThanOrEqual(slot.frame.x, 0)
                XCTAssertLessThanOrEqual(slot.frame.maxX, width)
            }
        }
    }

    func testEmptyGroupHasNoSlotsAndNoHeight() {
        let result = layOut([], width: 320)
        XCTAssertTrue(result.slots.isEmpty)
        XCTAssertEqual(result.size, Size(width: 320, height: 0))
    }

    func testAThousandItemsLayOutLinearly() {
        var parameters = Theme.builtIn.groupParameters
        parameters.maxVisible = 0
        let group = (0..<1000).map { ButtonGroupItem(title: "Item \($0)") }
        let result = layOut(group, parameters, width: 100_000)
        XCTAssertEqual(result.slots.count, 1000)
        XCTAssertEqual(result.slots.last?.frame.maxX, 100_000)
    }

    func testSecondariesSizedToContentNeverTruncateAfterPixelSnapping() {
        // 9.3 points per scalar: naturals are fractional, and snapping their edges can take a
        // fraction of a pixel from them. Whatever the width and scale, a secondary sized to its
        // content shows its whole title.
        var parameters = Theme.builtIn.groupParameters
        parameters.layout = .prominent(type: .relaxed, spacing: 4, cornerStyle: .large)
        parameters.maxVisible = 0
        let group = items("Pay", "Transfer", "History", "Cards")
        for scale in [1.0, 2, 3] {
            for width in stride(from: 400.0, through: 600, by: 7.3) {
                let result = layOut(group, parameters, width: width, scale: scale,
                                    measurer: FixedAdvanceMeasurer(advance: 9.3))
                for slot in result.slots.dropFirst() {
                    XCTAssertFalse(slot.isTruncated, "\(slot.title) at width \(width) scale \(scale)")
                }
            }
        }
    }
}
