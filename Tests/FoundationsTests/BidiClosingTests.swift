import XCTest
@testable import BGFoundations

/// A truncated text closes every embedding, override and isolate its kept part leaves open,
/// after the ellipsis: PDF (U+202C) for LRE, RLE, LRO, RLO; PDI (U+2069) for LRI, RLI, FSI;
/// innermost first, matched as the bidirectional algorithm matches them.
final class BidiClosingTests: XCTestCase {
    static let lre = "\u{202A}", rle = "\u{202B}", lro = "\u{202D}", rlo = "\u{202E}", pdf = "\u{202C}"
    static let lri = "\u{2066}", rli = "\u{2067}", fsi = "\u{2068}", pdi = "\u{2069}"

    /// `text` cut after `kept` of its characters (each 10 points wide, the ellipsis too) and
    /// displayed.
    private func cut(_ text: String, keeping kept: Int) -> String {
        let table = TruncationTable(text: text, graphemeWidths: Array(repeating: 10, count: text.count))
        let fit = table.fit(fullWidth: Double(text.count) * 10, ellipsisWidth: 10, available: Double(kept + 1) * 10)
        return fit.fit.displayed(text)
    }

    func testEachKindIsClosedAfterTheEllipsis() {
        for opener in [Self.lre, Self.rle, Self.lro, Self.rlo] {
            XCTAssertEqual(cut(opener + "abcdef", keeping: 3), opener + "ab\u{2026}" + Self.pdf, "\(opener.unicodeScalars.first!)")
        }
        for opener in [Self.lri, Self.rli, Self.fsi] {
            XCTAssertEqual(cut(opener + "abcdef", keeping: 3), opener + "ab\u{2026}" + Self.pdi, "\(opener.unicodeScalars.first!)")
        }
    }

    func testNestedOnesCloseInnermostFirst() {
        let text = Self.rlo + "a" + Self.lri + "b" + Self.rle + "c" + Self.fsi + "d" + Self.lro + "efgh"
        XCTAssertEqual(cut(text, keeping: 10), String(text.prefix(10)) + "\u{2026}" + Self.pdf + Self.pdi + Self.pdf + Self.pdi + Self.pdf)
        XCTAssertEqual(BidiClosing.marks(closing: Array((Self.lre + Self.rli + Self.lro + Self.lri).utf8)),
                       Self.pdi + Self.pdf + Self.pdi + Self.pdf)
    }

    func testWhatIsClosedBeforeTheCutStaysClosed() {
        XCTAssertEqual(cut(Self.rlo + "ab" + Self.pdf + "cdefgh", keeping: 5), Self.rlo + "ab" + Self.pdf + "c\u{2026}")
        XCTAssertEqual(cut(Self.fsi + "ab" + Self.pdi + "cdefgh", keeping: 5), Self.fsi + "ab" + Self.pdi + "c\u{2026}")
        // Cut between an opener and its closer: closed by the suffix instead.
        XCTAssertEqual(cut(Self.rlo + "abcdef" + Self.pdf + "gh", keeping: 4), Self.rlo + "abc\u{2026}" + Self.pdf)
    }

    func testTheClosersMatchAsTheAlgorithmDoes() {
        func marks(_ text: String) -> String { BidiClosing.marks(closing: Array(text.utf8)) }
        // A PDF does not close an isolate (nor what is outside it).
        XCTAssertEqual(marks(Self.rle + "a" + Self.lri + "b" + Self.pdf), Self.pdi + Self.pdf)
        // A PDI closes its isolate and every embedding opened inside it.
        XCTAssertEqual(marks(Self.rlo + Self.rli + Self.rle + Self.lro + "x" + Self.pdi), Self.pdf)
        // Unmatched closers are ignored.
        XCTAssertEqual(marks(Self.pdf + Self.pdi + Self.rle), Self.pdf)
        // A paragraph separator ends them all (PS, LF, CR, NEL).
        for separator in ["\u{2029}", "\n", "\r", "\u{85}"] {
            XCTAssertEqual(marks(Self.rlo + Self.lri + separator + "x"), "", "\(separator.unicodeScalars.first!.value)")
            XCTAssertEqual(marks(Self.rlo + separator + Self.fsi), Self.pdi)
        }
        // No marks at all: nothing, whatever else is there (U+2020 and U+2070 neighbour them).
        XCTAssertEqual(marks("plain \u{2020}\u{2070}\u{2065} مرحبا"), "")
    }

    func testAWholeTextIsLeftAsItIs() {
        XCTAssertEqual(TextFit.whole.displayed(Self.rlo + "abc"), Self.rlo + "abc")
        XCTAssertEqual(TextFit.suffix(truncating: Array((Self.rlo + "abc").utf8)), "\u{2026}" + Self.pdf)
        XCTAssertEqual(TextFit.suffix(truncating: Array("abc".utf8)), "\u{2026}")
    }
}
