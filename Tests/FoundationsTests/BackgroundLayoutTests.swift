import XCTest
@testable import BGFoundations

/// A button's background and its stroke: radii and concentric frames.
final class BackgroundLayoutTests: XCTestCase {
    private let bounds = Rect(x: 10, y: 20, width: 100, height: 40)

    func testCapsuleAndFixedRadii() {
        XCTAssertEqual(BackgroundLayout.radius(.capsule, of: bounds), 20)
        XCTAssertEqual(BackgroundLayout.radius(.fixed(8), of: bounds), 8)
        XCTAssertEqual(BackgroundLayout.radius(.fixed(-3), of: bounds), 0, "never negative")
        XCTAssertEqual(BackgroundLayout.radius(.fixed(500), of: bounds), 20, "never more than a capsule")
    }

    func testAnOutsetStrokeIsConcentricWithTheBackground() {
        let geometry = BackgroundLayout.geometry(in: bounds, corners: .fixed(8), strokeOutset: 3)
        XCTAssertEqual(geometry.frame, bounds)
        XCTAssertEqual(geometry.strokeFrame, Rect(x: 7, y: 17, width: 106, height: 46))
        XCTAssertEqual(geometry.strokeFrame.midX, geometry.frame.midX)
        XCTAssertEqual(geometry.strokeFrame.midY, geometry.frame.midY)
        XCTAssertEqual(geometry.strokeCornerRadius, 11, "radius + outset")
    }

    func testAnInsetStrokeShrinksItsRadiusButNeverBelowZero() {
        let inset = BackgroundLayout.geometry(in: bounds, corners: .fixed(8), strokeOutset: -3)
        XCTAssertEqual(inset.strokeFrame, Rect(x: 13, y: 23, width: 94, height: 34))
        XCTAssertEqual(inset.strokeCornerRadius, 5)
        let deep = BackgroundLayout.geometry(in: bounds, corners: .fixed(8), strokeOutset: -12)
        XCTAssertEqual(deep.strokeCornerRadius, 0)
        let beyondTheCentre = BackgroundLayout.geometry(in: bounds, corners: .fixed(8), strokeOutset: -1000)
        XCTAssertEqual(beyondTheCentre.strokeFrame.height, 0, "collapses to the centre line, never negative")
        XCTAssertEqual(beyondTheCentre.strokeFrame.midY, bounds.midY)
        XCTAssertGreaterThanOrEqual(beyondTheCentre.strokeFrame.width, 0)
    }

    func testSquareCornersStaySquareAndCapsulesStayCapsules() {
        XCTAssertEqual(BackgroundLayout.geometry(in: bounds, corners: .fixed(0), strokeOutset: 5).strokeCornerRadius, 0)
        let capsule = BackgroundLayout.geometry(in: bounds, corners: .capsule, strokeOutset: 5)
        XCTAssertEqual(capsule.cornerRadius, 20)
        XCTAssertEqual(capsule.strokeCornerRadius, 25)
        XCTAssertEqual(BackgroundLayout.geometry(in: bounds, corners: .capsule, strokeOutset: -4).strokeCornerRadius, 16)
    }
}
