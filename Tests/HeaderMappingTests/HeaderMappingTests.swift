import XCTest
import CButtonGroup
@testable import ButtonGroup
@testable import ButtonGroupCore

/// The header's enum constants and the Swift types that mirror them must never drift apart:
/// each Swift case is checked against the constant of the same meaning, both ways.
final class HeaderMappingTests: XCTestCase {
    private func assertMapping<E: RawRepresentable & CaseIterable & Equatable>(
        _ type: E.Type, _ pairs: [(E, Int)], file: StaticString = #filePath, line: UInt = #line
    ) where E.RawValue == Int32 {
        XCTAssertEqual(pairs.count, E.allCases.count, "every case of \(E.self) is mapped", file: file, line: line)
        for (value, constant) in pairs {
            XCTAssertEqual(Int(value.rawValue), constant, "\(E.self).\(value)", file: file, line: line)
        }
    }

    func testEnumsMatchTheHeader() {
        assertMapping(ButtonRole.self, [
            (.automatic, BG_ROLE_AUTOMATIC), (.primary, BG_ROLE_PRIMARY), (.secondary, BG_ROLE_SECONDARY),
            (.tertiary, BG_ROLE_TERTIARY), (.success, BG_ROLE_SUCCESS), (.danger, BG_ROLE_DANGER), (.link, BG_ROLE_LINK),
        ])
        assertMapping(ProminentType.self, [(.relaxed, BG_PROMINENT_RELAXED), (.grouped, BG_PROMINENT_GROUPED)])
        assertMapping(OverflowPolicy.self, [(.count, BG_OVERFLOW_COUNT), (.width, BG_OVERFLOW_WIDTH)])
        assertMapping(LayoutDirection.self, [(.leftToRight, BG_DIRECTION_LTR), (.rightToLeft, BG_DIRECTION_RTL)])
        assertMapping(PointerPhase.self, [
            (.down, BG_POINTER_DOWN), (.move, BG_POINTER_MOVE), (.up, BG_POINTER_UP), (.cancel, BG_POINTER_CANCEL),
        ])
        assertMapping(FocusMove.self, [
            (.next, BG_FOCUS_NEXT), (.previous, BG_FOCUS_PREVIOUS), (.first, BG_FOCUS_FIRST),
            (.last, BG_FOCUS_LAST), (.clear, BG_FOCUS_CLEAR),
        ])
        assertMapping(ABIStatus.self, [
            (.ok, BG_OK), (.invalidArgument, BG_E_INVALID_ARGUMENT), (.invalidHandle, BG_E_INVALID_HANDLE),
            (.invalidUTF8, BG_E_INVALID_UTF8), (.parse, BG_E_PARSE), (.bufferTooSmall, BG_E_BUFFER_TOO_SMALL),
            (.reentrant, BG_E_REENTRANT), (.callback, BG_E_CALLBACK), (.state, BG_E_STATE),
            (.notFound, BG_E_NOT_FOUND), (.noMemory, BG_E_NO_MEMORY),
        ])
        XCTAssertEqual(Int(AccessibilityNode.Role.button.rawValue), BG_A11Y_BUTTON)
        XCTAssertEqual(Int(AccessibilityNode.Role.menuButton.rawValue), BG_A11Y_MENU_BUTTON)
        XCTAssertEqual(Int(ControlState.highlighted.rawValue), BG_STATE_HIGHLIGHTED)
        XCTAssertEqual(Int(ControlState.focused.rawValue), BG_STATE_FOCUSED)
        XCTAssertEqual(Int(ControlState.disabled.rawValue), BG_STATE_DISABLED)
    }

    func testCornerStylesRoundTripThroughTheHeaderValues() throws {
        let styles: [(CornerStyle, Int)] = [
            (.capsule, BG_CORNER_CAPSULE), (.none, BG_CORNER_NONE), (.small, BG_CORNER_SMALL),
            (.medium, BG_CORNER_MEDIUM), (.large, BG_CORNER_LARGE), (.fixed(5), BG_CORNER_FIXED),
        ]
        for (style, constant) in styles {
            XCTAssertEqual(Int(style.cValue.style), constant)
            XCTAssertEqual(try CornerStyle(cValue: Int32(constant), radius: 5), style)
        }
        XCTAssertThrowsError(try CornerStyle(cValue: 99, radius: 0))
    }

    func testVersionComesFromTheHeaderMacros() {
        XCTAssertEqual(Int(LibraryVersion.number), Int(BG_VERSION_MAJOR) * 10000 + Int(BG_VERSION_MINOR) * 100 + Int(BG_VERSION_PATCH))
        XCTAssertEqual(String(cString: LibraryVersion.string), "\(BG_VERSION_MAJOR).\(BG_VERSION_MINOR).\(BG_VERSION_PATCH)")
    }
}
