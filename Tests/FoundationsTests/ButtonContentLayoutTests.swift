import XCTest
@testable import BGFoundations

final class ButtonContentLayoutTests: XCTestCase {
    private let groupMetrics = ContentMetrics(insets: .nondirectional(EdgeInsets(horizontal: 10)), imagePadding: 4,
                                              titlePadding: 0, imagePlacement: .leading, titleAlignment: .automatic)
    private var metrics: ResolvedContentMetrics { groupMetrics.resolved(.leftToRight) }

    private func content(_ title: String, image: Bool = true, cache: TextMeasureCache) -> ButtonContent {
        ButtonContent(imageSize: image ? Size(width: 20, height: 20) : nil,
                      titleSize: title.isEmpty ? nil : cache.size(of: title, in: titleFont), subtitleSize: nil)
    }

    /// Places `title` as a component does: its room, whole when it fits, else truncated.
    private func place(_ title: String, image: Bool = true, in bounds: Rect, direction: LayoutDirection = .leftToRight,
                       scale: Double = 1, cache: TextMeasureCache) -> ContentFrames {
        let content = content(title, image: image, cache: cache)
        let grid = PixelGrid(scale: scale)
        let metrics = groupMetrics.resolved(direction)
        var fit = (fit: TextFit.absent, width: 0.0)
        if let size = content.titleSize {
            let room = ButtonContentLayout.textRoom(content, in: bounds, metrics: metrics)
            let font = cache.font(titleFont)
            fit = ButtonContentLayout.fitsWhole(size.width, room: room, grid: grid) ? (.whole, size.width)
                : cache.truncationTable(of: title, in: font).fit(fullWidth: size.width, ellipsisWidth: cache.ellipsisWidth(in: font),
                                                                available: room)
        }
        return ButtonContentLayout.place(content, in: bounds, metrics: metrics, grid: grid,
                                         title: PlacedText(fit: fit.fit, width: fit.width), subtitle: .absent)
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
        let ltr = place("Pay", in: bounds, cache: cache)
        // run = 20 + 4 + 24 = 48, centred: starts at 100 + (200 - 48) / 2 = 176.
        XCTAssertEqual(ltr.imageFrame, Rect(x: 176, y: 10, width: 20, height: 20))
        XCTAssertEqual(ltr.titleFrame, Rect(x: 200, y: 12, width: 24, height: 16))
        XCTAssertEqual(ltr.title, .whole)
        let rtl = place("Pay", in: bounds, direction: .rightToLeft, cache: cache)
        XCTAssertEqual(rtl.imageFrame, Rect(x: 204, y: 10, width: 20, height: 20), "image on the right")
        XCTAssertEqual(rtl.titleFrame, Rect(x: 176, y: 12, width: 24, height: 16))
    }

    func testSizeThatFitsThenPlaceNeverTruncatesOnAnyGrid() {
        let cache = TextMeasureCache(measurer: CountingMeasurer())
        for scale in [1.0, 2, 3] {
            for title in ["A", "Pay", "Statements", "Cash Advance now"] {
                let natural = ButtonContentLayout.sizeThatFits(content(title, cache: cache), metrics: metrics)
                // Snapping the bounds' edges may take up to a pixel off the natural width.
                let bounds = Rect(x: 0.3, y: 0, width: natural.width - 0.99 / scale, height: 40)
                let placed = place(title, in: bounds, scale: scale, cache: cache)
                XCTAssertEqual(placed.title, .whole, "scale \(scale) \(title)")
            }
        }
    }

    func testTitlesTruncateAndWideImagesDisappear() {
        let cache = TextMeasureCache(measurer: CountingMeasurer())
        let placed = place("Statements", in: Rect(x: 0, y: 0, width: 80, height: 40), cache: cache)
        // room = 80 - 20 - 20 - 4 = 36: "Sta" (24) + "…" (8) = 32 fits, "Stat…" = 40 does not.
        XCTAssertEqual(placed.title.displayed("Statements"), "Sta\u{2026}")
        XCTAssertTrue(placed.title.isTruncated)
        XCTAssertEqual(placed.titleFrame?.width, 32)
        let narrow = place("Pay", in: Rect(x: 0, y: 0, width: 15, height: 40), cache: cache)
        XCTAssertNil(narrow.imageFrame, "a 20-point image does not fit 15 points")
        XCTAssertNil(narrow.titleFrame, "no room for even the ellipsis")
        XCTAssertEqual(narrow.title, .elided)
    }

    func testSnappingMatchesRoundingHalfAwayFromZero() {
        for scale in [1.0, 2, 3, 1.5] {
            let grid = PixelGrid(scale: scale)
            for step in 0..<2000 {
                let value = Double(step) * 0.173 - 40
                XCTAssertEqual(grid.snap(value), (value * scale).rounded(.toNearestOrAwayFromZero) / scale, "\(value) at \(scale)")
                XCTAssertEqual(grid.ceil(value), (value * scale).rounded(.up) / scale)
            }
            for value in [0.49999999999999994, 0.5, 2.5, 1e15 + 0.5, 4503599627370495.5] {
                let point = value / scale
                XCTAssertEqual(grid.snap(point), (point * scale).rounded(.toNearestOrAwayFromZero) / scale, "\(value)")
            }
            XCTAssertEqual(PixelGrid(scale: 1).snap(0.49999999999999994), 0, "x + 0.5 rounding up to 1 is corrected")
            XCTAssertTrue(grid.snap(.nan).isNaN)
            XCTAssertEqual(grid.snap(.infinity), .infinity)
        }
    }
}
