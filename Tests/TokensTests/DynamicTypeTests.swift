import XCTest
@testable import ButtonGroupCore
@testable import BGTokens

/// Dynamic Type: the text styles' point sizes, a theme's content size category, and the fonts and
/// group heights it scales.
final class DynamicTypeTests: XCTestCase {
    private func theme(_ category: String) throws -> Theme {
        try Theme.load(json: Array(#"{"typography": {"contentSizeCategory": "\#(category)"}}"#.utf8))
    }

    func testTheTableHasEveryStyleAndCategoryAndGrowsWithTheCategory() {
        XCTAssertEqual(DynamicType.pointSizes.count, TextStyle.allCases.count)
        for style in TextStyle.allCases {
            let row = ContentSizeCategory.allCases.map { DynamicType.pointSize(of: style, in: $0) }
            XCTAssertEqual(row.count, ContentSizeCategory.allCases.count)
            XCTAssertEqual(row, row.sorted(), "\(style) never shrinks as the category grows")
            XCTAssertEqual(DynamicType.scale(of: style, in: .large), 1)
        }
    }

    func testPublishedSizes() {
        let body = ContentSizeCategory.allCases.map { DynamicType.pointSize(of: .body, in: $0) }
        XCTAssertEqual(body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        let atLarge = TextStyle.allCases.map { DynamicType.pointSize(of: $0, in: .large) }
        XCTAssertEqual(atLarge, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        XCTAssertEqual(DynamicType.pointSize(of: .caption2, in: .xSmall), 11)
        XCTAssertEqual(DynamicType.pointSize(of: .largeTitle, in: .accessibility5), 60)
    }

    func testTheBuiltInThemeIsLargeAndKeepsItsStatedSizes() {
        let theme = Theme.builtIn
        XCTAssertEqual(theme.contentSizeCategory, .large)
        XCTAssertEqual(theme.font("button"), FontSpec(token: "button", family: "DejaVu Sans", size: 16, weight: 600, textStyle: .body))
        XCTAssertEqual(theme.font("subtitle").textStyle, .footnote)
        XCTAssertEqual(theme.font("subtitle").size, 13)
        XCTAssertEqual(theme.groupStyle.buttonHeight, 48)
    }

    func testFontsScaleByTheirTextStyle() throws {
        let large = try theme("accessibility3"), small = try theme("xSmall")
        XCTAssertEqual(large.contentSizeCategory, .accessibility3)
        XCTAssertEqual(large.font("button").size, 16 * 40 / 17, accuracy: 1e-9)  // body 17 -> 40
        XCTAssertEqual(large.font("subtitle").size, 13 * 33 / 13, accuracy: 1e-9)  // footnote 13 -> 33
        XCTAssertEqual(small.font("button").size, 16 * 14 / 17, accuracy: 1e-9)
        XCTAssertEqual(large.buttonStyle.titleFont, large.font("button"), "the button's fonts follow too")
    }

    func testAGroupGrowsTallerInLargerCategoriesButNeverShorter() throws {
        XCTAssertEqual(try theme("accessibility3").groupStyle.buttonHeight, 113)  // 48 x 40 / 17, rounded up
        XCTAssertEqual(try theme("xxxLarge").groupStyle.buttonHeight, 65)  // 48 x 23 / 17 = 64.9
        XCTAssertEqual(try theme("xSmall").groupStyle.buttonHeight, 48)
    }

    func testAStatedStyleCanBeChangedAndABadNameIsRefused() throws {
        let theme = try Theme.load(json: Array(#"{"typography": {"contentSizeCategory": "xxLarge", "button": {"textStyle": "headline"}}}"#.utf8))
        XCTAssertEqual(theme.font("button").textStyle, .headline)
        XCTAssertEqual(theme.font("button").size, 16 * 21 / 17, accuracy: 1e-9)
        XCTAssertThrowsError(try self.theme("huge"))
        XCTAssertThrowsError(try Theme.load(json: Array(#"{"typography": {"button": {"textStyle": "bold"}}}"#.utf8)))
    }
}
