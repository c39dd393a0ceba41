import Foundation
import XCTest
@testable import ButtonGroupCore
@testable import BGTokens

final class ThemeTests: XCTestCase {
    // MARK: Bundled defaults

    func testBundledDefaultsLoadWithoutWarnings() throws {
        let theme = try Theme(defaults: DefaultTokens.json.utf8, rules: DesignSystem.rules)
        XCTAssertEqual(theme.warnings, [])
        XCTAssertEqual(theme, Theme.builtIn)
    }

    func testEmbeddedJSONEqualsTheFileOnDisk() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ButtonGroupCore/DesignSystem/defaultTokens.json")
        let onDisk = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(DefaultTokens.json, onDisk, "run python3 scripts/embed_tokens.py")
    }

    func testSchemaCoversEveryDefaultToken() throws {
        let schema = Theme.builtIn.schema
        XCTAssertEqual(schema.order.count, 6 * 4 * 3 + 6 + 3 + 2 * 4 + 1 + 5 + 12 + 4 + 2 * 10 + 6 + 10 + 7)  // colors, spacers, radii, two fonts and the content size category, button, group, button parameters, two style presets, label buttons, control group, toolbar
        XCTAssertEqual(Set(schema.order), Set(schema.kinds.keys))
        XCTAssertEqual(Set(Theme.builtIn.tokens.keys), Set(schema.order))
        XCTAssertEqual(schema.kinds["color/button/link/focused/border"], .color)
        XCTAssertEqual(schema.kinds["typography/button/weight"], .fontWeight)
        XCTAssertEqual(schema.kinds["parameters/buttonGroup/layout/spacing"], .size)
        XCTAssertTrue(schema.groups.isSuperset(of: ["", "color", "color/button/primary/default", "parameters/buttonGroup/strings"]))
    }

    func testBuiltInTypedViews() {
        let theme = Theme.builtIn
        XCTAssertEqual(theme.spacers, SpacerScale(xxs: 4, xs: 8, sm: 12, md: 16, lg: 24, xl: 32))
        XCTAssertEqual(theme.radii, RadiusScale(small: 4, medium: 8, large: 16))
        XCTAssertEqual(theme.buttonMetrics, ButtonMetrics(height: 48, iconSize: 20, paddingHorizontal: 16,
                                                          iconTitleSpacing: 8, minimumTouchTarget: 44))
        XCTAssertEqual(theme.font("button"), FontSpec(token: "button", family: "DejaVu Sans", size: 16, weight: 600,
                                                      textStyle: .body))
    }

    func testBuiltInLookupsByPath() {
        let theme = Theme.builtIn
        XCTAssertEqual(theme.number("spacer/md"), 16)
        XCTAssertEqual(theme.number("radius/large"), 16)
        XCTAssertEqual(theme.number("button/height"), 48)
        XCTAssertEqual(theme.number("typography/button/size"), 16)
        XCTAssertEqual(theme.number("typography/button/weight"), 600)
        XCTAssertEqual(theme.number("parameters/buttonGroup/layout/spacing"), 8)
        XCTAssertEqual(theme.number("parameters/buttonGroup/maxVisible"), 3)
        XCTAssertEqual(theme.color("color/button/primary/default/background"), 0x1E5B_D7FF)
        XCTAssertEqual(theme.color("color/button/link/default/background"), 0x0000_0000)
        XCTAssertEqual(theme.string("typography/button/family"), "DejaVu Sans")
        XCTAssertEqual(theme.string("parameters/buttonGroup/layout/kind"), "allRound")
        XCTAssertEqual(theme.string("parameters/buttonGroup/moreIcon"), "ic_more_horiz")
        // Absent, of another type, or a group: nil.
        XCTAssertNil(theme.number("spacer/xxl"))
        XCTAssertNil(theme.number("color/button/primary/default/background"))
        XCTAssertNil(theme.color("spacer/md"))
        XCTAssertNil(theme.string("spacer"))
        XCTAssertNil(theme.string("parameters/buttonGroup/strings/alertTitle"))
        XCTAssertNil(theme.number(""))
    }

    func testButtonColorsForEveryRoleAndState() throws {
        let theme = Theme.builtIn
        let states: [(ControlState, String)] = [([], "default"), (.highlighted, "pressed"), (.focused, "focused"), (.disabled, "disabled")]
        for role in ButtonRole.allCases {
            for (state, name) in states {
                let prefix = "color/button/\(role.resolved(else: .secondary).tokenName ?? "")/\(name)/"
                let expected = ButtonColors(
                    background: try XCTUnwrap(theme.color(prefix + "background")),
                    foreground: try XCTUnwrap(theme.color(prefix + "foreground")),
                    border: try XCTUnwrap(theme.color(prefix + "border")))
                XCTAssertEqual(theme.buttonColors(role: role, state: state), expected, prefix)
            }
        }
        XCTAssertEqual(theme.buttonColors(role: .primary, state: []),
                       ButtonColors(background: 0x1E5B_D7FF, foreground: 0xFFFF_FFFF, border: 0x1E5B_D7FF))
        XCTAssertEqual(theme.buttonColors(role: .secondary, state: []),
                       ButtonColors(background: 0xFFFF_FFFF, foreground: 0x1E5B_D7FF, border: 0x1E5B_D7FF))
        XCTAssertEqual(theme.buttonColors(role: .automatic, state: .focused), theme.buttonColors(role: .secondary, state: .focused))
    }

    func testStatePrecedenceDisabledThenPressedThenFocused() {
        let theme = Theme.builtIn
        XCTAssertEqual(theme.buttonColors(role: .danger, state: [.disabled, .highlighted, .focused]),
                       theme.buttonColors(role: .danger, state: .disabled))
        XCTAssertEqual(theme.buttonColors(role: .danger, state: [.highlighted, .focused]),
                       theme.buttonColors(role: .danger, state: .highlighted))
        XCTAssertNotEqual(theme.buttonColors(role: .danger, state: .focused), theme.buttonColors(role: .danger, state: []))
    }

    // MARK: Overrides

    func testOverridesASubsetAndKeepsTheRest() throws {
        let theme = try load(##"{"spacer": {"md": 20}, "color": {"button": {"primary": {"pressed": {"border": "#11223344"}}}}}"##)
        XCTAssertEqual(theme.warnings, [])
        XCTAssertEqual(theme.spacers, SpacerScale(xxs: 4, xs: 8, sm: 12, md: 20, lg: 24, xl: 32))
        XCTAssertEqual(theme.number("spacer/md"), 20)
        XCTAssertEqual(theme.color("color/button/primary/pressed/border"), 0x1122_3344)
        XCTAssertEqual(theme.color("color/button/primary/pressed/background"), Theme.builtIn.color("color/button/primary/pressed/background"))
        XCTAssertEqual(theme.buttonColors(role: .primary, state: .highlighted).border, 0x1122_3344)
        XCTAssertEqual(theme.radii, Theme.builtIn.radii)
        XCTAssertEqual(theme.groupParameters, Theme.builtIn.groupParameters)
        XCTAssertNotEqual(theme, Theme.builtIn)
    }

    func testEmptyObjectGivesTheBase() throws {
        let theme = try load("{}")
        XCTAssertEqual(theme, Theme.builtIn)
        XCTAssertEqual(Set([theme, Theme.builtIn]).count, 1)
        XCTAssertEqual(try Theme.load(json: Array("{ }".utf8)), Theme.builtIn)
    }

    func testLoadsOverAnotherBase() throws {
        let base = try load(#"{"spacer": {"md": 20}, "typography": {"button": {"weight": 700}}}"#)
        let theme = try Theme.load(json: #"{"spacer": {"lg": 30}}"#.utf8, base: base)
        XCTAssertEqual(theme.spacers.md, 20)
        XCTAssertEqual(theme.spacers.lg, 30)
        XCTAssertEqual(theme.font("button").weight, 700)
    }

    func testColorSpellings() throws {
        let theme = try load(##"{"color": {"button": {"link": {"default": {"background": "#abcdef", "foreground": "#AbCdEf80", "border": "#00000000"}}}}}"##)
        XCTAssertEqual(theme.buttonColors(role: .link, state: []),
                       ButtonColors(background: 0xABCD_EFFF, foreground: 0xABCD_EF80, border: 0))
    }

    func testTypographyAndButtonTokens() throws {
        let theme = try load(#"{"typography": {"button": {"family": "Inter", "size": 15.5, "weight": 500}}, "button": {"height": 44, "minimumTouchTarget": 48}}"#)
        XCTAssertEqual(theme.font("button"), FontSpec(token: "button", family: "Inter", size: 15.5, weight: 500, textStyle: .body))
        XCTAssertEqual(theme.buttonMetrics.height, 44)
        XCTAssertEqual(theme.buttonMetrics.minimumTouchTarget, 48)
        XCTAssertEqual(theme.buttonMetrics.iconSize, 20)
    }

    // MARK: References

    func testUnknownReferenceNamesThePath() {
        XCTAssertThemeError(#"{"parameters": {"buttonGroup": {"layout": {"spacing": "spacer/xxxl"}}}}"#,
                            "line 1, column 55: parameters/buttonGroup/layout/spacing: unknown token reference 'spacer/xxxl'")
        XCTAssertThemeError(#"{"button": {"height": "color/button/primary/default/background"}}"#,
                            "line 1, column 23: button/height: token reference 'color/button/primary/default/background' does not name a size")
        XCTAssertThemeError(#"{"button": {"height": "spacer/"}}"#,
                            "line 1, column 23: button/height: unknown token reference 'spacer/'")
        // Without a "/" the string is not taken for a reference.
        XCTAssertThemeError(#"{"button": {"height": "spacer"}}"#,
                            #"line 1, column 23: button/height: expected a size from 0 to 10000000 points or a token reference like "spacer/md", got "spacer""#)
    }

    func testReferenceCyclesAreErrors() {
        XCTAssertThemeError("{\"spacer\": {\n \"xs\": \"spacer/sm\", \"sm\": \"spacer/xs\"}}",
                            "line 2, column 8: spacer/xs: token reference cycle: spacer/xs -> spacer/sm -> spacer/xs")
        XCTAssertThemeError(#"{"radius": {"small": "radius/small"}}"#,
                            "line 1, column 22: radius/small: token reference cycle: radius/small -> radius/small")
    }

    // MARK: Mistyped values

    func testMistypedColorNamesLineColumnAndPath() {
        XCTAssertThemeError("""
        {"color": {"button": {"primary": {
         "default": {
          "background": 12
        }}}}}
        """, ##"line 3, column 17: color/button/primary/default/background: expected a color "#RRGGBB" or "#RRGGBBAA", got number"##)
        for bad in ["blue", "#12345", "#1234567", "#GGGGGG", "123456", "#+12345", " #123456"] {
            let error = themeError(##"{"color": {"button": {"danger": {"focused": {"border": "\##(bad)"}}}}}"##)
            XCTAssertEqual(error?.path, "color/button/danger/focused/border", bad)
            XCTAssertEqual(error?.message, ##"expected a color "#RRGGBB" or "#RRGGBBAA", got "\##(bad)""##)
        }
    }

    func testMistypedSizes() {
        let size = #"expected a size from 0 to 10000000 points or a token reference like "spacer/md""#
        XCTAssertThemeError(#"{"spacer": {"md": "big"}}"#, #"line 1, column 19: spacer/md: \#(size), got "big""#)
        XCTAssertThemeError(#"{"spacer": {"md": -4}}"#, "line 1, column 19: spacer/md: \(size), got -4")
        XCTAssertThemeError(#"{"radius": {"large": 2e7}}"#, "line 1, column 22: radius/large: \(size), got 20000000")
        XCTAssertThemeError(#"{"button": {"iconSize": true}}"#, "line 1, column 25: button/iconSize: \(size), got boolean")
        XCTAssertThemeError(#"{"typography": {"button": {"size": null}}}"#, "line 1, column 36: typography/button/size: \(size), got null")
    }

    func testMistypedWeightsCountsTextsAndChoices() {
        let weight = "expected a font weight, an integer from 100 to 900"
        XCTAssertThemeError(#"{"typography": {"button": {"weight": 950}}}"#, "line 1, column 38: typography/button/weight: \(weight), got 950")
        XCTAssertThemeError(#"{"typography": {"button": {"weight": 50}}}"#, "line 1, column 38: typography/button/weight: \(weight), got 50")
        XCTAssertThemeError(#"{"typography": {"button": {"weight": 600.5}}}"#, "line 1, column 38: typography/button/weight: \(weight), got 600.5")
        XCTAssertThemeError(#"{"typography": {"button": {"weight": "bold"}}}"#, "line 1, column 38: typography/button/weight: \(weight), got string")
        XCTAssertThemeError(#"{"typography": {"button": {"family": 1}}}"#, "line 1, column 38: typography/button/family: expected a string, got number")
        let group = #"{"parameters": {"buttonGroup": "#
        XCTAssertThemeError(group + #"{"maxVisible": 2.5}}}"#, "line 1, column 47: parameters/buttonGroup/maxVisible: expected 0 (no limit) or a whole number from 2 to 2147483647, got 2.5")
        XCTAssertThemeError(group + #"{"maxVisible": -1}}}"#, "line 1, column 47: parameters/buttonGroup/maxVisible: expected 0 (no limit) or a whole number from 2 to 2147483647, got -1")
        XCTAssertThemeError(group + #"{"maxVisible": 1}}}"#, "line 1, column 47: parameters/buttonGroup/maxVisible: expected 0 (no limit) or a whole number from 2 to 2147483647, got 1")
        XCTAssertThemeError(group + #"{"moreIcon": "ic\u0000more"}}}"#, "line 1, column 45: parameters/buttonGroup/moreIcon: expected a string without NUL characters, got a string with \\u0000")
        XCTAssertThemeError(group + #"{"strings": {"alertTitle": "a\u0000b"}}}}"#, "line 1, column 59: parameters/buttonGroup/strings/alertTitle: expected a string without NUL characters, got a string with \\u0000")
        XCTAssertThemeError(group + #"{"moreIcon": ["a"]}}}"#, "line 1, column 45: parameters/buttonGroup/moreIcon: expected a string, got array")
        XCTAssertThemeError(group + #"{"strings": {"alertTitle": 5}}}}"#, "line 1, column 59: parameters/buttonGroup/strings/alertTitle: expected a string or null, got number")
        XCTAssertThemeError(group + #"{"overflowPolicy": "never"}}}"#, #"line 1, column 51: parameters/buttonGroup/overflowPolicy: expected "count" or "width", got "never""#)
        XCTAssertThemeError(group + #"{"layout": {"kind": "zigzag"}}}}"#, #"line 1, column 52: parameters/buttonGroup/layout/kind: expected "allRound" or "prominent", got "zigzag""#)
        XCTAssertThemeError(group + #"{"layout": {"prominentType": 1}}}}"#, #"line 1, column 61: parameters/buttonGroup/layout/prominentType: expected "relaxed" or "grouped", got number"#)
        XCTAssertThemeError(group + #"{"layout": {"cornerStyle": "round"}}}}"#, #"line 1, column 59: parameters/buttonGroup/layout/cornerStyle: expected "capsule", "none", "small", "medium", "large" or a radius from 0 to 10000000 points, got "round""#)
        XCTAssertThemeError(group + #"{"layout": {"cornerStyle": -1}}}}"#, #"line 1, column 59: parameters/buttonGroup/layout/cornerStyle: expected "capsule", "none", "small", "medium", "large" or a radius from 0 to 10000000 points, got -1"#)
    }

    func testShapeErrors() {
        XCTAssertThemeError(#"{"spacer": 8}"#, "line 1, column 12: spacer: expected an object, got number")
        XCTAssertThemeError(##"{"color": {"button": {"primary": {"default": "#FFFFFF"}}}}"##,
                            "line 1, column 46: color/button/primary/default: expected an object, got string")
        XCTAssertThemeError(#"{"spacer": {"md": {"value": 8}}}"#,
                            "line 1, column 19: spacer/md: \(#"expected a size from 0 to 10000000 points or a token reference like "spacer/md""#), got object")
        XCTAssertThemeError("[]", "line 1, column 1: expected a JSON object at the top level, got array")
        XCTAssertThemeError("  \"x\"", "line 1, column 3: expected a JSON object at the top level, got string")
    }

    func testSyntaxErrorsKeepTheirPosition() {
        let error = themeError("{\"spacer\": {\"md\": 1,}\n}")
        XCTAssertEqual(error?.description, "line 1, column 21: expected a string key after ',', found '}'")
        XCTAssertEqual(error?.path, "")
        XCTAssertEqual(error?.line, 1)
        XCTAssertEqual(error?.column, 21)
        XCTAssertEqual(themeError([0x7B, 0xFF, 0x7D])?.description, "line 1, column 2: invalid UTF-8 sequence starting with byte 0xFF")
    }

    func testFirstErrorInDocumentOrderWins() {
        XCTAssertEqual(themeError(#"{"spacer": {"md": -1, "lg": -2}}"#)?.path, "spacer/md")
    }

    // MARK: Unknown keys

    func testUnknownKeysBecomeWarnings() throws {
        let theme = try load("""
        {
            "colour": {"button": {}},
            "color": {"button": {"primry": {}, "primary": {"default": {"glow": "#FFFFFF"}}}},
            "spacer/md": 3, "": 1,
            "spacer": {"xxl": 64}
        }
        """)
        XCTAssertEqual(theme.warnings, [
            "line 2, column 5: unknown key 'colour'",
            "line 3, column 26: color/button: unknown key 'primry'",
            "line 3, column 64: color/button/primary/default: unknown key 'glow'",
            "line 4, column 5: unknown key 'spacer/md'",
            "line 4, column 21: unknown key ''",
            "line 5, column 16: spacer: unknown key 'xxl'",
        ])
        XCTAssertEqual(theme, Theme.builtIn)
    }

    // MARK: Robustness

    /// Mutated theme documents load or throw, never trap; errors always carry a position.
    func testMutatedThemesNeverTrap() {
        var state: UInt64 = 0x7E3A
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let original = Array(DefaultTokens.json.utf8)
        let replacements: [UInt8] = Array("0123456789-.e\"#/:,{}[]xn".utf8)
        for _ in 0..<1_000 {
            var bytes = original
            for _ in 0..<(1 + next() % 3) {
                bytes[next() % bytes.count] = replacements[next() % replacements.count]
            }
            do throws(ThemeError) {
                _ = try Theme.load(json: bytes)
            } catch {
                XCTAssertGreaterThanOrEqual(error.line, 1)
                XCTAssertGreaterThanOrEqual(error.column, 1)
            }
        }
    }

    // MARK: Helpers

    private func load(_ json: String) throws -> Theme {
        try Theme.load(json: json.utf8)
    }

    private func themeError(_ bytes: some Collection<UInt8>) -> ThemeError? {
        do throws(ThemeError) {
            _ = try Theme.load(json: bytes)
            return nil
        } catch {
            return error
        }
    }

    private func themeError(_ json: String) -> ThemeError? {
        themeError(json.utf8)
    }

    private func XCTAssertThemeError(_ json: String, _ description: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let error = themeError(json) else { return XCTFail("loaded without error", file: file, line: line) }
        XCTAssertEqual(error.description, description, file: file, line: line)
    }
}
