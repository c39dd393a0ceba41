import XCTest
@testable import ButtonGroupCore

final class PrimitivesTests: XCTestCase {
    func testPixelGridSnapsEdgesToTheScale() {
        XCTAssertEqual(PixelGrid(scale: 2).snap(10.3), 10.5)
        XCTAssertEqual(PixelGrid(scale: 3).snap(1.0), 1.0)
        XCTAssertEqual(PixelGrid(scale: 1).snap(2.5), 3)
        XCTAssertEqual(PixelGrid(scale: .nan).scale, 1, "an invalid scale falls back to 1")
        XCTAssertEqual(PixelGrid(scale: 2).snap(Rect(x: 0.2, y: 0, width: 10.2, height: 1)), Rect(x: 0, y: 0, width: 10.5, height: 1))
    }

    func testTruncationKeepsWholeGraphemeClustersAndDropsTrailingSpaces() {
        let text = "Caf\u{E9} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} ok"
        let widths = Array(repeating: 10.0, count: text.count)
        let fitted = TailTruncation.truncate(TruncationTable(text: text, graphemeWidths: widths), fullWidth: 90, ellipsisWidth: 10, available: 70)
        XCTAssertEqual(fitted.text, "Caf\u{E9} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{2026}")
        XCTAssertEqual(fitted.width, 70)
        XCTAssertEqual(TailTruncation.truncate(TruncationTable(text: text, graphemeWidths: widths), fullWidth: 90, ellipsisWidth: 10, available: 60).text,
                       "Caf\u{E9}\u{2026}", "the space before the cut is dropped")
        let spaced = TailTruncation.truncate(TruncationTable(text: "ab  cd", graphemeWidths: Array(repeating: 10, count: 6)), fullWidth: 60, ellipsisWidth: 10, available: 40)
        XCTAssertEqual(spaced.text, "ab\u{2026}", "no space before the ellipsis")
        XCTAssertEqual(spaced.width, 30)
    }

    func testTruncationEdgeCases() {
        XCTAssertEqual(TailTruncation.truncate(TruncationTable(text: "abc", graphemeWidths: []), fullWidth: 30, ellipsisWidth: 10, available: 30).text, "abc")
        let none = TailTruncation.truncate(TruncationTable(text: "abc", graphemeWidths: [10, 10, 10]), fullWidth: 30, ellipsisWidth: 10, available: 5)
        XCTAssertEqual(none.text, "")
        XCTAssertTrue(none.isTruncated)
        XCTAssertEqual(TailTruncation.truncate(TruncationTable(text: "abc", graphemeWidths: [10, 10, 10]), fullWidth: 30, ellipsisWidth: 10, available: 12).text, "\u{2026}")
        // Fewer widths than clusters (a misbehaving measurer) must not trap.
        XCTAssertEqual(TailTruncation.truncate(TruncationTable(text: "abcdef", graphemeWidths: [10]), fullWidth: 60, ellipsisWidth: 10, available: 50).text, "a\u{2026}")
    }

    func testOverflowCountRule() {
        XCTAssertEqual(OverflowResolver.countLimit(itemCount: 3, maxVisible: 3), 3)
        XCTAssertEqual(OverflowResolver.countLimit(itemCount: 4, maxVisible: 3), 2)
        XCTAssertEqual(OverflowResolver.countLimit(itemCount: 1000, maxVisible: 3), 2)
        XCTAssertEqual(OverflowResolver.countLimit(itemCount: 5, maxVisible: 0), 5)
        XCTAssertEqual(OverflowResolver.countLimit(itemCount: 2, maxVisible: 1), 0, "only the More slot")
    }

    func testCornerRadiiNeverExceedACapsule() {
        XCTAssertEqual(testStyle.radius(of: .fixed(100), width: 30), 15)
        XCTAssertEqual(testStyle.radius(of: .fixed(-3), width: 30), 0)
        XCTAssertEqual(testStyle.radius(of: .fixed(.nan), width: 30), 0)
        XCTAssertEqual(testStyle.radius(of: .large, width: 100), 12)
        XCTAssertEqual(testStyle.radius(of: .capsule, width: 100), 20)
    }

    func testMeasureCacheSanitizesAndBoundsItself() {
        struct Wild: TextMeasuring {
            func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size { Size(width: .nan, height: -4) }
        }
        let cache = TextMeasureCache(measurer: Wild(), capacity: 2)
        XCTAssertEqual(cache.size(of: "x"), .zero)
        for text in ["a", "b", "c", "d"] { _ = cache.size(of: text) }
        XCTAssertEqual(cache.measureCalls, 5)
    }

    func testFocusNavigatorSkipsUnfocusableTargets() {
        let canFocus: (Int) -> Bool = { $0 != 1 }
        XCTAssertEqual(FocusNavigator.target(after: .next, from: 0, count: 3, canFocus: canFocus), 2)
        XCTAssertEqual(FocusNavigator.target(after: .previous, from: 2, count: 3, canFocus: canFocus), 0)
        XCTAssertEqual(FocusNavigator.target(after: .last, from: nil, count: 3, canFocus: canFocus), 2)
        XCTAssertNil(FocusNavigator.target(after: .next, from: nil, count: 3, canFocus: { _ in false }))
        XCTAssertNil(FocusNavigator.target(after: .next, from: nil, count: 0, canFocus: canFocus))
    }
}
