import XCTest
import ButtonGroupCore
@testable import BGGroup
@testable import BGFoundations

/// The prominent layout exists to make its first button stand out: it is never narrower than a
/// secondary, and when room runs out the widest secondaries give way first.
final class ProminentSizingTests: XCTestCase {
    private func parameters(_ type: ProminentType, spacing: Double = 4) -> GroupParameters {
        var parameters = Theme.builtIn.groupParameters
        parameters.layout = .prominent(type: type, spacing: spacing, cornerStyle: .large)
        return parameters
    }

    func testTheProminentButtonIsNeverNarrowerThanASecondary() {
        let titleSets = [
            items("Transfer money now", "Statements", "History"),
            items("Pay", "Statements and documents", "History"),
            items("A", "Request a new card", "Freeze"),
            items("OK", "Cancel"),
        ]
        var checked = 0
        for titles in titleSets {
            for type in [ProminentType.relaxed, .grouped] {
                for scale in [1.0, 2, 3] {
                    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                        for width in stride(from: 40.0, through: 520, by: 1.25) {
                            let frames = layOut(titles, parameters(type), width: width, scale: scale, direction: direction)
                                .slots.map(\.frame)
                            let context = "\(titles.map(\.title)) \(type) scale \(scale) \(direction) width \(width): \(frames.map(\.width))"
                            for secondary in frames.dropFirst() {
                                XCTAssertGreaterThanOrEqual(frames[0].width, secondary.width, context)
                            }
                            XCTAssertEqual(frames.last.map { max($0.maxX, frames[0].maxX) }, width, context)
                            checked += 1
                        }
                    }
                }
            }
        }
        XCTAssertEqual(checked, 4 * 2 * 3 * 2 * 385)
    }

    func testTheWidestSecondaryShrinksFirstAndNarrowOnesKeepTheirContent() {
        // 8 points per character and 10 of padding each side: "Pay" needs 44, "Statements and documents" 212.
        let titles = items("Transfer money", "Pay", "Statements and documents")
        let natural = layOut(titles, parameters(.relaxed), width: 1000).slots.map(\.frame.width)
        XCTAssertEqual(natural[1...], [44, 212], "room enough: natural widths")

        let layout = layOut(titles, parameters(.relaxed), width: 320)
        let squeezed = layout.slots
        XCTAssertEqual(squeezed[1].frame.width, 44, "the narrow secondary keeps its natural width")
        XCTAssertLessThan(squeezed[2].frame.width, 212, "the wide one is capped")
        XCTAssertGreaterThanOrEqual(squeezed[0].frame.width, squeezed[2].frame.width + 1, "the prominent one stays wider")
        XCTAssertEqual(squeezed.map(\.frame.width).reduce(0, +) + 2 * 4, 320, "they share the whole width")
        XCTAssertTrue(layout.title(ofSlot: 2).hasSuffix("…"), "the capped title is truncated: \(layout.title(ofSlot: 2))")
        XCTAssertEqual(layout.title(ofSlot: 1), "Pay")
    }

    func testATinyWidthGivesEverySlotTheSameWidthAtMost() {
        let frames = layOut(items("Transfer money now", "Statements", "History"), parameters(.relaxed), width: 60, scale: 2)
            .slots.map(\.frame)
        XCTAssertTrue(frames.dropFirst().allSatisfy { $0.width <= frames[0].width }, "\(frames)")
        XCTAssertEqual(frames.last?.maxX, 60)
    }

    func testTheCapIsTheLargestWholePixelWidthThatLeavesTheProminentSlotAPixelMore() {
        let grid = PixelGrid(scale: 2)
        // Budget 300: secondaries 50, 200, 200. Capped at c: 300 - 0.5 - 50 = 249.5 = 3c → c = 83.1 → 83.
        XCTAssertEqual(SlotSizing.secondaryCap([50, 200, 200], budget: 300, grid: grid), 83)
        // Room enough: no cap.
        XCTAssertNil(SlotSizing.secondaryCap([50, 60], budget: 300, grid: grid))
        // Every secondary over an equal share: equal shares, rounded down to the grid.
        XCTAssertEqual(SlotSizing.secondaryCap([500, 500], budget: 100, grid: grid), 33)
        XCTAssertEqual(SlotSizing.secondaryCap([500], budget: 0, grid: grid), 0, "never negative")
    }
}
