import XCTest
import ButtonGroupCore

/// Titles on several lines (UILabel's numberOfLines and lineBreakMode): where lines break, how
/// the last one is cut in each mode, and a size that fits a width laying out with nothing cut.
final class MultiLineTitleTests: XCTestCase {
    /// The lines of `text`, every cluster 10 points wide and the ellipsis too, in `room`.
    private func lines(_ text: String, room: Double, lines: Int = 0, mode: LineBreakMode = .truncateTail) -> [String] {
        LineBreaker(text: text, widths: Array(repeating: 10, count: text.count), ellipsisWidth: 10, mode: mode)
            .lines(room: room, settings: LineSettings(numberOfLines: lines, lineBreakMode: mode)).map(\.text)
    }

    func testLinesBreakBetweenWordsAndALongWordBetweenCharacters() {
        XCTAssertEqual(lines("aaa bbb ccc", room: 75), ["aaa bbb", "ccc"], "the space hangs at the end of the line")
        XCTAssertEqual(lines("aaa bbb ccc", room: 35), ["aaa", "bbb", "ccc"])
        XCTAssertEqual(lines("abcdefghij", room: 35), ["abc", "def", "ghi", "j"])
        XCTAssertEqual(lines("aaa bbb", room: 55, mode: .wordWrap), ["aaa", "bbb"])
        XCTAssertEqual(lines("aaa bbb", room: 55, mode: .charWrap), ["aaa b", "bb"])
        XCTAssertEqual(lines("well-known", room: 60), ["well-", "known"], "after a hyphen")
    }

    func testIdeographsBreakAnywhereButNotBeforeClosingOrAfterOpeningPunctuation() {
        XCTAssertEqual(lines("漢字仮名交じり", room: 30), ["漢字仮", "名交じ", "り"])
        XCTAssertEqual(lines("漢字。漢字", room: 20), ["漢", "字。", "漢字"], "。 never starts a line: 字 goes with it")
        XCTAssertEqual(lines("漢「字」", room: 30), ["漢", "「字」"], "「 never ends a line, 」 never starts one")
        XCTAssertTrue(LineBreakOpportunities.breaks(before: "字", after: "a", anywhere: false), "Latin then an ideograph")
        XCTAssertFalse(LineBreakOpportunities.breaks(before: "、", after: "字", anywhere: false))
    }

    func testTheLastLineIsCutAsItsModeSays() {
        let text = "aaa bbb ccc ddd eee"
        func last(_ mode: LineBreakMode) -> String? { lines(text, room: 75, lines: 2, mode: mode).last }
        XCTAssertEqual(lines(text, room: 75, lines: 2).first, "aaa bbb")
        XCTAssertEqual(last(.truncateTail), "ccc dd\u{2026}")
        XCTAssertEqual(last(.truncateHead), "\u{2026}dd eee")
        XCTAssertEqual(last(.truncateMiddle), "ccc\u{2026}eee")
        XCTAssertEqual(last(.clip), "ccc ddd")
        XCTAssertEqual(last(.wordWrap), "ccc ddd")
        XCTAssertEqual(lines("aaa bbb ccc ddd eee", room: 75, lines: 1, mode: .truncateHead), ["\u{2026}dd eee"])
        XCTAssertEqual(lines("aaa bbb", room: 75, lines: 1, mode: .truncateMiddle), ["aaa bbb"], "whole when it fits")
    }

    /// A button titled `title` (8 points a scalar, 20 high), no insets, with `settings`.
    private func button(_ title: String, _ settings: LineSettings) -> ButtonModel {
        var configuration = ButtonConfiguration()
        configuration.title = title
        configuration.subtitle = "Due today, or tomorrow at the latest"
        configuration.contentInsets = .nondirectional(EdgeInsets(top: 4, left: 6, bottom: 4, right: 6))
        configuration.image = ButtonImage(name: "house.circle.fill", size: Size(width: 16, height: 16))
        configuration.imagePadding = 4
        let button = ButtonModel(baseConfiguration: configuration, provider: .none, style: builtInStyle, measuring: measuring())
        button.textLines = ButtonTextLines(title: settings, subtitle: settings)
        return button
    }

    func testASizeThatFitsAWidthLaysOutEveryLineWhole() throws {
        let titles = ["Pay the invoice before the end of the month", "Transfer", "A-very-long-hyphenated-title here",
                      "東京都の天気予報、明日は晴れ。", "Mixed 日本語 and English words", "Supercalifragilisticexpialidocious"]
        for title in titles {
            let button = button(title, LineSettings(numberOfLines: 0, lineBreakMode: .wordWrap))
            for width in stride(from: 60.0, through: 400, by: 23) {
                let size = try button.sizeThatFits(width: width)
                for scale in [1.0, 2, 3] {
                    let layout = try button.layout(size: size, scale: scale, direction: .leftToRight)
                    let lines = try XCTUnwrap(layout.titleLines, "\(title) at \(width)")
                    XCTAssertFalse(lines.contains(where: \.isTruncated), "\(title) at \(width) x\(scale)")
                    XCTAssertFalse(layout.subtitleLines?.contains(where: \.isTruncated) ?? true)
                    XCTAssertEqual(lines.map(\.text).joined().filter { !$0.isWhitespace }, title.filter { !$0.isWhitespace },
                                   "every character once, in order (spaces hang at the breaks)")
                    XCTAssertEqual(layout.titleFrame?.height ?? 0, 20 * Double(lines.count), accuracy: 1)
                    let frame = try XCTUnwrap(layout.titleFrame)
                    for line in lines { XCTAssertLessThanOrEqual(line.frame.maxX, frame.maxX + 1e-9) }
                }
                if width >= 200 { XCTAssertLessThanOrEqual(size.width, width + 1e-9, "\(title) at \(width)") }
            }
        }
    }

    func testLimitedLinesCutTheLastOneAndTheDefaultIsTheOneLineLayout() throws {
        let title = "Pay the invoice before the end of the month"
        let limited = button(title, LineSettings(numberOfLines: 2, lineBreakMode: .truncateTail))
        let layout = try limited.layout(size: Size(width: 150, height: 80), scale: 2, direction: .leftToRight)
        let lines = try XCTUnwrap(layout.titleLines)
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[1].isTruncated && lines[1].text.hasSuffix("\u{2026}"), lines[1].text)
        XCTAssertEqual(lines[1].frame.y - lines[0].frame.y, 20)
        let single = button(title, .singleLine)
        let one = try single.layout(size: Size(width: 150, height: 80), scale: 2, direction: .leftToRight)
        XCTAssertNil(one.titleLines)
        XCTAssertTrue(one.title.isTruncated)
        XCTAssertEqual(try single.sizeThatFits(width: 150), try single.sizeThatFits(), "one line: the width changes nothing")
    }

    func testRightToLeftLinesMirrorTheLeftToRightOnes() throws {
        let button = button("Pay the invoice before the end of the month", LineSettings(numberOfLines: 0, lineBreakMode: .wordWrap))
        let size = Size(width: 157.5, height: 140)
        let ltr = try XCTUnwrap(try button.layout(size: size, scale: 2, direction: .leftToRight).titleLines)
        let rtl = try XCTUnwrap(try button.layout(size: size, scale: 2, direction: .rightToLeft).titleLines)
        XCTAssertEqual(ltr.map(\.text), rtl.map(\.text))
        for (left, right) in zip(ltr, rtl) {
            XCTAssertEqual(right.frame.x, size.width - left.frame.x - left.frame.width, accuracy: 1e-9)
            XCTAssertEqual(right.frame.y, left.frame.y)
        }
    }

    func testStyledRunsAreMeasuredInTheirFontsWhenWrapping() throws {
        let text = "aaaa bbbb cccc"
        var configuration = ButtonConfiguration()
        configuration.title = text
        configuration.titleRuns = [TextRun(start: 5, length: 4, font: FontSpec(token: "wide", family: "Wide", size: 30,
                                                                                    weight: 700), color: nil)]
        final class SizeMeasurer: TextMeasuring {
            func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size {
                Size(width: Double(text.unicodeScalars.count) * (font.family == "Wide" ? 20 : 8), height: 20)
            }
        }
        let button = ButtonModel(baseConfiguration: configuration, provider: .none, style: builtInStyle,
                                 measuring: ButtonLayoutEngine.Measuring(text: TextMeasureCache(measurer: SizeMeasurer()),
                                                                         image: { _ in nil }))
        button.textLines = ButtonTextLines(title: LineSettings(numberOfLines: 0, lineBreakMode: .wordWrap))
        // "aaaa " 40 + "bbbb" 80 = 120 > 100: "bbbb" in the wide font goes to the next line.
        let lines = try XCTUnwrap(try button.layout(size: Size(width: 100, height: 80), scale: 1, direction: .leftToRight)
            .titleLines)
        XCTAssertEqual(lines.map(\.text), ["aaaa", "bbbb", "cccc"])
        XCTAssertEqual(lines.map(\.width), [32, 80, 32])
    }
}
