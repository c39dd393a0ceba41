import XCTest
import ButtonGroupCore

/// Text decorations: ranges of their own beside the font and color runs; kern counted in the
/// text's width (the size that fits and truncation agree), clipped to the effective text, drawn.
final class TextDecorationTests: XCTestCase {
    private let font = FontSpec(token: "base", family: "Test", size: 10, weight: 400)

    /// A button titled `title` in a font whose every scalar is 8 points wide (the counting
    /// measurer), no insets, with `decorations` on its title.
    private func button(_ title: String, _ decorations: [TextDecoration]) -> ButtonModel {
        var configuration = ButtonConfiguration()
        configuration.title = title
        configuration.titleFont = font
        let button = ButtonModel(baseConfiguration: configuration, provider: .none, style: builtInStyle, measuring: measuring())
        button.textDecorations = ButtonTextDecorations(title: decorations)
        return button
    }

    func testKernSplitsSegmentsApartFromTheRunsAndWidensTheText() {
        let bold = FontSpec(token: "bold", family: "Test", size: 20, weight: 700)
        let text = AttributedText(string: "Pay $100 now", runs: [TextRun(start: 4, length: 4, font: bold, color: nil)],
                                  decorations: [TextDecoration(start: 2, length: 4, kern: 2),
                                                TextDecoration(start: 9, length: 3, underline: true)])
        let segments = text.segments(base: font)
        XCTAssertEqual(segments.map(\.range), [0..<2, 2..<4, 4..<6, 6..<8, 8..<12], "an underline does not cut a segment")
        XCTAssertEqual(segments.map(\.kern), [0, 2, 2, 0, 0])
        let cache = TextMeasureCache(measurer: CountingTextMeasurer())
        XCTAssertEqual(cache.size(of: text, base: font).width, 12 * 8 + 4 * 2)
        XCTAssertEqual(cache.width(of: 4..<8, in: text, base: font), 4 * 8 + 2 * 2)
    }

    func testTheSizeThatFitsCountsTheKernAndLaysOutWhole() throws {
        for kern in [-3.0, -1, 0.5, 2, 7.25] {
            for title in ["Kerned", "Pay now", "Ça va, déjà?", "Transfer €1 000"] {
                let count = title.utf8.count
                let button = button(title, [TextDecoration(start: 0, length: count, underline: true, kern: kern)])
                let size = try button.sizeThatFits()
                XCTAssertEqual(size.width, max(0, Double(title.unicodeScalars.count) * 8 + kern * Double(title.count)),
                               "\(title) kern \(kern)")
                let whole = try button.layout(size: size, scale: 2, direction: .leftToRight)
                XCTAssertEqual(whole.title, .whole, "\(title) kern \(kern): the size that fits shows it whole")
                XCTAssertEqual(whole.titleDecorations.first?.frame.width ?? -1, size.width, accuracy: 1e-9)
                for narrower in [size.width - 1, size.width * 0.6] where narrower > 0 {
                    let cut = try button.layout(size: Size(width: narrower, height: size.height), scale: 2,
                                                direction: .leftToRight)
                    XCTAssertTrue(cut.title.isTruncated, "\(title) kern \(kern) at \(narrower)")
                    XCTAssertLessThanOrEqual(cut.titleFrame?.width ?? 0, narrower + 0.5, "within a pixel of the grid")
                }
            }
        }
    }

    func testTheEllipsisTakesTheKernAndDecorationOfTheRangeItCuts() throws {
        // "Kerned text": 11 scalars of 8 points, 2 points of kern on "text" (4 clusters): 96.
        let button = button("Kerned text", [TextDecoration(start: 7, length: 4, strikethrough: true, kern: 2)])
        XCTAssertEqual(try button.sizeThatFits().width, 96)
        // At 86: "Kerned " is 56 (its space dropped before a cut); "te" kerned is 20 and the "…" in
        // the kern of "text" is 8 + 2, so "Kerned te…" is 86; "tex" would need 96.
        let layout = try button.layout(size: Size(width: 86, height: 20), scale: 1, direction: .leftToRight)
        XCTAssertEqual(layout.title.displayed("Kerned text"), "Kerned te\u{2026}")
        XCTAssertEqual(layout.titleFrame?.width, 86)
        XCTAssertEqual(layout.titleDecorations.map(\.decoration.start), [7])
        XCTAssertEqual(layout.titleDecorations.first?.decoration.length, 2 + 3, "te and the ellipsis")
        XCTAssertEqual(layout.titleDecorations.first?.frame.x, layout.titleFrame.map { $0.x + 56 })
        XCTAssertEqual(layout.titleDecorations.first?.frame.width, 30)
        let narrower = try button.layout(size: Size(width: 85, height: 20), scale: 1, direction: .leftToRight)
        XCTAssertEqual(narrower.title.displayed("Kerned text"), "Kerned t\u{2026}")
    }

    func testDecorationsAreClippedToATextThatGotShorterAndChangesAreCoalesced() throws {
        let button = button("Decorated", [TextDecoration(start: 0, length: 9, underline: true)])
        _ = try button.layout(size: Size(width: 200, height: 20), scale: 1, direction: .leftToRight)
        let before = button.updateCount
        button.textDecorations.title[0].kern = 1
        button.textDecorations.title[0].backgroundColor = RGBAColor(rgba: 0xFFFF00FF)
        var shorter = button.baseConfiguration
        shorter.title = "Déc"
        button.baseConfiguration = shorter
        let layout = try button.layout(size: Size(width: 200, height: 20), scale: 1, direction: .leftToRight)
        XCTAssertEqual(button.updateCount, before + 1, "three changes, one update")
        XCTAssertEqual(layout.titleDecorations.map(\.decoration.length), [4], "cut to the four bytes of Déc")
        XCTAssertEqual(TextDecoration.clipped([TextDecoration(start: 1, length: 2)], to: "é"),
                       [TextDecoration(start: 0, length: 2)], "a range that would split é moves to its start")
        XCTAssertEqual(TextDecoration.clipped([TextDecoration(start: 0, length: 5)], to: "éa").map(\.length), [3])
        XCTAssertEqual(TextDecoration.clipped([TextDecoration(start: 4, length: 2)], to: "éa"), [], "wholly beyond: dropped")
    }

    func testThePictureDrawsEachDecoration() throws {
        let button = button("Pay now", [
            TextDecoration(start: 0, length: 3, underline: true, kern: 1.5, backgroundColor: RGBAColor(rgba: 0xFFEE00FF)),
            TextDecoration(start: 4, length: 3, strikethrough: true, baselineOffset: 3),
        ])
        let size = try button.sizeThatFits()
        let layout = try button.layout(size: size, scale: 2, direction: .leftToRight)
        let svg = ButtonPicture.svg(layout, configuration: try button.effectiveConfiguration, style: builtInStyle,
                                    options: PictureOptions())
        XCTAssertTrue(svg.contains("text-decoration=\"underline\" letter-spacing=\"1.5\">Pay</tspan>"), svg)
        XCTAssertTrue(svg.contains("<tspan fill=\"#"), svg)
        XCTAssertTrue(svg.contains("text-decoration=\"line-through\" baseline-shift=\"3\">now</tspan>"), svg)
        XCTAssertTrue(svg.contains("class=\"bg-text-background\""), svg)
        XCTAssertTrue(svg.contains("width=\"28.5\""), "the background is as wide as Pay kerned: 3 × (8 + 1.5)")
        XCTAssertTrue(svg.contains("fill=\"#ffee00\""), svg)
        button.textDecorations = .none
        let plain = ButtonPicture.svg(try button.layout(size: size, scale: 2, direction: .leftToRight),
                                      configuration: try button.effectiveConfiguration, style: builtInStyle,
                                      options: PictureOptions())
        XCTAssertFalse(plain.contains("<tspan"), "no decorations, one plain text element")
    }
}
