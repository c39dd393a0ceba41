import XCTest
@testable import ButtonGroupABI
import ButtonGroupCore
import CButtonGroup

/// The process default theme behind `{0}` (``DefaultTheme``, ``resolveTheme(_:)``): it starts as
/// the built-in theme, a set one is what `{0}` resolves to, an object keeps the ``ThemeObject``
/// it resolved, and a handle resolves to its own theme whatever the default. The C suite
/// (theme/default_theme_test.c) and the TSan stress (Tests/Reliability/default_theme_threads.c)
/// drive the same through the exports.
final class DefaultThemeTests: XCTestCase {
    private func object(_ json: String) throws -> ThemeObject {
        ThemeObject(theme: try Theme.load(json: Array(json.utf8)))
    }

    func testADefaultStartsBuiltInAndIsWhatItWasLastSetTo() throws {
        let holder = DefaultTheme(initial: .builtIn)
        XCTAssertTrue(holder.current === ThemeObject.builtIn)
        let loaded = try object(#"{"spacer": {"lg": 20}}"#)
        holder.set(loaded)
        XCTAssertTrue(holder.current === loaded)
        XCTAssertEqual(holder.current.theme.number("spacer/lg"), 20)
        holder.set(.builtIn)
        XCTAssertTrue(holder.current === ThemeObject.builtIn)
    }

    func testZeroResolvesToTheLibraryDefaultAndAHandleToItsOwnTheme() throws {
        let loaded = try object(#"{"spacer": {"lg": 30}}"#)
        let id = try XCTUnwrap(themes.insert(loaded))
        defer { _ = themes.remove(id) }
        let before = try resolveTheme(bg_theme(id: 0))
        XCTAssertTrue(before === defaultTheme.current)
        defaultTheme.set(loaded)
        defer { defaultTheme.set(.builtIn) }
        XCTAssertTrue(try resolveTheme(bg_theme(id: 0)) === loaded)
        XCTAssertTrue(try resolveTheme(bg_theme(id: id)) === loaded)
        defaultTheme.set(.builtIn)
        XCTAssertTrue(try resolveTheme(bg_theme(id: 0)) === ThemeObject.builtIn)
        XCTAssertEqual(before.theme.number("spacer/lg"), 24, "an object keeps what it resolved")
    }

    func testConcurrentSetsAndReadsSeeWholeThemes() throws {
        let holder = DefaultTheme(initial: .builtIn)
        let choices = [ThemeObject.builtIn, try object(#"{"spacer": {"lg": 10}}"#), try object(#"{"spacer": {"lg": 40}}"#)]
        let allowed: Set<Double> = [24, 10, 40]
        let bad = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<500 {
                holder.set(choices[(thread + round) % choices.count])
                if !allowed.contains(holder.current.theme.number("spacer/lg") ?? -1) { bad.add() }
            }
        }
        XCTAssertEqual(bad.value, 0)
    }
}

/// A count shared between threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
