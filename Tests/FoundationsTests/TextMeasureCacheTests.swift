import XCTest
@testable import BGFoundations

/// Counts calls and measures 8 points per Unicode scalar, 10 points per point of font size
/// high (so two fonts give different answers).
final class CountingMeasurer: TextMeasuring {
    private(set) var calls: [(text: String, font: String)] = []

    func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size {
        calls.append((text, font.token))
        return Size(width: Double(text.unicodeScalars.count) * font.size / 2, height: font.size)
    }
}

let titleFont = FontSpec(token: "title", family: "Test", size: 16, weight: 600)
let subtitleFont = FontSpec(token: "subtitle", family: "Test", size: 12, weight: 400)

final class TextMeasureCacheTests: XCTestCase {
    func testSanitizesAnswersAndBoundsItself() {
        struct Wild: TextMeasuring {
            func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size { Size(width: .nan, height: -4) }
        }
        let cache = TextMeasureCache(measurer: Wild(), capacity: 2)
        XCTAssertEqual(cache.size(of: "x", in: titleFont), .zero)
        for text in ["a", "b", "c", "d"] { _ = cache.size(of: text, in: titleFont) }
        XCTAssertEqual(cache.measureCalls, 5)
        struct Huge: TextMeasuring {
            func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size { Size(width: 1e300, height: .infinity) }
        }
        XCTAssertEqual(TextMeasureCache(measurer: Huge()).size(of: "x", in: titleFont),
                       Size(width: Limits.maximumLength, height: 0))
    }

    func testTheListAndTheTableAnswerAlikeAndStayBounded() {
        // The first sizes are kept in a list, the others in a table made when it is full; both answer.
        let measurer = CountingMeasurer()
        let cache = TextMeasureCache(measurer: measurer)
        let texts = (1...(3 * TextMeasureCache.fewCount)).map { String(repeating: "x", count: $0) }
        for _ in 0..<3 {
            for text in texts {
                XCTAssertEqual(cache.size(of: text, in: titleFont).width, Double(text.count) * 8)
            }
        }
        XCTAssertEqual(measurer.calls.map(\.text), texts, "each text measured once")
        // Capacity just past the list: the table's first text fills it, the next one starts over.
        let capped = CountingMeasurer()
        let small = TextMeasureCache(measurer: capped, capacity: TextMeasureCache.fewCount + 1)
        for text in texts.prefix(TextMeasureCache.fewCount + 2) + texts.prefix(1) { _ = small.size(of: text, in: titleFont) }
        XCTAssertEqual(capped.calls.map(\.text), Array(texts.prefix(TextMeasureCache.fewCount + 2)) + texts.prefix(1))
        // Capacity 1: one size kept in all, the first slot included.
        let single = CountingMeasurer()
        let bounded = TextMeasureCache(measurer: single, capacity: 1)
        for text in ["A", "A", "B", "B", "A"] { _ = bounded.size(of: text, in: titleFont) }
        XCTAssertEqual(single.calls.map(\.text), ["A", "B", "A"])
    }

    func testKeysByFontAndTextSoTwoFontsDoNotEvictEachOther() {
        let measurer = CountingMeasurer()
        let cache = TextMeasureCache(measurer: measurer)
        for _ in 0..<3 {
            XCTAssertEqual(cache.size(of: "Title", in: titleFont), Size(width: 40, height: 16))
            XCTAssertEqual(cache.size(of: "Title", in: subtitleFont), Size(width: 30, height: 12))
        }
        XCTAssertEqual(measurer.calls.count, 2, "each (font, text) measured once")
        XCTAssertEqual(measurer.calls.map(\.font), ["title", "subtitle"])
    }

    func testMemoSlotsAnswerLikeTheTableAndNoticeChanges() {
        let measurer = CountingMeasurer()
        let cache = TextMeasureCache(measurer: measurer)
        let title = cache.font(titleFont), subtitle = cache.font(subtitleFont)
        XCTAssertEqual(cache.size(of: "Pay", in: title, memo: 0), cache.size(of: "Pay", in: titleFont))
        XCTAssertEqual(cache.size(of: "Pay", in: subtitle, memo: 0), Size(width: 18, height: 12), "font change")
        XCTAssertEqual(cache.size(of: "History", in: subtitle, memo: 0), Size(width: 42, height: 12), "text change")
        XCTAssertEqual(cache.size(of: "Pay", in: title, memo: 5), Size(width: 24, height: 16))
        XCTAssertEqual(measurer.calls.count, 3, "Pay/title, Pay/subtitle, History/subtitle")
    }

    func testTruncationTablesAndEllipsisArePerFont() {
        let cache = TextMeasureCache(measurer: CountingMeasurer())
        let title = cache.font(titleFont), subtitle = cache.font(subtitleFont)
        XCTAssertEqual(cache.ellipsisWidth(in: title), 8)
        XCTAssertEqual(cache.ellipsisWidth(in: subtitle), 6)
        _ = cache.size(of: "abc", in: subtitle, memo: 1)
        let table = cache.truncationTable(of: "abc", in: subtitle)
        XCTAssertTrue(table === cache.truncationTable(of: "abc", in: subtitle))
        XCTAssertFalse(table === cache.truncationTable(of: "abc", in: title))
        let fitted = table.fit(fullWidth: 18, ellipsisWidth: 6, available: 13)
        XCTAssertEqual(fitted.fit.displayed("abc"), "a\u{2026}")
        // Through the memo slot (twice: the second from the table kept there) and without one.
        for _ in 0..<2 {
            let memoized = cache.fit(of: "abc", in: subtitle, memo: 1, fullWidth: 18, available: 13)
            XCTAssertEqual(memoized.fit, fitted.fit)
            XCTAssertEqual(memoized.width, fitted.width)
        }
        XCTAssertEqual(cache.fit(of: "abc", in: title, memo: 1, fullWidth: 24, available: 13).fit, .truncated(utf8Count: 0),
                       "a slot holding another font's text: the title font's ellipsis (8) leaves room for no letter")
    }

    func testStaleFontsAreResolvedAgainAfterStartingOver() {
        let measurer = CountingMeasurer()
        let cache = TextMeasureCache(measurer: measurer)
        let first = cache.font(titleFont)
        XCTAssertEqual(cache.size(of: "ab", in: first, memo: 0), Size(width: 16, height: 16))
        for size in 1...TextMeasureCache.maximumFonts {
            _ = cache.font(FontSpec(token: "f\(size)", family: "Test", size: Double(size), weight: 400))
        }
        XCTAssertEqual(cache.size(of: "ab", in: first, memo: 0), Size(width: 16, height: 16), "a stale handle still works")
    }

    func testManyFontsStartOverInsteadOfGrowing() {
        let measurer = CountingMeasurer()
        let cache = TextMeasureCache(measurer: measurer)
        for size in 1...TextMeasureCache.maximumFonts + 1 {
            _ = cache.size(of: "x", in: FontSpec(token: "f\(size)", family: "Test", size: Double(size), weight: 400))
        }
        _ = cache.size(of: "x", in: FontSpec(token: "f1", family: "Test", size: 1, weight: 400))
        XCTAssertEqual(measurer.calls.count, TextMeasureCache.maximumFonts + 2, "the first font was forgotten")
    }
}
