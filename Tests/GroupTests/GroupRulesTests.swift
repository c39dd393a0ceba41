import XCTest
import ButtonGroupCore
@testable import BGGroup

/// Small rules of the group: the count limit and the corner radii of its slots.
final class GroupRulesTests: XCTestCase {
    func testOverflowCountRule() {
        XCTAssertEqual(OverflowResolver.countLimit(itemCount: 3, maxVisible: 3), 3)
        XCTAssertEqual(OverflowResolver.countLimit(itemCount: 4, maxVisible: 3), 2)
        XCTAssertEqual(OverflowResolver.countLimit(itemCount: 1000, maxVisible: 3), 2)
        XCTAssertEqual(OverflowResolver.countLimit(itemCount: 5, maxVisible: 0), 5)
        XCTAssertEqual(OverflowResolver.countLimit(itemCount: 3, maxVisible: 2), 1, "one item and More")
        XCTAssertEqual(OverflowResolver.countLimit(itemCount: 2, maxVisible: 1), 1,
                       "never only the More slot (the edges refuse 1; the core still keeps an item)")
    }

    func testCornerRadiiNeverExceedACapsule() {
        XCTAssertEqual(testStyle.radius(of: .fixed(100), width: 30), 15)
        XCTAssertEqual(testStyle.radius(of: .fixed(-3), width: 30), 0)
        XCTAssertEqual(testStyle.radius(of: .fixed(.nan), width: 30), 0)
        XCTAssertEqual(testStyle.radius(of: .large, width: 100), 12)
        XCTAssertEqual(testStyle.radius(of: .capsule, width: 100), 20)
    }

    func testAutomaticRoleIsPrimaryOnlyInTheProminentSlot() {
        let item = ButtonGroupItem(title: "A")
        XCTAssertEqual(item.role(inProminentSlot: true), .primary)
        XCTAssertEqual(item.role(inProminentSlot: false), .secondary)
        XCTAssertEqual(ButtonGroupItem(title: "A", role: .danger).role(inProminentSlot: true), .danger)
    }
}
