import XCTest
import CButtonGroup
@testable import ButtonGroupABI
#if canImport(Glibc)
import Glibc
#endif

/// The frames-only calls lay out exactly as the whole ones and keep what they laid out: an array
/// too small keeps the layout, and the whole layout after the frames (or the frames after the
/// whole layout) at the same width, scale and direction is a lookup. The C tests cannot see a
/// relayout that measures nothing (the measure cache answers); the models' layout counters can.
final class FramesCachingTests: XCTestCase {
    private func makeGroup() -> bg_group {
        var group = bg_group(id: 0)
        XCTAssertEqual(bg_group_create(bg_theme(id: 0), nil, &group), 0)
        let titles: [String] = ["Pay", "Cash Advance", "Transfer", "History"]
        let strings = titles.map { strdup($0) }
        defer { strings.forEach { free($0) } }
        var items = [bg_item](repeating: bg_item(), count: titles.count)
        for index in items.indices {
            XCTAssertEqual(bg_item_init(&items[index]), 0)
            items[index].title = UnsafePointer(strings[index])
        }
        XCTAssertEqual(bg_group_update(group, items, UInt32(items.count)), 0)  // (the strings are copied)
        return group
    }

    private func revision(of group: bg_group) throws -> Int {
        try groups.withObject(group.id) { (object: GroupObject) throws(ABIError) in object.model.layoutRevision }
    }

    private func layoutCount(of toolbar: bg_toolbar) throws -> Int {
        try toolbars.withObject(toolbar.id) { (object: ToolbarObject) throws(ABIError) in object.model.layoutCount }
    }

    func testAGroupsFramesAndWholeLayoutAreOneLayout() throws {
        let group = makeGroup()
        defer { XCTAssertEqual(bg_group_free(group), 0) }
        var frames = [bg_rect](repeating: bg_rect(), count: 8)
        var count: UInt32 = 0
        XCTAssertEqual(bg_group_layout_frames(group, 300, 2, 0, &frames, 1, &count), ABIStatus.bufferTooSmall.rawValue)
        XCTAssertEqual(count, 3)
        let laidOut = try revision(of: group)
        XCTAssertEqual(bg_group_layout_frames(group, 300, 2, 0, &frames, 8, &count), 0)  // the kept layout
        XCTAssertEqual(bg_group_layout_frames(group, 300, 2, 0, nil, 0, &count), 0)
        var layout = bg_layout()
        layout.struct_size = UInt32(MemoryLayout<bg_layout>.size)
        XCTAssertEqual(bg_group_layout(group, 300, 2, 0, &layout), 0)
        XCTAssertEqual(try revision(of: group), laidOut)
        XCTAssertEqual(bg_group_layout(group, 280, 2, 1, &layout), 0)
        let again = try revision(of: group)
        XCTAssertNotEqual(again, laidOut)
        XCTAssertEqual(bg_group_layout_frames(group, 280, 2, 1, &frames, 8, &count), 0)
        XCTAssertEqual(try revision(of: group), again)
        XCTAssertEqual(frames[0].x, layout.slots[0].frame.x)
    }

    func testAToolbarsFramesAndViewAreOneLayout() throws {
        var toolbar = bg_toolbar(id: 0)
        XCTAssertEqual(bg_toolbar_create(bg_theme(id: 0), 0, &toolbar), 0)
        defer { XCTAssertEqual(bg_toolbar_free(toolbar), 0) }
        let names: [String] = ["Back", "Forward", "Share"]
        let titles = names.map { strdup($0) }
        defer { titles.forEach { free($0) } }
        var buttons = [bg_control_button](repeating: bg_control_button(), count: titles.count)
        for index in buttons.indices {
            XCTAssertEqual(bg_control_button_init(&buttons[index]), 0)
            buttons[index].title = UnsafePointer(titles[index])
        }
        var item = bg_toolbar_item()
        XCTAssertEqual(bg_toolbar_item_init(&item), 0)
        try buttons.withUnsafeBufferPointer { buttons in
            item.buttons = buttons.baseAddress
            item.button_count = UInt32(buttons.count)
            XCTAssertEqual(bg_toolbar_set_items(toolbar, &item, 1), 0)
            var out = bg_toolbar_frames()
            out.struct_size = UInt32(MemoryLayout<bg_toolbar_frames>.size)
            var frames = [bg_rect](repeating: bg_rect(), count: 16)
            XCTAssertEqual(bg_toolbar_layout_frames(toolbar, 400, 2, 0, &frames, 0, &out), ABIStatus.bufferTooSmall.rawValue)
            XCTAssertTrue(out.rect_count > 3 && out.rect_count <= 16)  // three cells and their group, at least
            let laidOut = try layoutCount(of: toolbar)
            XCTAssertEqual(bg_toolbar_layout_frames(toolbar, 400, 2, 0, &frames, 16, &out), 0)  // the kept layout
            var view = bg_toolbar_view()
            view.struct_size = UInt32(MemoryLayout<bg_toolbar_view>.size)
            XCTAssertEqual(bg_toolbar_layout(toolbar, 400, 2, 0, &view), 0)
            XCTAssertEqual(try layoutCount(of: toolbar), laidOut)
            XCTAssertEqual(bg_toolbar_layout(toolbar, 380, 2, 1, &view), 0)
            let again = try layoutCount(of: toolbar)
            XCTAssertNotEqual(again, laidOut)
            XCTAssertEqual(bg_toolbar_layout_frames(toolbar, 380, 2, 1, nil, 0, &out), 0)
            XCTAssertEqual(bg_toolbar_layout_frames(toolbar, 380, 2, 1, &frames, 16, &out), 0)
            XCTAssertEqual(try layoutCount(of: toolbar), again)
            XCTAssertEqual(frames[0].x, view.cells[0].frame.x)
            XCTAssertEqual(out.arrangement, view.arrangement)
        }
    }
}
