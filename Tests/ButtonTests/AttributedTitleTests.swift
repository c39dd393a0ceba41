import XCTest
import ButtonGroupCore

/// Attributed titles: styled runs measured in their own fonts, truncated where they are cut,
/// the ellipsis in the style of the run it replaces.
final class AttributedTitleTests: XCTestCase {
    /// A measurer where a scalar is as wide as its font's size: size 10 in the base font, 20 in
    /// the bold run.
    final class SizeMeasurer: TextMeasuring {
        func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size {
            Size(width: Double(text.unicodeScalars.count) * font.size, height: font.size * 1.5)
        }
    }

    private let base = FontSpec(token: "base", family: "Test", size: 10, weight: 400)
    private let bold = FontSpec(token: "bold", family: "Test", size: 20, weight: 700)

    private func text() -> AttributedText {
        // "Pay " plain, "$100" bold and red, " now" plain.
        AttributedText(string: "Pay $100 now", runs: [TextRun(start: 4, length: 4, font: bold, color: RGBAColor(rgba: 0xFF0000FF))])
    }

    func testSegmentsCoverTheTextInRunOrder() {
        let segments = text().segments(base: base)
        XCTAssertEqual(segments.map(\.range), [0..<4, 4..<8, 8..<12])
        XCTAssertEqual(segments.map(\.font), [base, bold, base])
    }

    func testTheSizeAddsEverySegmentInItsFont() {
        let cache = TextMeasureCache(measurer: SizeMeasurer())
        XCTAssertEqual(cache.size(of: text(), base: base), Size(width: 4 * 10 + 4 * 20 + 4 * 10, height: 30))
    }

    func testTruncationCutsInTheRightSegmentWithItsEllipsis() {
        let cache = TextMeasureCache(measurer: SizeMeasurer())
        let attributed = text()
        // Whole: 160. At 125: "Pay $10" is 40 + 60 = 100, "…" in bold 20 → 120 fits; "Pay $100" + "…" = 140 does not.
        let cut = cache.fit(attributed, base: base, fullWidth: 160, available: 125)
        XCTAssertEqual(cut.fit, .truncated(utf8Count: 7))
        XCTAssertEqual(cut.width, 120)
        XCTAssertEqual(cut.fit.displayed(attributed.string), "Pay $10\u{2026}")
        let runs = attributed.displayedRuns(cut.fit)
        XCTAssertEqual(runs, [TextRun(start: 4, length: 3 + 3, font: bold, color: RGBAColor(rgba: 0xFF0000FF))],
                       "the run keeps $10 and takes the ellipsis")
        // At 145 the cut falls in the plain tail: "Pay $100 n" + "…" = 140 + 10 > 145, and the space
        // before it is dropped: "Pay $100" + "…" in the plain font = 120 + 10.
        let tail = cache.fit(attributed, base: base, fullWidth: 160, available: 145)
        XCTAssertEqual(tail.fit, .truncated(utf8Count: 8))
        XCTAssertEqual(tail.width, 130)
        XCTAssertEqual(attributed.displayedRuns(tail.fit), attributed.runs, "a run before the cut stays whole")
        XCTAssertEqual(cache.fit(attributed, base: base, fullWidth: 160, available: 5).fit, .elided)
        XCTAssertEqual(cache.fit(attributed, base: base, fullWidth: 160, available: 160).fit, .whole)
    }

    func testAButtonMeasuresAndTruncatesItsAttributedTitle() throws {
        var configuration = ButtonConfiguration()
        configuration.title = "Pay $100 now"
        configuration.titleFont = base
        configuration.titleRuns = text().runs
        let button = ButtonModel(baseConfiguration: configuration, provider: .none, style: builtInStyle,
                                 measuring: ButtonLayoutEngine.Measuring(text: TextMeasureCache(measurer: SizeMeasurer()),
                                                                         image: { _ in nil }))
        XCTAssertEqual(try button.sizeThatFits(), Size(width: 160, height: 30))
        let layout = try button.layout(size: Size(width: 125, height: 30), scale: 1, direction: .leftToRight)
        XCTAssertEqual(layout.title, .truncated(utf8Count: 7))
        XCTAssertEqual(layout.titleFrame?.width, 120)
    }
}
