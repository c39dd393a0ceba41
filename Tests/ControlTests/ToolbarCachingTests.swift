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

/// A resizing host's content group never grows the cell cache without end.
final class ToolbarCacheBoundTests: XCTestCase {
    func testTheCellCacheStaysBoundedWhileAContentGroupResizes() {
        let cache = CellContentCache()
        let layout = ControlFixture.model([ToolbarItem(group: ControlFixture.zoom())], context: .content)
            .layout(in: ControlFixture.viewport(300)).segments[0].content
        var made = 0
        for width in 0..<2000 {
            let key = CellContentCache.Key(item: 0, button: 0, width: Double(width), height: 32, state: 0,
                                           direction: .leftToRight, scale: 2)
            _ = cache.entry(key) {
                made += 1
                return CellContentCache.Entry(title: nil, image: nil, content: layout)
            }
            XCTAssertLessThanOrEqual(cache.count, cache.limit)
        }
        XCTAssertEqual(made, 2000)
        XCTAssertEqual(cache.count, 2000 % cache.limit == 0 ? cache.limit : 2000 % cache.limit)
    }
}
