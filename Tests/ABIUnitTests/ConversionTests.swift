import XCTest
import CButtonGroup
@testable import ButtonGroupABI
import ButtonGroupCore

/// The ABI layer's conversions between C values and the core. (Enum values need no test of
/// their own: the header, Swift and Python forms are generated from one table, and `make test`
/// fails while a generated file is stale.)
final class ConversionTests: XCTestCase {
    func testLayoutParametersRoundTripThroughC() throws {
        let cases: [GroupLayoutParameters] = [
            .allRound(spacing: 8, cornerStyle: .capsule),
            .allRound(spacing: 0, cornerStyle: .fixed(5)),
            .prominent(type: .grouped, spacing: 4, cornerStyle: .large),
            .prominent(type: .relaxed, spacing: 12.5, cornerStyle: .none),
        ]
        for layout in cases {
            XCTAssertEqual(try GroupLayoutParameters(layout.cValue), layout)
        }
        var bad = GroupLayoutParameters.allRound(spacing: 8, cornerStyle: .capsule).cValue
        bad.corner_style = 99
        XCTAssertThrowsError(try GroupLayoutParameters(bad))
        bad.corner_style = Int32(BG_CORNER_FIXED)
        bad.corner_radius = .nan
        XCTAssertThrowsError(try GroupLayoutParameters(bad))
    }

    func testParametersRoundTripWithTheThemesStrings() throws {
        let defaults = Theme.builtIn.groupParameters
        XCTAssertEqual(try GroupParameters(defaults.cValueWithDefaultStrings, defaults: defaults), defaults)
    }

    func testStatusTextNamesTheConstant() {
        for status in ABIStatus.allCases {
            let text = String(cString: bg_status_string(status.rawValue))
            XCTAssertTrue(text.hasPrefix(status == .ok ? "BG_OK: " : "BG_E_"), text)
        }
        XCTAssertEqual(String(cString: bg_status_string(-1000)), "BG_E_UNKNOWN: unknown status code")
    }

    func testVersionComesFromTheHeaderMacros() {
        XCTAssertEqual(Int(LibraryVersion.number), Int(BG_VERSION_MAJOR) * 10000 + Int(BG_VERSION_MINOR) * 100 + Int(BG_VERSION_PATCH))
        XCTAssertEqual(String(cString: LibraryVersion.string), "\(BG_VERSION_MAJOR).\(BG_VERSION_MINOR).\(BG_VERSION_PATCH)")
    }
}
