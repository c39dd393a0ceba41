import XCTest
import ButtonGroupCore

/// What a background holds besides fill and stroke: the visual effect, the custom view and the
/// image, each given a frame (the image's by its content mode, UIView's rules) and drawn in the
/// picture clipped to the background.
final class BackgroundContentTests: XCTestCase {
    private let frame = Rect(x: 0, y: 0, width: 200, height: 100)

    /// An image of 40 x 20 in a 200 x 100 background, by every content mode.
    func testTheImageFrameFollowsTheContentMode() {
        let image = Size(width: 40, height: 20)
        let expected: [ImageContentMode: Rect] = [
            .scaleToFill: frame, .redraw: frame,
            .scaleAspectFit: Rect(x: 0, y: 0, width: 200, height: 100),
            .scaleAspectFill: Rect(x: 0, y: 0, width: 200, height: 100),
            .center: Rect(x: 80, y: 40, width: 40, height: 20),
            .top: Rect(x: 80, y: 0, width: 40, height: 20), .bottom: Rect(x: 80, y: 80, width: 40, height: 20),
            .left: Rect(x: 0, y: 40, width: 40, height: 20), .right: Rect(x: 160, y: 40, width: 40, height: 20),
            .topLeft: Rect(x: 0, y: 0, width: 40, height: 20), .topRight: Rect(x: 160, y: 0, width: 40, height: 20),
            .bottomLeft: Rect(x: 0, y: 80, width: 40, height: 20),
            .bottomRight: Rect(x: 160, y: 80, width: 40, height: 20),
        ]
        XCTAssertEqual(Set(expected.keys), Set(ImageContentMode.allCases), "every mode")
        for (mode, rect) in expected {
            XCTAssertEqual(BackgroundContentLayout.imageFrame(image, in: frame, mode: mode), rect, "\(mode)")
        }
    }

    /// Aspect fit letterboxes a tall image, aspect fill crops it (the frame reaches past the
    /// background, which clips it when drawn); both centred.
    func testAspectFitAndFillKeepTheAspect() {
        let tall = Size(width: 10, height: 40)
        XCTAssertEqual(BackgroundContentLayout.imageFrame(tall, in: frame, mode: .scaleAspectFit),
                       Rect(x: 87.5, y: 0, width: 25, height: 100))
        XCTAssertEqual(BackgroundContentLayout.imageFrame(tall, in: frame, mode: .scaleAspectFill),
                       Rect(x: 0, y: -350, width: 200, height: 800))
        XCTAssertEqual(BackgroundContentLayout.imageFrame(Size(width: 0, height: 5), in: frame, mode: .scaleAspectFit),
                       Rect(x: 100, y: 50, width: 0, height: 0), "an empty image: an empty frame at the centre")
    }

    /// Through a button: the host's image measurer sizes the image; without an answer it fills
    /// the background; the effect fills it; a custom view of a size is centred; the host's
    /// reference reaches the picture, which clips all three to the background's shape.
    func testAButtonLaysOutAndDrawsItsBackgroundContent() throws {
        var configuration = ButtonConfiguration()
        configuration.title = "Title"
        var background = BackgroundConfiguration()
        background.cornerStyle = .fixed(8)
        background.image = "photo"
        background.imageContentMode = .bottomRight
        background.visualEffect = "systemMaterial"
        background.customViewSize = Size(width: 30, height: 10)
        configuration.background = background
        let measured = ButtonModel(baseConfiguration: configuration, provider: .plain, style: builtInStyle,
                                   measuring: ButtonLayoutEngine.Measuring(
                                       text: TextMeasureCache(measurer: CountingTextMeasurer()),
                                       image: { $0 == "photo" ? Size(width: 16, height: 12) : nil }))
        var layout = try measured.layout(size: Size(width: 120, height: 44), scale: 2, direction: .rightToLeft)
        XCTAssertEqual(layout.backgroundContent.image, Rect(x: 104, y: 32, width: 16, height: 12), "physical, in RTL too")
        XCTAssertEqual(layout.backgroundContent.visualEffect, Rect(x: 0, y: 0, width: 120, height: 44))
        XCTAssertEqual(layout.backgroundContent.customView, Rect(x: 45, y: 17, width: 30, height: 10))
        XCTAssertNil(layout.backgroundContent.imageHref)
        let unmeasured = makeButton(configuration)
        layout = try unmeasured.layout(size: Size(width: 120, height: 44), scale: 2, direction: .leftToRight)
        XCTAssertEqual(layout.backgroundContent.image, Rect(x: 0, y: 0, width: 120, height: 44), "no size: the background's")
        var svg = ButtonPicture.svg(layout, configuration: try unmeasured.effectiveConfiguration, style: builtInStyle,
                                    options: PictureOptions())
        XCTAssertTrue(svg.contains("class=\"bg-background-image-placeholder\""), svg)
        XCTAssertTrue(svg.contains("class=\"bg-custom-view\""))
        XCTAssertTrue(svg.contains("<feGaussianBlur"))
        XCTAssertTrue(svg.contains("<clipPath id=\"bg-13-13-clip\"><path d=\"M21 13H"), "clipped to the rounded background")
        unmeasured.backgroundImageHref = "https://example.com/a&b.png"
        layout = try unmeasured.layout(size: Size(width: 120, height: 44), scale: 2, direction: .leftToRight)
        svg = ButtonPicture.svg(layout, configuration: try unmeasured.effectiveConfiguration, style: builtInStyle,
                                options: PictureOptions())
        XCTAssertTrue(svg.contains("<image class=\"bg-background-image\" x=\"13\" y=\"13\" width=\"120\" height=\"44\" "
                                   + "preserveAspectRatio=\"none\" href=\"https://example.com/a&amp;b.png\"/>"), svg)
        XCTAssertFalse(svg.contains("placeholder"))
    }

    /// A background without any of them has no frames and draws nothing more.
    func testNothingWithoutThem() throws {
        var configuration = ButtonConfiguration()
        configuration.title = "Title"
        configuration.background = BackgroundConfiguration()
        let button = makeButton(configuration)
        let layout = try button.layout(size: Size(width: 120, height: 44), scale: 2, direction: .leftToRight)
        XCTAssertEqual(layout.backgroundContent, BackgroundContentFrames())
        let svg = ButtonPicture.svg(layout, configuration: try button.effectiveConfiguration, style: builtInStyle,
                                    options: PictureOptions())
        XCTAssertFalse(svg.contains("clipPath"))
    }
}
