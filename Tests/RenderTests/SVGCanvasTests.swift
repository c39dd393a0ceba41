import XCTest
@testable import BGRender
import ButtonGroupCore

/// The writer: numbers written one way everywhere, text escaped, colours with their opacity.
final class SVGCanvasTests: XCTestCase {
    func testNumbersHaveAtMostTwoDecimalsAndNoNegativeZero() {
        XCTAssertEqual(SVGCanvas.number(0), "0")
        XCTAssertEqual(SVGCanvas.number(-0.001), "0")
        XCTAssertEqual(SVGCanvas.number(12), "12")
        XCTAssertEqual(SVGCanvas.number(12.5), "12.5")
        XCTAssertEqual(SVGCanvas.number(1.0 / 3), "0.33")
        XCTAssertEqual(SVGCanvas.number(-2.675), "-2.68")
        XCTAssertEqual(SVGCanvas.number(0.05), "0.05")
        XCTAssertEqual(SVGCanvas.number(1e7), "10000000")
        XCTAssertEqual(SVGCanvas.number(.infinity), "0")
        XCTAssertEqual(SVGCanvas.number(.nan), "0")
        XCTAssertEqual(SVGCanvas.number(0.83333, decimals: 4), "0.8333")
    }

    func testTextIsEscapedAndControlCharactersDropped() {
        XCTAssertEqual(SVGCanvas.escaped("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&apos;")
        XCTAssertEqual(SVGCanvas.escaped("x\u{1}y\tz"), "xy\tz")
        var canvas = SVGCanvas(size: Size(width: 10, height: 10), background: .clear)
        canvas.comment("a -- b ---> c")
        canvas.text([("<&>", RGBAColor(rgba: 0x0000_00FF), FontSpec(token: "t", family: "A \"B\"", size: 10, weight: 400))],
                    in: Rect(x: 0, y: 0, width: 10, height: 10))
        let svg = try? XCTUnwrap(ParsedSVG(canvas.document))
        XCTAssertEqual(svg?.texts, ["<&>"])
        XCTAssertEqual(svg?.all("text").first?["font-family"], "A \"B\", sans-serif")
    }

    func testColoursCarryTheirOpacityAndTransparentShapesAreLeftOut() {
        XCTAssertEqual(SVGCanvas.paint("fill", RGBAColor(rgba: 0x1E5B_D7FF)), " fill=\"#1e5bd7\"")
        XCTAssertEqual(SVGCanvas.paint("fill", RGBAColor(rgba: 0x0000_0080)), " fill=\"#000000\" fill-opacity=\"0.502\"")
        var canvas = SVGCanvas(size: Size(width: 10, height: 10), background: .clear)
        canvas.rect(Rect(x: 0, y: 0, width: 5, height: 5), fill: .clear)
        canvas.roundedRect(Rect(x: 0, y: 0, width: 5, height: 5), corners: .zero, fill: nil, stroke: .clear, strokeWidth: 1)
        canvas.roundedRect(Rect(x: 0, y: 0, width: 0, height: 5), corners: .zero, fill: RGBAColor(rgba: 0xFF))
        XCTAssertEqual(ParsedSVG(canvas.document)?.elements.map(\.name), ["svg"], "nothing drawn, no background")
    }

    func testRadiiAreClampedToHalfTheShorterSide() {
        let path = RoundedRectPath.data(Rect(x: 0, y: 0, width: 100, height: 20), corners: CornerRadii(all: 50))
        XCTAssertEqual(path, "M10 0H90A10 10 0 0 1 100 10V10A10 10 0 0 1 90 20H10A10 10 0 0 1 0 10V10A10 10 0 0 1 10 0Z")
        let square = RoundedRectPath.data(Rect(x: 1, y: 2, width: 3, height: 4), corners: .zero)
        XCTAssertEqual(square, "M1 2H4V6H1V2Z")
    }

    func testEveryIconTheComponentsUseIsBuiltInAndAnUnknownOneShowsAPlaceholder() {
        let used = ["more", "ic_more_horiz", "info", "dock", "share", "menu", "house.circle.fill", "questionmark.circle",
                    "exclamationmark.circle", "chevron.left", "chevron.right", "chevron.down", "magnifyingglass",
                    "minus.magnifyingglass", "plus.magnifyingglass", "minus", "plus", "photo", "square.3.layers.3d",
                    "arrow.left.arrow.right", "ellipsis.circle"]
        for name in used {
            XCTAssertTrue(IconSet.contains(name), name)
            XCTAssertFalse(IconSet.elements(name, color: .clear, background: .clear).contains("dasharray"), name)
        }
        XCTAssertTrue(IconSet.contains("ic_dock") && IconSet.contains("ic_more_horiz"), "ic_ names draw the plain name")
        XCTAssertFalse(IconSet.contains("no.such.icon"))
        XCTAssertFalse(IconSet.contains("ic_no.such.icon"))
        XCTAssertTrue(IconSet.elements("no.such.icon", color: .clear, background: .clear).contains("stroke-dasharray"))
        var canvas = SVGCanvas(size: Size(width: 48, height: 48), background: .clear)
        for name in IconSet.names { canvas.icon(name, in: Rect(x: 0, y: 0, width: 48, height: 48), color: RGBAColor(rgba: 0xFF)) }
        XCTAssertNotNil(ParsedSVG(canvas.document), "every icon is well-formed")
    }
}
