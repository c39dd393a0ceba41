import XCTest
@testable import BGRender
import ButtonGroupCore

/// Directional icons mirror in right-to-left, as the platform's symbol images do; the others are
/// drawn as they are in either direction.
final class IconMirroringTests: XCTestCase {
    private let mirror = "<g transform=\"matrix(-1 0 0 1 24 0)\">"
    private let black = RGBAColor(rgba: 0x0000_00FF)

    private func drawn(_ name: String, _ direction: LayoutDirection) -> String {
        IconSet.elements(name, color: black, background: black, direction: direction)
    }

    func testDirectionalIconsAreMirroredOnlyInRightToLeft() {
        for name in IconSet.mirroredInRightToLeft {
            XCTAssertTrue(IconSet.contains(name), "\(name) is drawn, not a placeholder")
            XCTAssertEqual(drawn(name, .rightToLeft), mirror + drawn(name, .leftToRight) + "</g>", name)
            XCTAssertFalse(drawn(name, .leftToRight).contains("matrix"), name)
        }
        XCTAssertTrue(IconSet.mirrorsInRightToLeft("ic_chevron.left"), "the ic_ prefix is the same icon")
    }

    func testOtherIconsAndUnknownNamesAreNotMirrored() {
        for name in ["plus", "share", "chevron.up", "chevron.down", "arrow.left.arrow.right", "magnifyingglass", "nope"] {
            XCTAssertFalse(IconSet.mirrorsInRightToLeft(name), name)
            XCTAssertEqual(drawn(name, .rightToLeft), drawn(name, .leftToRight), name)
        }
    }

    func testBackwardAndForwardAreLeftAndRightLeftToRight() {
        XCTAssertEqual(drawn("chevron.backward", .leftToRight), drawn("chevron.left", .leftToRight))
        XCTAssertEqual(drawn("arrow.forward", .leftToRight), drawn("arrow.right", .leftToRight))
        XCTAssertEqual(drawn("arrow.uturn.backward", .leftToRight), drawn("arrow.uturn.left", .leftToRight))
    }

    func testTheCanvasMirrorsInItsDirection() {
        let frame = Rect(x: 0, y: 0, width: 24, height: 24)
        var rtl = SVGCanvas(size: Size(width: 24, height: 24), background: .clear, direction: .rightToLeft)
        var ltr = SVGCanvas(size: Size(width: 24, height: 24), background: .clear)
        rtl.icon("chevron.backward", in: frame, color: black)
        ltr.icon("chevron.backward", in: frame, color: black)
        XCTAssertTrue(rtl.document.contains(mirror))
        XCTAssertFalse(ltr.document.contains(mirror))
    }

    func testAGroupPictureMirrorsItsItemsDirectionalIconsInRightToLeft() throws {
        let model = ButtonGroupModel(items: [ButtonGroupItem(title: "Back", icon: "chevron.backward")],
                                     parameters: Theme.builtIn.groupParameters, style: Theme.builtIn.groupStyle,
                                     measurer: BuiltInTextMeasurer())
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let layout = model.layout(in: Viewport(width: 375, scale: 2, direction: direction))
            let svg = GroupPicture.svg(layout, theme: .builtIn, style: model.style,
                                       options: PictureOptions(direction: direction))
            XCTAssertEqual(svg.contains(mirror), direction == .rightToLeft)
        }
    }
}
