import XCTest
@testable import BGFoundations

final class ButtonContentLayoutTests: XCTestCase {
    private let metrics = ContentMetrics(insets: EdgeInsets(horizontal: 10), imagePadding: 4)

    private func content(_ title: String, image: Bool = true, cache: TextMeasureCache) -> ButtonContent {
        ButtonContent(imageSize: image ? Size(width: 20, height: 20) : nil, title: title,
                      titleSize: title.isEmpty ? .zero : cache.size(of: title, in: titleFont), titleFont: titleFont)
    }

    func testSizeThatFitsAddsInsetsImagePaddingAndTitle() {
        let cache = TextMeasureCache(measurer: CountingMeasurer())
        XCTAssertEqual(ButtonContentLayout.sizeThatFits(content("Pay", cache: cache), metrics: metrics),
                       Size(width: 10 + 20 + 4 + 24 + 10, height: 20))
        XCTAssertEqual(ButtonContentLayout.sizeThatFits(content("Pay", image: false, cache: cache), metrics: metrics).width,
                       10 + 24 + 10, "no padding without an image")
        XCTAssertEqual(ButtonContentLayout.sizeThatFits(content("", cache: cache), metrics: metrics).width,
                       10 + 20 + 10, "no padding without a title")
    }

    func testTheRunIsCentredAndMirroredInRightToLeft() {
        let cache = TextMeasureCache(measurer: CountingMeasurer())
        let bounds = Rect(x: 100, y: 0, width: 200, height: 40)
        let ltr = ButtonContentLayout.place(content("Pay", cache: cache), in: bounds, metrics: metrics,
                                            direction: .leftToRight, grid: PixelGrid(scale: 1), measure: cache)
        // run = 20 + 4 + 24 = 48, centred: starts at 100 + (200 - 48) / 2 = 176.
        XCTAssertEqual(ltr.imageFrame, Rect(x: 176, y: 10, width: 20, height: 20))
        XCTAssertEqual(ltr.titleFrame, Rect(x: 200, y: 12, width: 24, height: 16))
        XCTAssertEqual(ltr.title, "Pay")
        let rtl = ButtonContentLayout.place(content("Pay", cache: cache), in: bounds, metrics: metrics,
                                            direction: .rightToLeft, grid: PixelGrid(scale: 1), measure: cache)
        XCTAssertEqual(rtl.imageFrame, Rect(x: 204, y: 10, width: 20, height: 20), "image on the right")
        XCTAssertEqual(rtl.titleFrame, Rect(x: 176, y: 12, width: 24, height: 16))
    }

    func testSizeThatFitsThenPlaceNeverTruncatesOnAnyGrid() {
        let cache = TextMeasureCache(measurer: CountingMeasurer())
        for scale in [1.0, 2, 3] {
            let grid = PixelGrid(scale: scale)
            for title in ["A", "Pay", "Statements", "Cash Advance now"] {
                let item = content(title, cache: cache)
                let natural = ButtonContentLayout.sizeThatFits(item, metrics: metrics)
                // Snapping the bounds' edges may take up to a pixel off the natural width.
                let bounds = Rect(x: 0.3, y: 0, width: natural.width - 0.99 / scale, height: 40)
                let placed = ButtonContentLayout.place(item, in: bounds, metrics: metrics, direction: .leftToRight,
                                                       grid: grid, measure: cache)
                XCTAssertEqual(placed.title, title, "scale \(scale)")
                XCTAssertFalse(placed.isTruncated)
            }
        }
    }

    func testTitlesTruncateAndWideImagesDisappear() {
        let cache = TextMeasureCache(measurer: CountingMeasurer())
        let placed = ButtonContentLayout.place(content("Statements", cache: cache), in: Rect(x: 0, y: 0, width: 80, height: 40),
                                               metrics: metrics, direction: .leftToRight, grid: PixelGrid(scale: 1),
                                               measure: cache)
        // room = 80 - 20 - 20 - 4 = 36: "Sta" (24) + "…" (8) = 32 fits, "Stat…" = 40 does not.
        XCTAssertEqual(placed.title, "Sta\u{2026}")
        XCTAssertTrue(placed.isTruncated)
        let narrow = ButtonContentLayout.place(content("Pay", cache: cache), in: Rect(x: 0, y: 0, width: 15, height: 40),
                                               metrics: metrics, direction: .leftToRight, grid: PixelGrid(scale: 1),
                                               measure: cache)
        XCTAssertNil(narrow.imageFrame, "a 20-point image does not fit 15 points")
        XCTAssertNil(narrow.titleFrame, "no room for even the ellipsis")
        XCTAssertEqual(narrow.title, "")
    }
}
