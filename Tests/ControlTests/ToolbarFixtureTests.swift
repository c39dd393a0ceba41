import Foundation
import XCTest
import ButtonGroupCore
import FixtureSupport

/// Runs the toolbar's golden cases of `Tests/Fixtures/toolbar` (shared with the C runner
/// `Tests/ABITests/toolbar_fixtures_test.c` and the Python runner
/// `bindings/python/tests/test_toolbar_fixtures.py`) through the core, left-to-right and
/// right-to-left, with the built-in theme.
///
/// A fixture file: `measure` (`advance` points per Unicode scalar, lines `height` high), `scale`,
/// and `cases`. A case: `name`, `context` ("toolbar" or "content"), an optional `controlSize`
/// (the toolbar's; regular when absent), `items` (each `kind`
/// "group" or "flexible_space", `placement`; a group's `label`, `labelImage`, `style`,
/// `labelStyle`, `fixedSize`, `priority` (null: none), `disabled` (optional: the whole group) and
/// `buttons`, each `title`, `image`,
/// `disabled`, `selection`; enum values are the C names' suffixes in lower case), `widths`, an
/// optional `sequence` of widths, and `expected`:
/// - `breakpoints`: `[item, movesIn, movesOut]` in the overflow order;
/// - `ltr` and `rtl`: per width, on a fresh toolbar, the view (``describe(_:)``: size, bars,
///   groups, cells, separators, overflow, accessibility, diagnostics);
/// - `sequence`: the overflowed items after each width of the sequence, laid out in order on one
///   toolbar (left-to-right): the hysteresis.
/// Every runner also lays each case out at each breakpoint's `movesIn` (the item shows) and
/// just below it (the item is in the overflow), on fresh toolbars.
///
/// `BG_RECORD_FIXTURES=1 swift test --filter ToolbarFixtureTests` rewrites the expectations;
/// review the diff before committing it. Inputs come from `scripts/gen_toolbar_fixtures.py`.
final class ToolbarFixtureTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/toolbar")

    /// The containers written one entry per line when recording.
    static let prettyPaths: Set<[String]> = [
        [], ["cases"], ["cases", "[]"], ["cases", "[]", "expected"],
        ["cases", "[]", "expected", "ltr"], ["cases", "[]", "expected", "rtl"],
    ]

    func testEveryCaseMatchesInBothDirections() throws {
        let outcome = try FixtureFiles.run(Self.directory, pretty: Self.prettyPaths, prepare: { fixture in
            (measure: fixture["measure"] as? [String: Double] ?? [:], scale: fixture["scale"] as? Double ?? 1)
        }, run: { file, fixtureCase, name in
            try Self.run(fixtureCase, measure: file.measure, scale: file.scale, name: name)
        })
        XCTAssertEqual(outcome.mismatches, [])
        XCTAssertEqual(outcome.files, 5)
        XCTAssertEqual(outcome.cases, 111)
    }

    /// Every case at each of its widths and fractional widths past them (+ 0.25, 0.5, 0.75): every
    /// right-to-left frame (groups, cells, their content, separators, the overflow button) is
    /// the exact mirror of the left-to-right one, in the bar's width (``FixtureMirror``).
    func testRightToLeftIsTheMirrorOfLeftToRightAtFractionalWidths() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        var checked = 0
        for file in files {
            let fixture = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            let measure = fixture["measure"] as? [String: Double] ?? [:], scale = fixture["scale"] as? Double ?? 1
            for fixtureCase in try XCTUnwrap(fixture["cases"] as? [[String: Any]]) {
                let items = try XCTUnwrap(fixtureCase["items"] as? [[String: Any]]).map(Self.item)
                let context: ControlContext = try Self.value(fixtureCase["context"])
                let size = try Self.controlSize(fixtureCase)
                for width in try XCTUnwrap(fixtureCase["widths"] as? [Double]).flatMap({ w in [0, 0.25, 0.5, 0.75].map { w + $0 } }) {
                    func laidOut(_ direction: LayoutDirection) -> ToolbarLayout {
                        Self.model(items, context: context, measure: measure, size: size)
                            .layout(in: ToolbarModel.Viewport(width: width, scale: scale, direction: direction))
                    }
                    let ltr = laidOut(.leftToRight)
                    XCTAssertEqual(FixtureMirror.differences(
                        ltr: Self.describe(ltr), rtl: Self.describe(laidOut(.rightToLeft)), width: ltr.size.width,
                        frameKeys: ["groups", "frame", "titleFrame", "imageFrame", "separators", "overflowButton"],
                        path: "\(file.lastPathComponent) \(fixtureCase["name"] as? String ?? "") at \(width)"), [])
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 80 * 4)
    }

    /// A fresh toolbar of `items` measured as the fixture says, at `size`.
    static func model(_ items: [ToolbarItem], context: ControlContext, measure: [String: Double],
                      size: ControlSize) -> ToolbarModel {
        let measurer = FixedWidthMeasurer(advance: measure["advance"] ?? 8, height: measure["height"] ?? 20)
        let model = ToolbarModel(items: items, context: context, style: Theme.builtIn.controlStyle,
                                 measuring: ButtonLayoutEngine.Measuring(text: TextMeasureCache(measurer: measurer), image: { _ in nil }))
        model.setControlSize(size)
        return model
    }

    /// A case's control size (`controlSize`, regular when absent).
    static func controlSize(_ fixtureCase: [String: Any]) throws -> ControlSize {
        fixtureCase["controlSize"] == nil ? .regular : try value(fixtureCase["controlSize"])
    }

    /// Lays one case out and describes the results; checks the breakpoints on the way.
    static func run(_ fixtureCase: [String: Any], measure: [String: Double], scale: Double, name: String) throws -> [String: Any] {
        let items = try (XCTUnwrap(fixtureCase["items"] as? [[String: Any]])).map(item)
        let context: ControlContext = try value(fixtureCase["context"])
        let size = try controlSize(fixtureCase)
        func fresh() -> ToolbarModel { model(items, context: context, measure: measure, size: size) }
        let breakpoints = fresh().breakpoints()
        for breakpoint in breakpoints {
            let at = fresh().layout(in: ToolbarModel.Viewport(width: breakpoint.movesIn, scale: scale, direction: .leftToRight))
            XCTAssertFalse(at.overflowed.contains(breakpoint.item), "\(name): item \(breakpoint.item) shows at \(breakpoint.movesIn)")
            let below = fresh().layout(in: ToolbarModel.Viewport(width: breakpoint.movesIn.nextDown, scale: scale,
                                                                 direction: .leftToRight))
            XCTAssertTrue(below.overflowed.contains(breakpoint.item), "\(name): item \(breakpoint.item) overflows below")
        }
        let widths = try XCTUnwrap(fixtureCase["widths"] as? [Double])
        var result: [String: Any] = ["breakpoints": breakpoints.map { [$0.item, $0.movesIn, $0.movesOut] as [Any] }]
        for (key, direction) in [("ltr", LayoutDirection.leftToRight), ("rtl", .rightToLeft)] {
            result[key] = widths.map { describe(fresh().layout(in: ToolbarModel.Viewport(width: $0, scale: scale, direction: direction))) }
        }
        if let sequence = fixtureCase["sequence"] as? [Double] {
            let model = fresh()
            result["sequence"] = sequence.map {
                model.layout(in: ToolbarModel.Viewport(width: $0, scale: scale, direction: .leftToRight)).overflowed
            }
        }
        return result
    }

    /// A layout as fixture JSON.
    static func describe(_ layout: ToolbarLayout) -> [String: Any] {
        [
            "size": [layout.size.width, layout.size.height],
            "bars": layout.bars.map { bar -> [Any] in [name(of: bar.bar), rect(bar.frame)] },
            "groups": layout.groups.map { group -> [Any] in
                [group.item, rect(group.frame), name(of: group.style), name(of: group.labelStyle)]
            },
            "cells": layout.segments.map { cell -> [String: Any] in
                [
                    "item": cell.item, "button": cell.button ?? -1, "frame": rect(cell.frame),
                    "corners": [cell.corners.topLeft, cell.corners.topRight, cell.corners.bottomRight, cell.corners.bottomLeft],
                    "title": displayed(cell.title, cell.content.title) ?? NSNull(),
                    "image": cell.content.imageFrame == nil ? NSNull() : cell.image ?? NSNull(),
                    "titleFrame": cell.content.titleFrame.map { rect($0.offsetBy(cell.frame)) } ?? NSNull(),
                    "imageFrame": cell.content.imageFrame.map { rect($0.offsetBy(cell.frame)) } ?? NSNull(),
                    "state": Int(cell.content.state.rawValue),
                ]
            },
            "separators": layout.separators.map(rect),
            "overflowed": layout.overflowed,
            "overflowButton": layout.overflowButton.map(rect) ?? NSNull(),
            "accessibility": layout.accessibility.map { node -> [Any] in
                [name(of: node.role), node.label, node.position, node.count, node.isEnabled]
            },
            "diagnostics": layout.diagnostics.map { diagnostic -> [Any] in
                [name(of: diagnostic.kind), diagnostic.item ?? -1]
            },
        ]
    }

    /// The text a cell displays: whole, cut with "…", "" when elided.
    static func displayed(_ title: String?, _ fit: TextFit) -> String? {
        guard let title else { return nil }
        switch fit {
        case .absent: return nil
        case .whole: return title
        case .elided: return ""
        case .truncated(let count): return String(decoding: title.utf8.prefix(count), as: UTF8.self) + "\u{2026}"
        }
    }

    static func rect(_ rect: Rect) -> [Double] { [rect.x, rect.y, rect.width, rect.height] }

    // MARK: Reading a case

    static func item(_ json: [String: Any]) throws -> ToolbarItem {
        let placement: ToolbarPlacement = try value(json["placement"])
        let kind: ToolbarItemKind = try value(json["kind"])
        guard kind == .group else { return .flexibleSpace(placement: placement) }
        let buttons = try XCTUnwrap(json["buttons"] as? [[String: Any]]).map { button in
            ControlButton(title: try XCTUnwrap(button["title"] as? String), image: button["image"] as? String,
                          isDisabled: button["disabled"] as? Bool ?? false, selection: try value(button["selection"]))
        }
        let label = json["label"] as? String
        let group = ControlGroup(label: label.map { ControlLabel(title: $0, image: json["labelImage"] as? String) },
                                 buttons: buttons, style: try value(json["style"]), labelStyle: try value(json["labelStyle"]),
                                 isFixedSize: json["fixedSize"] as? Bool ?? false, isDisabled: json["disabled"] as? Bool ?? false)
        return ToolbarItem(group: group, placement: placement, priority: json["priority"] as? Double)
    }

    /// The case of `E` a fixture names by its C suffix in lower case ("primary_action").
    static func value<E: CaseIterable>(_ json: Any?) throws -> E {
        let text = try XCTUnwrap(json as? String)
        return try E.allCases.first { name(of: $0) == text }.orThrow("\(E.self) \"\(text)\"")
    }

    /// A case's fixture name: its Swift name in snake case.
    static func name<E>(of value: E) -> String {
        String(describing: value).reduce(into: "") { out, character in
            if character.isUppercase { out += "_" + character.lowercased() } else { out.append(character) }
        }
    }
}

private extension Rect {
    /// This rect moved by `frame`'s origin (content frames are relative to their cell).
    func offsetBy(_ frame: Rect) -> Rect { Rect(x: x + frame.x, y: y + frame.y, width: width, height: height) }
}
