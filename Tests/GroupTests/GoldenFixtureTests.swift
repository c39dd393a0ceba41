import Foundation
import XCTest
import ButtonGroupCore
import FixtureSupport
@testable import BGGroup
@testable import BGFoundations

/// Runs the golden layout cases of `Tests/Fixtures/group` (shared with the C and Python
/// runners) through the core, left-to-right and right-to-left.
///
/// `BG_RECORD_FIXTURES=1 swift test --filter GoldenFixtureTests` rewrites the expectations
/// from the current engine; review the diff before committing it.
final class GoldenFixtureTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/group")

    func testEveryFixtureMatchesInBothDirections() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThanOrEqual(files.count, 10)
        let recording = ProcessInfo.processInfo.environment["BG_RECORD_FIXTURES"] == "1"
        for file in files {
            var fixture = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            var actual: [String: Any] = [:]
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                actual[direction == .leftToRight ? "ltr" : "rtl"] = try Self.run(fixture, direction: direction)
            }
            if recording {
                fixture["expected"] = actual
                let data = try JSONSerialization.data(withJSONObject: fixture, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
                try (data + Data("\n".utf8)).write(to: file)
                continue
            }
            let expected = try XCTUnwrap(fixture["expected"] as? [String: Any], "\(file.lastPathComponent) has no expectations")
            for key in ["ltr", "rtl"] {
                let mismatch = FixtureJSON.difference(expected[key] as Any, actual[key] as Any, path: key)
                XCTAssertNil(mismatch, "\(file.lastPathComponent): \(mismatch ?? "")")
            }
        }
    }

    /// At each fixture's width and fractional widths past it (+ 0.25, 0.5, 0.75), every
    /// right-to-left frame is the exact mirror of the left-to-right one (``FixtureMirror``):
    /// snapping from the leading edge, then mirroring, makes it so at any width.
    func testRightToLeftIsTheMirrorOfLeftToRightAtFractionalWidths() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        for file in files {
            let fixture = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            let base = fixture["width"] as? Double ?? 0
            for width in [base, base + 0.25, base + 0.5, base + 0.75] {
                let ltr = try Self.run(fixture, direction: .leftToRight, width: width)
                let rtl = try Self.run(fixture, direction: .rightToLeft, width: width)
                XCTAssertEqual(FixtureMirror.differences(ltr: ltr, rtl: rtl, width: width,
                                                         frameKeys: ["frame", "hitFrame", "iconFrame", "titleFrame"],
                                                         path: "\(file.lastPathComponent) at \(width)"), [])
            }
        }
    }

    /// Lays a fixture out through the core (at `width`, or the fixture's) and describes the
    /// result as fixture JSON.
    static func run(_ fixture: [String: Any], direction: LayoutDirection, width: Double? = nil) throws -> [String: Any] {
        let themeData = try JSONSerialization.data(withJSONObject: fixture["theme"] ?? [:])
        let theme = try Theme.load(json: [UInt8](themeData))
        let measure = fixture["measure"] as? [String: Any] ?? [:]
        // "builtin": the built-in measurer, whose widths follow the font size (Dynamic Type cases).
        let measurer: any TextMeasuring = measure["builtin"] as? Bool == true ? BuiltInTextMeasurer()
            : FixedAdvanceMeasurer(advance: measure["advance"] as? Double ?? 8, height: measure["height"] as? Double ?? 20)
        let items = (fixture["items"] as? [[String: Any]] ?? []).map { item in
            ButtonGroupItem(
                title: item["title"] as? String ?? "",
                icon: item["icon"] as? String,
                accessibilityLabel: item["accessibilityLabel"] as? String,
                accessibilityIdentifier: item["accessibilityIdentifier"] as? String,
                role: ButtonRole.allCases.first { $0.fixtureName == item["role"] as? String } ?? .automatic,
                isDisabled: item["disabled"] as? Bool ?? false)
        }
        let model = ButtonGroupModel(items: items, parameters: theme.groupParameters, style: theme.groupStyle,
                                     measurer: measurer)
        let layout = model.layout(in: .init(width: width ?? fixture["width"] as? Double ?? 0, scale: fixture["scale"] as? Double ?? 1,
                                            direction: direction))
        func rect(_ r: Rect) -> [Double] { [r.x, r.y, r.width, r.height] }
        return [
            "size": [layout.size.width, layout.size.height],
            "overflow": Array(layout.overflow),
            "slots": layout.slots.indices.map { index -> [String: Any] in
                let slot = layout.slots[index]
                return [
                    "kind": slot.kind == .more ? "more" : "item",
                    "item": slot.item ?? -1,
                    "role": slot.role.fixtureName,
                    "state": Int(slot.state.rawValue),
                    "frame": rect(slot.frame),
                    "hitFrame": rect(slot.hitFrame),
                    "corners": [slot.corners.topLeft, slot.corners.topRight, slot.corners.bottomRight, slot.corners.bottomLeft],
                    "iconFrame": rect(slot.iconFrame),
                    "titleFrame": rect(slot.titleFrame),
                    "title": layout.title(ofSlot: index),
                    "icon": layout.icon(ofSlot: index) as Any? ?? NSNull(),
                    "truncated": slot.isTruncated,
                ]
            },
            "accessibility": layout.accessibility.map { node -> [String: Any] in
                [
                    "role": node.role == .button ? "button" : "menuButton",
                    "label": node.label,
                    "identifier": node.identifier as Any? ?? NSNull(),
                    "position": node.position,
                    "count": node.count,
                    "enabled": node.isEnabled,
                ]
            },
        ]
    }
}

extension ButtonRole {
    /// The role's name in fixtures: its token group name, or "automatic".
    var fixtureName: String { tokenName ?? "automatic" }
}
