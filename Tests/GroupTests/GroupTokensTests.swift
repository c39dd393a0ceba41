import Foundation
import XCTest
import ButtonGroupCore
@testable import BGGroup

/// The group's tokens: its default parameters in the theme, and the style it lays out with.
final class GroupTokensTests: XCTestCase {
    private func load(_ json: String) throws -> Theme {
        try Theme.load(json: Array(json.utf8))
    }

    func testBuiltInDefaultParameters() {
        XCTAssertEqual(Theme.builtIn.groupParameters, GroupParameters(
            layout: .allRound(spacing: 8, cornerStyle: .capsule), moreIcon: "ic_more_horiz",
            strings: GroupStrings(alertTitle: nil, alertMessage: nil, alertCancelButtonTitle: "Cancel",
                                  moreButtonAccessibilityLabel: "More"),
            overflowPolicy: .count, maxVisible: 3, overflowHysteresis: 8))
    }

    func testEveryRuleMatchesAToken() {
        for rule in GroupTokens.rules {
            let path = rule.pattern
            XCTAssertTrue(Theme.builtIn.number(path) != nil || Theme.builtIn.string(path) != nil
                          || path.hasSuffix("alertTitle") || path.hasSuffix("alertMessage"), path)
        }
    }

    func testCornerRadiiOfTheBuiltInTheme() {
        // Buttons are 48 high: a slot `width` wide is capped at a capsule of min(width, 48) / 2.
        let style = Theme.builtIn.groupStyle
        XCTAssertEqual(style.radius(of: .capsule, width: 48), 24)
        XCTAssertEqual(style.radius(of: .none, width: 48), 0)
        XCTAssertEqual(style.radius(of: .small, width: 48), 4)
        XCTAssertEqual(style.radius(of: .medium, width: 48), 8)
        XCTAssertEqual(style.radius(of: .large, width: 48), 16)
        XCTAssertEqual(style.radius(of: .large, width: 20), 10)
        XCTAssertEqual(style.radius(of: .fixed(6), width: 48), 6)
        XCTAssertEqual(style.radius(of: .fixed(100), width: 48), 24)
        XCTAssertEqual(style.radius(of: .fixed(-3), width: 48), 0)
        XCTAssertEqual(style.radius(of: .fixed(.nan), width: 48), 0)
        XCTAssertEqual(style.radius(of: .capsule, width: -10), 0)
        XCTAssertEqual(style.radius(of: .capsule, width: .nan), 0)
    }

    func testGroupParameters() throws {
        let theme = try load("""
        {"parameters": {"buttonGroup": {
          "layout": {"kind": "prominent", "prominentType": "grouped", "spacing": "spacer/xxs", "cornerStyle": "large"},
          "moreIcon": "ic_menu",
          "strings": {"alertTitle": "More actions", "alertMessage": "Choose one", "alertCancelButtonTitle": "Close",
                      "moreButtonAccessibilityLabel": "More actions"},
          "overflowPolicy": "width", "maxVisible": 0, "overflowHysteresis": 12
        }}}
        """)
        XCTAssertEqual(theme.groupParameters, GroupParameters(
            layout: .prominent(type: .grouped, spacing: 4, cornerStyle: .large),
            moreIcon: "ic_menu",
            strings: GroupStrings(alertTitle: "More actions", alertMessage: "Choose one", alertCancelButtonTitle: "Close",
                                  moreButtonAccessibilityLabel: "More actions"),
            overflowPolicy: .width, maxVisible: 0, overflowHysteresis: 12))
        // null clears an optional text again; a number is a fixed corner radius.
        let cleared = try Theme.load(json: #"{"parameters": {"buttonGroup": {"strings": {"alertTitle": null}, "layout": {"cornerStyle": 6}}}}"#.utf8,
                                     base: theme)
        XCTAssertNil(cleared.groupParameters.strings.alertTitle)
        XCTAssertEqual(cleared.groupParameters.strings.alertMessage, "Choose one")
        XCTAssertEqual(cleared.groupParameters.layout, .prominent(type: .grouped, spacing: 4, cornerStyle: .fixed(6)))
        XCTAssertEqual(cleared.number("parameters/buttonGroup/layout/cornerStyle"), 6)
        XCTAssertNil(cleared.string("parameters/buttonGroup/layout/cornerStyle"))
    }

    func testReferencesFollowOverridesOfTheirTarget() throws {
        let theme = try load(#"{"spacer": {"xs": 10}}"#)
        XCTAssertEqual(theme.groupParameters.layout, .allRound(spacing: 10, cornerStyle: .capsule))
        XCTAssertEqual(theme.number("parameters/buttonGroup/layout/spacing"), 10)
    }

    func testReferenceOverridesAndChains() throws {
        let direct = try load(#"{"parameters": {"buttonGroup": {"layout": {"spacing": "spacer/lg"}}}}"#)
        XCTAssertEqual(direct.groupParameters.layout.spacing, 24)
        let chained = try load(#"{"button": {"paddingHorizontal": "spacer/md"}, "parameters": {"buttonGroup": {"layout": {"spacing": "button/paddingHorizontal"}}}}"#)
        XCTAssertEqual(chained.buttonMetrics.paddingHorizontal, 16)
        XCTAssertEqual(chained.groupParameters.layout.spacing, 16)
        // A reference is kept as stated, so it is not equal to the number it resolves to.
        let literal = try load(#"{"parameters": {"buttonGroup": {"layout": {"spacing": 8}}}}"#)
        XCTAssertEqual(literal.groupParameters, Theme.builtIn.groupParameters)
        XCTAssertNotEqual(literal, Theme.builtIn)
    }
}
