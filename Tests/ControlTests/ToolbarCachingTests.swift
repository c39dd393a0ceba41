import XCTest
import ButtonGroupCore
@testable import BGControl

/// What a toolbar keeps between layouts: text measured once per content, cell contents reused
/// while their size and state stay, and nothing stale after the items change.
final class ToolbarCachingTests: XCTestCase {
    final class CountingMeasurer: TextMeasuring {
        private(set) var calls = 0
        func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size {
            calls += 1
            return Size(width: Double(text.unicodeScalars.count) * 8, height: 20)
        }
    }

    private func items(_ title: String) -> [ToolbarItem] {
        [ToolbarItem(group: ControlGroup(label: ControlLabel(title: "G"),
                                         buttons: [ControlButton(title: title), ControlButton(title: "Other")],
                                         labelStyle: .titleOnly)),
         ToolbarItem(group: ControlFixture.group("nav"), placement: .navigation)]
    }

    func testARelayoutAtNewWidthsMeasuresNothing() {
        let measurer = CountingMeasurer()
        let model = ToolbarModel(items: items("Title"), context: .toolbar, style: ControlFixture.style,
                                 measuring: ButtonLayoutEngine.Measuring(text: TextMeasureCache(measurer: measurer), image: { _ in nil }))
        _ = model.layout(in: ControlFixture.viewport(400))
        let first = measurer.calls
        XCTAssertGreaterThan(first, 0)
        for width in stride(from: 401.0, through: 40, by: -7) { _ = model.layout(in: ControlFixture.viewport(width)) }
        _ = model.breakpoints()
        XCTAssertEqual(measurer.calls, first)
    }

    func testNewItemsAreNeverDrawnWithTheOldContent() {
        let model = ControlFixture.model(items("Title"))
        XCTAssertEqual(model.layout(in: ControlFixture.viewport(400)).segments[2].title, "Title")
        _ = model.setItems(items("Other"))
        let layout = model.layout(in: ControlFixture.viewport(400))
        XCTAssertEqual(layout.segments[2].title, "Other")
        XCTAssertEqual(model.layout(in: ControlFixture.viewport(401)).segments[2].title, "Other")
    }

    func testAnUnchangedViewportIsAnsweredFromTheLatestLayout() {
        let model = ControlFixture.model(items("Title"))
        _ = model.layout(in: ControlFixture.viewport(400))
        let count = model.layoutCount
        _ = model.layout(in: ControlFixture.viewport(400))
        XCTAssertEqual(model.layoutCount, count)
        _ = model.layout(in: ControlFixture.viewport(399))
        XCTAssertEqual(model.layoutCount, count + 1)
    }
}

/// A relayout reuses the previous layout's cell contents only where they are the same: every
/// layout of a model equals a fresh one, across widths, overflow, scales, directions and states.
final class ToolbarContentReuseTests: XCTestCase {
    func testEveryRelayoutEqualsAFreshLayout() throws {
        let items = [ToolbarItem(group: ControlFixture.group("nav"), placement: .navigation),
                     ToolbarItem(group: ControlFixture.zoom(labelStyle: .titleAndIcon)),
                     ToolbarItem(group: ControlFixture.group("edit", count: 3))]
        for context in [ControlContext.toolbar, .content] {
            let model = ControlFixture.model(items, context: context)
            var overflowMemory: Int?
            func check(_ viewport: ToolbarModel.Viewport, highlighted: ControlTargetKey? = nil,
                       focused: ControlTargetKey? = nil, line: UInt = #line) {
                let layout = model.layout(in: viewport)
                let fresh = ToolbarLayoutEngine.layout(
                    ToolbarLayoutInput(items: items, context: context, width: viewport.width,
                                       grid: PixelGrid(scale: viewport.scale), direction: viewport.direction,
                                       highlighted: highlighted, focused: focused, pinned: focused?.item,
                                       previousOverflowCount: overflowMemory),
                    style: ControlFixture.style, measuring: ControlFixture.measuring())
                XCTAssertTrue(layout == fresh.layout, "\(context) \(viewport)", line: line)
                overflowMemory = fresh.overflowCount
            }
            for width in stride(from: 600.0, through: 60, by: -37) { check(ControlFixture.viewport(width)) }
            check(ToolbarModel.Viewport(width: 300, scale: 3, direction: .leftToRight))
            check(ToolbarModel.Viewport(width: 300, scale: 3, direction: .rightToLeft))
            check(ControlFixture.viewport(300, .rightToLeft))
            check(ControlFixture.viewport(300))
            let focused = try XCTUnwrap(model.focus(.next))
            check(ControlFixture.viewport(301), focused: focused)
            let pressed = model.layout(in: ControlFixture.viewport(301)).targets[2]
            _ = try model.pointer(.down, at: Point(x: pressed.frame.midX, y: pressed.frame.midY))
            check(ControlFixture.viewport(302), highlighted: pressed.key, focused: focused)
            _ = try model.pointer(.cancel, at: Point(x: 0, y: 0))
            check(ControlFixture.viewport(303), focused: focused)
        }
    }
}
