import XCTest
@testable import BGFoundations

/// Expected values are DejaVu Sans 2.37 metrics read independently with fontTools
/// (`TTFont(...)['hmtx'][cmap[cp]][0]`, `head.unitsPerEm`, `hhea`, `OS/2.xAvgCharWidth`).
final class BuiltInTextMeasurerTests: XCTestCase {
    private let measurer = BuiltInTextMeasurer()

    private enum Font {
        static let unitsPerEm = 2048.0
        static let ascender = 1901.0
        static let descender = -483.0
        static let lineGap = 0.0
        static let averageAdvanceRegular = 1038.0
    }

    private func font(_ size: Double, weight: Int = 400) -> FontSpec {
        FontSpec(token: "button", family: "DejaVu Sans", size: size, weight: weight)
    }

    private func width(_ text: String, size: Double = 20, weight: Int = 400) -> Double {
        measurer.measure(text, font: font(size, weight: weight), maxWidth: .infinity).width
    }

    /// `units` font units at `size` points.
    private func points(_ units: Double, size: Double = 20) -> Double {
        units * size / Font.unitsPerEm
    }

    // MARK: - Real advances

    func testGeneratedTableHeader() {
        let regular = DejaVuSansMetrics.regular
        XCTAssertEqual(regular.unitsPerEm, 2048)
        XCTAssertEqual(regular.ascender, 1901)
        XCTAssertEqual(regular.descender, -483)
        XCTAssertEqual(regular.lineGap, 0)
        XCTAssertEqual(regular.averageAdvance, 1038)
        XCTAssertEqual(DejaVuSansMetrics.bold.averageAdvance, 1173)
        XCTAssertNil(regular.advance(of: "\u{1F}"))  // below the first mapped code point (space)
        XCTAssertEqual(regular.advance(of: " "), 651)
        XCTAssertEqual(regular.advance(of: "\u{1F600}"), 2135)  // beyond the BMP
        XCTAssertNil(regular.advance(of: "\u{4E2D}"))  // no CJK ideographs
        XCTAssertNil(regular.advance(of: "\u{10FFFF}"))
    }

    func testLatinAdvancesRegular() {
        XCTAssertEqual(width("A"), 1401 * 20 / 2048)
        XCTAssertEqual(width("A"), 13.681640625)
        XCTAssertEqual(width("W"), points(2025))
        XCTAssertEqual(width("Hello", size: 16), points(1540 + 1260 + 569 + 569 + 1253, size: 16), accuracy: 1e-9)
        XCTAssertEqual(width("A A"), points(1401 + 651 + 1401), accuracy: 1e-9)
    }

    func testLatinAdvancesBold() {
        XCTAssertEqual(width("A", weight: 700), points(1585))
        XCTAssertEqual(width("W", weight: 600), points(2259))
        XCTAssertEqual(width("W", weight: 599), points(2025))  // below 600 is Regular
        XCTAssertGreaterThan(width("W", weight: 700), width("W"))
        XCTAssertEqual(width("Hello", weight: 700), points(1714 + 1389 + 702 + 702 + 1407), accuracy: 1e-9)
    }

    func testScalesLinearlyWithSize() {
        XCTAssertEqual(width("A", size: 40), 2 * width("A", size: 20), accuracy: 1e-12)
    }

    // MARK: - Grapheme clusters

    func testPrecomposedAndDecomposedAccentAreEquallyWide() {
        let precomposed = "\u{E9}"
        let decomposed = "e\u{301}"
        XCTAssertEqual(width(precomposed), points(1260))
        XCTAssertEqual(width(decomposed), width(precomposed))
        XCTAssertEqual(width(decomposed, weight: 700), points(1389))
        XCTAssertEqual(width("e\u{301}\u{323}"), points(1260))  // stacked marks
    }

    func testZeroWidthScalars() {
        XCTAssertEqual(width("\u{200D}"), 0)  // ZWJ
        XCTAssertEqual(width("\u{200C}"), 0)  // ZWNJ
        XCTAssertEqual(width("\u{200B}"), 0)  // zero width space
        XCTAssertEqual(width("\u{FE0F}"), 0)  // variation selector 16
        XCTAssertEqual(width("\u{AD}"), 0)  // soft hyphen (the font gives it 739 units)
        XCTAssertEqual(width("a\u{200D}b"), width("ab"), accuracy: 1e-12)
        XCTAssertEqual(width("A\u{200B}A"), points(2 * 1401), accuracy: 1e-12)
    }

    func testEmojiZWJSequenceIsOneEmojiWide() {
        let emoji = points(Font.unitsPerEm * BuiltInTextMeasurer.emojiAdvanceInEms)
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"  // 👨‍👩‍👧
        XCTAssertEqual(family.count, 1)
        XCTAssertEqual(width("\u{1F468}"), emoji, accuracy: 1e-12)
        XCTAssertEqual(width(family), emoji, accuracy: 1e-12)
        XCTAssertEqual(width("\u{1F44D}\u{1F3FD}"), emoji, accuracy: 1e-12)  // 👍🏽 skin tone
        XCTAssertEqual(width("\u{1F1FA}\u{1F1F8}"), emoji, accuracy: 1e-12)  // 🇺🇸 flag
        XCTAssertEqual(width("\u{1F680}"), emoji, accuracy: 1e-12)  // 🚀, not in the font
        XCTAssertEqual(width("\u{1F600}"), points(2135))  // 😀 is in DejaVu Sans
        XCTAssertEqual(width("\u{2764}\u{FE0F}"), points(1716))  // ❤️: font advance, VS16 adds 0
    }

    func testCJKIsOneEmPerCharacter() {
        XCTAssertEqual(width("中文"), 2 * 20, accuracy: 1e-12)
        XCTAssertEqual(width("かな", size: 10), 2 * 10, accuracy: 1e-12)
        XCTAssertEqual(width("한", size: 10), 10, accuracy: 1e-12)  // precomposed syllable
        XCTAssertEqual(width("\u{1112}\u{1161}\u{11AB}", size: 10), 10, accuracy: 1e-12)  // conjoining jamo
        XCTAssertEqual(width("ＡＢ", size: 10), 20, accuracy: 1e-12)  // fullwidth forms
    }

    func testOtherMissingScalarsUseAverageAdvance() {
        XCTAssertEqual(width("\u{0915}"), points(Font.averageAdvanceRegular))  // Devanagari KA
        XCTAssertEqual(width("\u{0915}", weight: 700), points(1173))
    }

    // MARK: - Line box and degenerate input

    func testEmptyTextHasZeroWidthAndLineHeight() {
        let size = measurer.measure("", font: font(20), maxWidth: .infinity)
        XCTAssertEqual(size.width, 0)
        XCTAssertEqual(size.height, (Font.ascender - Font.descender + Font.lineGap) * 20 / Font.unitsPerEm)
        XCTAssertEqual(size.height, 23.28125)
    }

    func testHeightIsIndependentOfText() {
        let empty = measurer.measure("", font: font(14), maxWidth: 100)
        let text = measurer.measure("Ég 中 👨‍👩‍👧", font: font(14), maxWidth: 100)
        XCTAssertEqual(text.height, empty.height)
        XCTAssertEqual(measurer.measure("", font: font(14, weight: 700), maxWidth: 100).height, empty.height)
    }

    func testMaxWidthIsIgnored() {
        let text = "Save changes"
        let wide = measurer.measure(text, font: font(16), maxWidth: .infinity)
        let narrow = measurer.measure(text, font: font(16), maxWidth: 10)
        XCTAssertEqual(wide, narrow)
        XCTAssertGreaterThan(narrow.width, 10)
    }

    func testInvalidSizesMeasureZero() {
        for size in [0, -12, .nan, .infinity, -.infinity] as [Double] {
            XCTAssertEqual(measurer.measure("Hello", font: font(size), maxWidth: .infinity), .zero, "size \(size)")
            XCTAssertEqual(measurer.measure("", font: font(size), maxWidth: .infinity), .zero, "size \(size)")
        }
    }

    // MARK: - Grapheme clusters measured one by one

    /// The widths of a text's clusters measured one at a time (what the measure cache does to
    /// truncate a title).
    private func clusterWidths(_ text: String, _ spec: FontSpec) -> [Double] {
        text.map { measurer.measure(String($0), font: spec, maxWidth: .infinity).width }
    }

    func testClustersMeasuredOneByOneSumToTheWholeWidth() {
        let samples = [
            "", "A", "Hello, World", "e\u{301}te\u{301}", "中文 mixed", "👨‍👩‍👧 family 🇺🇸",
            "a\u{200D}b\u{200B}c", "한국어", "\u{0915}\u{094D}\u{0937}",
        ]
        for weight in [400, 700] {
            for text in samples {
                let spec = font(17.5, weight: weight)
                let widths = clusterWidths(text, spec)
                XCTAssertEqual(widths.reduce(0, +), measurer.measure(text, font: spec, maxWidth: .infinity).width,
                               accuracy: 1e-9, text)
                XCTAssertTrue(widths.allSatisfy { $0.isFinite && $0 >= 0 }, text)
            }
        }
        XCTAssertEqual(clusterWidths("Ae\u{301}中", font(20)), [points(1401), points(1260), 20])
    }

    func testASCIITextIsMeasuredFromItsBytesExactlyAsByItsClusters() {
        let every = String((0..<128).map { Character(Unicode.Scalar(UInt8($0))) })
        let texts = ["", "A", "Pay", "Cash Advance", "a\r\nb", "\r\n\r", "\t tab\u{7F}", every, String(every.reversed()),
                     String(repeating: "MW il.", count: 200)]
        for face in [BuiltInTextMeasurer.Face.regular, .bold] {
            for scale in [20.0 / 2048, 17.0 / 2048, 0.1, 3.0] {
                for text in texts {
                    let ascii = BuiltInTextMeasurer.asciiWidth(text, face, scale)
                    XCTAssertEqual(ascii, BuiltInTextMeasurer.clusterWidth(text, face.metrics, scale), "\(text.debugDescription)")
                }
            }
        }
        for text in ["é", "Pay é", "A\u{301}", "日本", "👍🏽"] {  // not ASCII: measured by clusters
            XCTAssertNil(BuiltInTextMeasurer.asciiWidth(text, .regular, 1))
        }
        XCTAssertEqual(width("A\u{301}"), width("A"))  // the mark adds nothing, as before
    }

    func testLongTextMeasures() {
        let text = String(repeating: "Wi中👍🏽e\u{301}", count: 2_000)  // 10,000 Characters
        XCTAssertEqual(text.count, 10_000)
        let spec = font(12)
        let size = measurer.measure(text, font: spec, maxWidth: 200)
        let one = measurer.measure("Wi中👍🏽e\u{301}", font: spec, maxWidth: 200).width
        XCTAssertEqual(size.width, 2_000 * one, accuracy: 1e-6)
    }
}
