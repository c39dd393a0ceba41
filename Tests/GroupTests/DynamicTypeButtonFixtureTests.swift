import Foundation
import XCTest
import ButtonGroupCore
import FixtureSupport

/// Runs the Dynamic Type golden cases of the configuration-based button
/// (`Tests/Fixtures/dynamic_type/button.json`, shared with the C runner in
/// Tests/ABITests/fixtures_test.c and the Python one in test_dynamic_type.py): the size that
/// fits and the frames at it, in each case's content size category, left to right and right to
/// left. The group's Dynamic Type cases are group fixtures (`dynamic_type_*.json`).
///
/// `BG_RECORD_FIXTURES=1 swift test --filter DynamicTypeButtonFixtureTests` rewrites the
/// expectations; review the diff before committing it.
final class DynamicTypeButtonFixtureTests: XCTestCase {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/dynamic_type/button.json")

    func testEveryCaseMatches() throws {
        var fixture = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: Self.file)) as? [String: Any])
        let scale = fixture["scale"] as? Double ?? 1
        var cases = try XCTUnwrap(fixture["cases"] as? [[String: Any]])
        XCTAssertEqual(Set(cases.compactMap { $0["category"] as? String }), ["xSmall", "large", "accessibility3"])
        let recording = ProcessInfo.processInfo.environment["BG_RECORD_FIXTURES"] == "1"
        for index in cases.indices {
            let actual = try Self.run(cases[index], scale: scale)
            if recording {
                cases[index]["expected"] = actual
                continue
            }
            let name = cases[index]["name"] as? String ?? "case \(index)"
            let mismatch = FixtureJSON.difference(cases[index]["expected"] as Any, actual, path: name)
            XCTAssertNil(mismatch, mismatch ?? "")
        }
        if recording {
            fixture["cases"] = cases
            let data = try JSONSerialization.data(withJSONObject: fixture, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            try (data + Data("\n".utf8)).write(to: Self.file)
        }
    }

    /// The case's size that fits and its frames at that size in both directions.
    static func run(_ fixtureCase: [String: Any], scale: Double) throws -> [String: Any] {
        let category = try XCTUnwrap(fixtureCase["category"] as? String)
        let theme = try Theme.load(json: Array(#"{"typography": {"contentSizeCategory": "\#(category)"}}"#.utf8))
        let json = fixtureCase["configuration"] as? [String: String] ?? [:]
        var configuration = ButtonConfiguration()
        configuration.title = json["title"]
        configuration.subtitle = json["subtitle"]
        configuration.image = json["image"].map { ButtonImage(name: $0, size: nil) }
        let model = ButtonModel(baseConfiguration: configuration, provider: .plain, style: theme.buttonStyle,
                                measuring: .init(text: TextMeasureCache(measurer: BuiltInTextMeasurer()), image: { _ in nil }))
        let size = try model.sizeThatFits()
        func rect(_ r: Rect?) -> Any { r.map { [$0.x, $0.y, $0.width, $0.height] } ?? NSNull() }
        var result: [String: Any] = ["sizeThatFits": [size.width, size.height]]
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let layout = try model.layout(size: size, scale: scale, direction: direction)
            result[direction == .leftToRight ? "ltr" : "rtl"] = [
                "imageFrame": rect(layout.imageFrame), "titleFrame": rect(layout.titleFrame),
                "subtitleFrame": rect(layout.subtitleFrame), "titleTruncated": layout.title.isTruncated,
            ]
        }
        return result
    }
}
