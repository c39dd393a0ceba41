import XCTest
@testable import BGFoundations

/// The full content layout: image placements, title and subtitle, their alignment, directional
/// insets, and size-that-fits agreeing with placement.
final class ContentPlacementTests: XCTestCase {
    private let image = Size(width: 20, height: 20)
    private let title = Size(width: 60, height: 16)
    private let subtitle = Size(width: 40, height: 12)

    private func metrics(_ placement: ImagePlacement, _ alignment: TitleAlignment = .automatic,
                         insets: ContentInsets = .nondirectional(EdgeInsets(top: 5, left: 10, bottom: 7, right: 12)),
                         direction: LayoutDirection = .leftToRight) -> ResolvedContentMetrics {
        ContentMetrics(insets: insets, imagePadding: 4, titlePadding: 2, imagePlacement: placement,
                       titleAlignment: alignment).resolved(direction)
    }

    private func whole(_ size: Size?) -> PlacedText {
        size.map { PlacedText(fit: .whole, width: $0.width) } ?? .absent
    }

    private func place(_ content: ButtonContent, _ metrics: ResolvedContentMetrics, in bounds: Rect) -> ContentFrames {
        ButtonContentLayout.place(content, in: bounds, metrics: metrics, grid: PixelGrid(scale: 1),
                                  title: whole(content.titleSize), subtitle: whole(content.subtitleSize))
    }

    func testImageLeftOfTitleAndSubtitle() {
        let content = ButtonContent(imageSize: image, titleSize: title, subtitleSize: subtitle)
        let m = metrics(.left)
        // Natural size: 10 + 20 + 4 + 60 + 12 wide, 5 + max(20, 16 + 2 + 12) + 7 high.
        XCTAssertEqual(ButtonContentLayout.sizeThatFits(content, metrics: m), Size(width: 106, height: 42))
        let frames = place(content, m, in: Rect(x: 0, y: 0, width: 106, height: 42))
        XCTAssertEqual(frames.imageFrame, Rect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertEqual(frames.titleFrame, Rect(x: 34, y: 5, width: 60, height: 16))
        XCTAssertEqual(frames.subtitleFrame, Rect(x: 34, y: 23, width: 40, height: 12), "left-aligned toward the image")
    }

    func testImageOnTopStacksAndCentresWithBothInsets() {
        let content = ButtonContent(imageSize: image, titleSize: title, subtitleSize: subtitle)
        let m = metrics(.top)
        XCTAssertEqual(ButtonContentLayout.sizeThatFits(content, metrics: m), Size(width: 82, height: 66))
        let frames = place(content, m, in: Rect(x: 0, y: 0, width: 82, height: 66))
        XCTAssertEqual(frames.imageFrame, Rect(x: 30, y: 5, width: 20, height: 20), "centred in the content box")
        XCTAssertEqual(frames.titleFrame, Rect(x: 10, y: 29, width: 60, height: 16))
        XCTAssertEqual(frames.subtitleFrame, Rect(x: 20, y: 47, width: 40, height: 12), "centred under the title")
    }

    func testImageAtTheBottomUsesTheBottomInset() {
        let content = ButtonContent(imageSize: image, titleSize: title, subtitleSize: nil)
        let m = metrics(.bottom, insets: .nondirectional(EdgeInsets(top: 0, left: 0, bottom: 30, right: 0)))
        let frames = place(content, m, in: Rect(x: 0, y: 0, width: 100, height: 100))
        // Content box 0...70; stack 16 + 4 + 20 = 40, centred: 15...55.
        XCTAssertEqual(frames.titleFrame?.y, 15)
        XCTAssertEqual(frames.imageFrame?.y, 35)
        XCTAssertLessThanOrEqual(frames.imageFrame!.maxY, 70, "the image stays above the bottom inset")
    }

    func testLeadingAndTrailingFollowTheReadingDirection() {
        let content = ButtonContent(imageSize: image, titleSize: title, subtitleSize: nil)
        let bounds = Rect(x: 0, y: 0, width: 200, height: 40)
        let ltr = place(content, metrics(.leading), in: bounds)
        let rtl = place(content, metrics(.leading, direction: .rightToLeft), in: bounds)
        XCTAssertLessThan(ltr.imageFrame!.x, ltr.titleFrame!.x)
        XCTAssertGreaterThan(rtl.imageFrame!.x, rtl.titleFrame!.x, "leading is the right in right-to-left")
        let left = place(content, metrics(.left, direction: .rightToLeft), in: bounds)
        XCTAssertLessThan(left.imageFrame!.x, left.titleFrame!.x, "left stays left")
        let trailing = place(content, metrics(.trailing), in: bounds)
        XCTAssertGreaterThan(trailing.imageFrame!.x, trailing.titleFrame!.x)
    }

    func testDirectionalInsetsSwapInRightToLeft() {
        let insets = ContentInsets.directional(DirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 5))
        XCTAssertEqual(insets.resolved(.leftToRight), EdgeInsets(top: 1, left: 30, bottom: 2, right: 5))
        XCTAssertEqual(insets.resolved(.rightToLeft), EdgeInsets(top: 1, left: 5, bottom: 2, right: 30))
        let content = ButtonContent(imageSize: nil, titleSize: title, subtitleSize: nil)
        let ltr = place(content, metrics(.leading, insets: insets), in: Rect(x: 0, y: 0, width: 95, height: 20))
        let rtl = place(content, metrics(.leading, insets: insets, direction: .rightToLeft), in: Rect(x: 0, y: 0, width: 95, height: 20))
        XCTAssertEqual(ltr.titleFrame?.x, 30)
        XCTAssertEqual(rtl.titleFrame?.x, 5)
    }

    func testTitleAlignmentMovesTheNarrowerText() {
        let content = ButtonContent(imageSize: nil, titleSize: title, subtitleSize: subtitle)
        let bounds = Rect(x: 0, y: 0, width: 82, height: 40)
        func subtitleX(_ alignment: TitleAlignment, _ direction: LayoutDirection = .leftToRight) -> Double? {
            place(content, metrics(.left, alignment, direction: direction), in: bounds).subtitleFrame?.x
        }
        // The block is the title's 60 points at x 10.
        XCTAssertEqual(subtitleX(.left), 10)
        XCTAssertEqual(subtitleX(.center), 20)
        XCTAssertEqual(subtitleX(.right), 30)
        XCTAssertEqual(subtitleX(.leading), 10)
        XCTAssertEqual(subtitleX(.leading, .rightToLeft), 30, "leading is the right edge in right-to-left")
        XCTAssertEqual(subtitleX(.trailing), 30)
        XCTAssertEqual(subtitleX(.automatic), 10, "no image: leading")
        XCTAssertEqual(subtitleX(.automatic, .rightToLeft), 30)
        let withImageOnTheRight = place(ButtonContent(imageSize: image, titleSize: title, subtitleSize: subtitle),
                                        metrics(.right), in: Rect(x: 0, y: 0, width: 106, height: 40))
        XCTAssertEqual(withImageOnTheRight.subtitleFrame!.maxX, withImageOnTheRight.titleFrame!.maxX,
                       "automatic: toward the image")
    }

    func testPaddingsOnlyBetweenWhatIsShown() {
        let m = metrics(.left)
        let imageOnly = ButtonContentLayout.sizeThatFits(ButtonContent(imageSize: image, titleSize: nil, subtitleSize: nil), metrics: m)
        XCTAssertEqual(imageOnly.width, 10 + 20 + 12, "no image padding without text")
        let subtitleOnly = ButtonContentLayout.sizeThatFits(ButtonContent(imageSize: nil, titleSize: nil, subtitleSize: subtitle), metrics: m)
        XCTAssertEqual(subtitleOnly, Size(width: 10 + 40 + 12, height: 5 + 12 + 7), "no title padding without a title")
    }

    func testTheSubtitleRoomDoesNotDependOnAMissingTitle() {
        let m = metrics(.left)
        let bounds = Rect(x: 0, y: 0, width: 70, height: 40)
        let withTitle = ButtonContentLayout.textRoom(ButtonContent(imageSize: image, titleSize: title, subtitleSize: subtitle),
                                                     in: bounds, metrics: m)
        let withoutTitle = ButtonContentLayout.textRoom(ButtonContent(imageSize: image, titleSize: nil, subtitleSize: subtitle),
                                                        in: bounds, metrics: m)
        XCTAssertEqual(withTitle, 70 - 22 - 20 - 4)
        XCTAssertEqual(withoutTitle, withTitle)
    }

    func testSizeThatFitsThenPlaceShowsEverythingWholeInEveryCombination() {
        let insetsChoices: [ContentInsets] = [
            .nondirectional(EdgeInsets(top: 3, left: 9, bottom: 11, right: 2)),
            .directional(DirectionalEdgeInsets(top: 4, leading: 13, bottom: 1, trailing: 6)),
        ]
        var checked = 0
        for placement in ImagePlacement.allCases {
            for alignment in TitleAlignment.allCases {
                for insets in insetsChoices {
                    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                        for (hasImage, hasTitle, hasSubtitle) in [(true, true, true), (true, true, false), (true, false, true),
                                                                  (false, true, true), (true, false, false), (false, false, false)] {
                            let content = ButtonContent(imageSize: hasImage ? Size(width: 17.5, height: 17.5) : nil,
                                                        titleSize: hasTitle ? Size(width: 63.3, height: 16.7) : nil,
                                                        subtitleSize: hasSubtitle ? Size(width: 41.1, height: 12.2) : nil)
                            let m = metrics(placement, alignment, insets: insets, direction: direction)
                            let size = ButtonContentLayout.sizeThatFits(content, metrics: m)
                            let bounds = Rect(x: 3.3, y: 1.1, width: size.width, height: size.height)
                            let room = ButtonContentLayout.textRoom(content, in: bounds, metrics: m)
                            let context = "\(placement) \(alignment) \(insets) \(direction) \(hasImage)\(hasTitle)\(hasSubtitle)"
                            for text in [content.titleSize, content.subtitleSize].compactMap({ $0 }) {
                                XCTAssertTrue(ButtonContentLayout.fitsWhole(text.width, room: room, grid: PixelGrid(scale: 2)), context)
                            }
                            let frames = place(content, m, in: bounds)
                            let resolved = insets.resolved(direction)
                            let box = Rect(x: bounds.x + resolved.left, y: bounds.y + resolved.top,
                                           width: bounds.width - resolved.horizontal, height: bounds.height - resolved.vertical)
                            // Inside the content box, but for snapping (scale 1): an origin moves by up to half
                            // a pixel, a size grows by up to a pixel, toward the trailing side (snapped
                            // from the leading edge: the right one in right-to-left).
                            let (before, after) = direction == .leftToRight ? (0.5, 1.5) : (1.5, 0.5)
                            for frame in [frames.imageFrame, frames.titleFrame, frames.subtitleFrame].compactMap({ $0 }) {
                                XCTAssertGreaterThanOrEqual(frame.x, box.x - before, context)
                                XCTAssertLessThanOrEqual(frame.maxX, box.maxX + after, context)
                                XCTAssertGreaterThanOrEqual(frame.y, box.y - 0.5, context)
                                XCTAssertLessThanOrEqual(frame.maxY, box.maxY + 1.5, context)
                            }
                            XCTAssertEqual(frames.imageFrame != nil, hasImage, context)
                            XCTAssertEqual(frames.titleFrame != nil, hasTitle, context)
                            XCTAssertEqual(frames.subtitleFrame != nil, hasSubtitle, context)
                            checked += 1
                        }
                    }
                }
            }
        }
        XCTAssertEqual(checked, 6 * 6 * 2 * 2 * 6)
    }
}
