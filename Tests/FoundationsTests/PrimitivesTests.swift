import XCTest
@testable import BGFoundations

final class PrimitivesTests: XCTestCase {
    func testPixelGridSnapsEdgesToTheScale() {
        XCTAssertEqual(PixelGrid(scale: 2).snap(10.3), 10.5)
        XCTAssertEqual(PixelGrid(scale: 3).snap(1.0), 1.0)
        XCTAssertEqual(PixelGrid(scale: 1).snap(2.5), 3)
        XCTAssertEqual(PixelGrid(scale: .nan).scale, 1, "an invalid scale falls back to 1")
        XCTAssertEqual(PixelGrid(scale: 2).snapOrigin(Rect(x: 0.2, y: 0.3, width: 10.2, height: 1)),
                       Rect(x: 0, y: 0.5, width: 10.5, height: 1), "origin snapped, size rounded up")
    }

    func testNoNegativeZeroComesOut() {
        for scale in [1.0, 2, 3] {
            let grid = PixelGrid(scale: scale)
            for value in [-0.0, -0.1 / scale, -0.49 / scale] {  // less than half a pixel below 0
                XCTAssertEqual(grid.snap(value).sign, .plus, "snap(\(value)) at \(scale)")
            }
            XCTAssertEqual(grid.floor(-0.0).sign, .plus)
            XCTAssertEqual(grid.ceil(-0.25 / scale).sign, .plus)
        }
        XCTAssertEqual(Viewport(width: -0.0, scale: 1, direction: .rightToLeft).width.sign, .plus)
    }

    /// The text `table` shows in `available` points.
    private func shown(_ table: TruncationTable, fullWidth: Double, ellipsisWidth: Double, available: Double)
        -> (text: String, width: Double, fit: TextFit) {
        let (fit, width) = table.fit(fullWidth: fullWidth, ellipsisWidth: ellipsisWidth, available: available)
        return (fit.displayed(table.text), width, fit)
    }

    func testTruncationKeepsWholeGraphemeClustersAndDropsTrailingSpaces() {
        let text = "Caf\u{E9} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} ok"
        let widths = Array(repeating: 10.0, count: text.count)
        let fitted = shown(TruncationTable(text: text, graphemeWidths: widths), fullWidth: 90, ellipsisWidth: 10, available: 70)
        XCTAssertEqual(fitted.text, "Caf\u{E9} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{2026}")
        XCTAssertEqual(fitted.width, 70)
        XCTAssertEqual(shown(TruncationTable(text: text, graphemeWidths: widths), fullWidth: 90, ellipsisWidth: 10, available: 60).text,
                       "Caf\u{E9}\u{2026}", "the space before the cut is dropped")
        let spaced = shown(TruncationTable(text: "ab  cd", graphemeWidths: Array(repeating: 10, count: 6)), fullWidth: 60,
                           ellipsisWidth: 10, available: 40)
        XCTAssertEqual(spaced.text, "ab\u{2026}", "no space before the ellipsis")
        XCTAssertEqual(spaced.width, 30)
        XCTAssertEqual(spaced.fit, .truncated(utf8Count: 2))
    }

    func testTruncationEdgeCases() {
        XCTAssertEqual(shown(TruncationTable(text: "abc", graphemeWidths: []), fullWidth: 30, ellipsisWidth: 10, available: 30).fit, .whole)
        let none = shown(TruncationTable(text: "abc", graphemeWidths: [10, 10, 10]), fullWidth: 30, ellipsisWidth: 10, available: 5)
        XCTAssertEqual(none.text, "")
        XCTAssertEqual(none.fit, .elided)
        XCTAssertTrue(none.fit.isTruncated)
        XCTAssertFalse(none.fit.isShown)
        XCTAssertEqual(shown(TruncationTable(text: "abc", graphemeWidths: [10, 10, 10]), fullWidth: 30, ellipsisWidth: 10, available: 12).text, "\u{2026}")
        // Fewer widths than clusters (a misbehaving measurer) must not trap.
        XCTAssertEqual(shown(TruncationTable(text: "abcdef", graphemeWidths: [10]), fullWidth: 60, ellipsisWidth: 10, available: 50).text, "a\u{2026}")
        XCTAssertEqual(TextFit.absent.displayed("abc"), "")
        XCTAssertFalse(TextFit.absent.isTruncated)
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
