import XCTest
@testable import ButtonGroupCore

final class JSONParserTests: XCTestCase {
    // MARK: Valid documents

    func testParsesLiteralsAndNumbers() throws {
        XCTAssertEqual(try parse("null").content, .null)
        XCTAssertEqual(try parse("true").content, .bool(true))
        XCTAssertEqual(try parse(" false ").content, .bool(false))
        let numbers: [(String, Double)] = [
            ("0", 0), ("-0", 0), ("12", 12), ("-3.5", -3.5), ("1e3", 1000), ("1E-2", 0.01),
            ("2.5e+3", 2500), ("1.7976931348623157e308", .greatestFiniteMagnitude), ("1e-400", 0),
        ]
        for (text, expected) in numbers {
            XCTAssertEqual(try parse(text).content, .number(expected), text)
        }
    }

    func testParsesNestedDocumentWithPositions() throws {
        let text = """
        {
          "a": [1, "two", {"b": null}],
          "c": {}
        }
        """
        let document = try parse(text)
        XCTAssertEqual(document.position, SourcePosition(line: 1, column: 1))
        guard case .object(let members) = document.content else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["a", "c"])
        XCTAssertEqual(members[0].keyPosition, SourcePosition(line: 2, column: 3))
        XCTAssertEqual(members[0].value.position, SourcePosition(line: 2, column: 8))
        guard case .array(let elements) = members[0].value.content else { return XCTFail("not an array") }
        XCTAssertEqual(elements.map(\.position.column), [9, 12, 19])
        XCTAssertEqual(elements[1].content, .string("two"))
        guard case .object(let inner) = elements[2].content else { return XCTFail("not an object") }
        XCTAssertEqual(inner[0].keyPosition, SourcePosition(line: 2, column: 20))
        XCTAssertEqual(inner[0].value.position, SourcePosition(line: 2, column: 25))
        XCTAssertEqual(members[1].value.content, .object([]))
        XCTAssertEqual(members[1].value.position, SourcePosition(line: 3, column: 8))
    }

    func testColumnsCountUnicodeScalarsNotBytes() throws {
        // "é" is 2 bytes, "😀" 4 bytes; each is one column.
        let document = try parse("{\"é😀\": 1}")
        guard case .object(let members) = document.content else { return XCTFail("not an object") }
        XCTAssertEqual(members[0].key, "é😀")
        XCTAssertEqual(members[0].value.position, SourcePosition(line: 1, column: 8))
        XCTAssertError("[\"é\", x]", .unexpectedCharacter, 1, 7, "expected a value, found 'x'")
    }

    func testLineBreaksLFCRAndCRLFEachCountOnce() throws {
        for newline in ["\n", "\r", "\r\n"] {
            let document = try parse("[\(newline)1,\(newline)\(newline)  2]")
            guard case .array(let elements) = document.content else { return XCTFail("not an array") }
            XCTAssertEqual(elements.map(\.position), [SourcePosition(line: 2, column: 1), SourcePosition(line: 4, column: 3)])
        }
    }

    func testSkipsOneByteOrderMark() throws {
        XCTAssertEqual(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).position, SourcePosition(line: 1, column: 1))
        XCTAssertThrowsError(try JSONParser.parse([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array("1".utf8)))
    }

    func testDecodesEscapes() throws {
        XCTAssertEqual(try parse(#""\" \\ \/ \b \f \n \r \t""#).content, .string("\" \\ / \u{8} \u{C} \n \r \t"))
        XCTAssertEqual(try parse(#""\u0041\u00e9\u00E9\u20AC\u0000""#).content, .string("Aéé€\u{0}"))
        XCTAssertEqual(try parse(#""\uD83D\uDE00 \ud83d\ude00""#).content, .string("😀 😀"))
        XCTAssertEqual(try parse(#""\uDBFF\uDFFF""#).content, .string("\u{10FFFF}"))
        XCTAssertEqual(try parse("\"raw é 😀 \u{2028}\"").content, .string("raw é 😀 \u{2028}"))
    }

    func testKeysAreComparedByScalarsNotCanonicalEquivalence() throws {
        let document = try parse(#"{"\u00e9": 1, "e\u0301": 2}"#)
        guard case .object(let members) = document.content else { return XCTFail("not an object") }
        XCTAssertEqual(members.count, 2)
    }

    func testTypeNames() throws {
        let names = try ["null", "true", "1", "\"s\"", "[]", "{}"].map { try parse($0).typeName }
        XCTAssertEqual(names, ["null", "boolean", "number", "string", "array", "object"])
    }

    // MARK: Syntax errors

    func testStructureErrors() {
        XCTAssertError(#"{"a":1 "b":2}"#, .unexpectedCharacter, 1, 8, #"expected ',' or '}' after object member, found '"'"#)
        XCTAssertError(#"{"a" 1}"#, .unexpectedCharacter, 1, 6, "expected ':' after object key, found '1'")
        XCTAssertError("{1:2}", .unexpectedCharacter, 1, 2, "expected a string key or '}', found '1'")
        XCTAssertError(#"{"a":1,}"#, .unexpectedCharacter, 1, 8, "expected a string key after ',', found '}'")
        XCTAssertError("{'a':1}", .unexpectedCharacter, 1, 2, "expected a string key or '}', found '''")
        XCTAssertError("[1 2]", .unexpectedCharacter, 1, 4, "expected ',' or ']' after array element, found '2'")
        XCTAssertError("[1,]", .unexpectedCharacter, 1, 4, "expected a value, found ']'")
        XCTAssertError("[1}", .unexpectedCharacter, 1, 3, "expected ',' or ']' after array element, found '}'")
        XCTAssertError("// no comments", .unexpectedCharacter, 1, 1, "expected a value, found '/'")
        XCTAssertError("NaN", .unexpectedCharacter, 1, 1, "expected a value, found 'N'")
        XCTAssertError("[Infinity]", .unexpectedCharacter, 1, 2, "expected a value, found 'I'")
        XCTAssertError("\u{B}1", .unexpectedCharacter, 1, 1, "expected a value, found U+000B")
        XCTAssertError("é", .unexpectedCharacter, 1, 1, "expected a value, found U+00E9")
    }

    func testEndOfInputErrors() {
        XCTAssertError("", .unexpectedEndOfInput, 1, 1, "expected a value, found end of input")
        XCTAssertError("  \n  ", .unexpectedEndOfInput, 2, 3, "expected a value, found end of input")
        XCTAssertError(#"{"a":"#, .unexpectedEndOfInput, 1, 6, "expected a value, found end of input")
        XCTAssertError(#"{"a":1"#, .unexpectedEndOfInput, 1, 7, "expected ',' or '}' after object member, found end of input")
        XCTAssertError("[1,\n", .unexpectedEndOfInput, 2, 1, "expected a value, found end of input")
        XCTAssertError("{", .unexpectedEndOfInput, 1, 2, "expected a string key or '}', found end of input")
    }

    func testTrailingCharacters() {
        XCTAssertError("1 2", .trailingCharacters, 1, 3, "trailing characters after the JSON value")
        XCTAssertError("[1]]", .trailingCharacters, 1, 4, "trailing characters after the JSON value")
        XCTAssertError("{}\n\n x", .trailingCharacters, 3, 2, "trailing characters after the JSON value")
    }

    func testLiteralErrors() {
        XCTAssertError("tru", .invalidLiteral, 1, 1, "invalid literal, expected 'true'")
        XCTAssertError("[nul]", .invalidLiteral, 1, 2, "invalid literal, expected 'null'")
        XCTAssertError("falsy", .invalidLiteral, 1, 1, "invalid literal, expected 'false'")
        XCTAssertError("True", .unexpectedCharacter, 1, 1, "expected a value, found 'T'")
        XCTAssertError("truex", .trailingCharacters, 1, 5, "trailing characters after the JSON value")
    }

    func testNumberErrors() {
        XCTAssertError("-", .invalidNumber, 1, 2, "invalid number, expected a digit after '-'")
        XCTAssertError("[-a]", .invalidNumber, 1, 3, "invalid number, expected a digit after '-'")
        XCTAssertError("01", .invalidNumber, 1, 1, "invalid number, leading zeros are not allowed")
        XCTAssertError(" -00", .invalidNumber, 1, 2, "invalid number, leading zeros are not allowed")
        XCTAssertError("1.", .invalidNumber, 1, 3, "invalid number, expected a digit after '.'")
        XCTAssertError("1.e3", .invalidNumber, 1, 3, "invalid number, expected a digit after '.'")
        XCTAssertError("1e", .invalidNumber, 1, 3, "invalid number, expected a digit in the exponent")
        XCTAssertError("1E+", .invalidNumber, 1, 4, "invalid number, expected a digit in the exponent")
        XCTAssertError(".5", .unexpectedCharacter, 1, 1, "expected a value, found '.'")
        XCTAssertError("+1", .unexpectedCharacter, 1, 1, "expected a value, found '+'")
        XCTAssertError("0x10", .trailingCharacters, 1, 2, "trailing characters after the JSON value")
    }

    func testNumbersMustBeFinite() {
        XCTAssertError("1e400", .numberOutOfRange, 1, 1, "number out of range, it must be finite")
        XCTAssertError("[0, -1e400]", .numberOutOfRange, 1, 5, "number out of range, it must be finite")
        XCTAssertError(String(repeating: "9", count: 400), .numberOutOfRange, 1, 1, "number out of range, it must be finite")
    }

    func testStringErrors() {
        XCTAssertError(#""abc"#, .unterminatedString, 1, 1, "unterminated string")
        XCTAssertError("[1, \"abc\\", .unterminatedString, 1, 5, "unterminated string")
        XCTAssertError(#""\u12"#, .unterminatedString, 1, 1, "unterminated string")
        XCTAssertError(#""a\qb""#, .invalidEscape, 1, 3, #"invalid escape '\q' in string"#)
        XCTAssertError(#""\x41""#, .invalidEscape, 1, 2, #"invalid escape '\x' in string"#)
        XCTAssertError("\"\\\u{1}\"", .invalidEscape, 1, 2, "invalid escape in string")
        XCTAssertError(#""\u12G4""#, .invalidEscape, 1, 2, #"invalid \u escape, expected 4 hex digits"#)
        XCTAssertError(#""\U0041""#, .invalidEscape, 1, 2, #"invalid escape '\U' in string"#)
        XCTAssertError("\"a\tb\"", .controlCharacterInString, 1, 3, "control character U+0009 must be escaped in a string")
        XCTAssertError("{\"a\":\n\"line\nbreak\"}", .controlCharacterInString, 2, 6, "control character U+000A must be escaped in a string")
        XCTAssertError("\"\u{0}\"", .controlCharacterInString, 1, 2, "control character U+0000 must be escaped in a string")
    }

    func testLoneSurrogateEscapes() {
        XCTAssertError(#""\uD800""#, .loneSurrogate, 1, 2, #"lone surrogate escape '\uD800'"#)
        XCTAssertError(#""x\udc00""#, .loneSurrogate, 1, 3, #"lone surrogate escape '\uDC00'"#)
        XCTAssertError(#""\uD800\u0041""#, .loneSurrogate, 1, 2, #"lone surrogate escape '\uD800'"#)
        XCTAssertError(#""\uD800\uD800""#, .loneSurrogate, 1, 2, #"lone surrogate escape '\uD800'"#)
        XCTAssertError(#""\uD800x""#, .loneSurrogate, 1, 2, #"lone surrogate escape '\uD800'"#)
        XCTAssertError(#""\uD800\n""#, .loneSurrogate, 1, 2, #"lone surrogate escape '\uD800'"#)
        XCTAssertError(#""\uD800\u12""#, .invalidEscape, 1, 8, #"invalid \u escape, expected 4 hex digits"#)
    }

    func testDuplicateKeys() {
        XCTAssertError(#"{"x":1,"x":2}"#, .duplicateKey, 1, 8, "duplicate key 'x'")
        XCTAssertError("{\"a\":{\"b\":1,\n  \"b\":2}}", .duplicateKey, 2, 3, "duplicate key 'b'")
        XCTAssertError(#"{"\u0078":1,"x":2}"#, .duplicateKey, 1, 13, "duplicate key 'x'")
        XCTAssertError(#"{"a\nb":1,"a\nb":2}"#, .duplicateKey, 1, 11, #"duplicate key 'a\u000Ab'"#)
    }

    func testInvalidUTF8() {
        let cases: [(bytes: [UInt8], column: Int, byte: String)] = [
            ([0x22, 0xFF, 0x22], 2, "FF"),                   // never valid
            ([0x22, 0xC0, 0x80, 0x22], 2, "C0"),             // overlong NUL
            ([0x22, 0xE0, 0x80, 0xAF, 0x22], 2, "E0"),       // overlong 3-byte
            ([0x22, 0x61, 0xED, 0xA0, 0x80, 0x22], 3, "ED"), // encoded surrogate U+D800
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 2, "F4"), // above U+10FFFF
            ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], 2, "F5"),
            ([0x22, 0xE2, 0x82, 0x22], 2, "E2"),             // truncated by the quote
            ([0x22, 0xE2, 0x82], 2, "E2"),                   // truncated by the end
            ([0x22, 0x80, 0x22], 2, "80"),                   // lone continuation byte
            ([0xFF], 1, "FF"),                               // outside a string
            ([0x5B, 0x31, 0x2C, 0xC3], 4, "C3"),
        ]
        for testCase in cases {
            XCTAssertError(testCase.bytes, .invalidUTF8, 1, testCase.column,
                           "invalid UTF-8 sequence starting with byte 0x\(testCase.byte)")
        }
    }

    // MARK: Limits

    func testNestingUpToTheLimitParses() throws {
        let depth = JSONParser.maximumDepth
        XCTAssertNoThrow(try parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
        XCTAssertNoThrow(try parse(String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)))
    }

    func testNestingBeyondTheLimitIsAnError() {
        let depth = JSONParser.maximumDepth + 1
        let message = "arrays and objects nested deeper than 64 levels"
        XCTAssertError(String(repeating: "[", count: depth) + String(repeating: "]", count: depth), .nestingTooDeep, 1, 65, message)
        XCTAssertError(String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth),
                       .nestingTooDeep, 1, 5 * 64 + 1, message)
        XCTAssertError(String(repeating: "[", count: 1_000_000), .nestingTooDeep, 1, 65, message)
        XCTAssertError(String(repeating: "[{\"k\":", count: 500_000), .nestingTooDeep, 1, 6 * 32 + 1, message)
    }

    func testLongFlatInputs() throws {
        let count = 100_000
        let array = try parse("[" + Array(repeating: "1.5", count: count).joined(separator: ",") + "]")
        guard case .array(let elements) = array.content else { return XCTFail("not an array") }
        XCTAssertEqual(elements.count, count)
        XCTAssertEqual(elements.last?.position.column, 1 + 4 * (count - 1) + 1)
        let long = String(repeating: "é", count: count)
        XCTAssertEqual(try parse("\"\(long)\"").content, .string(long))
    }

    /// Mutations of a real document must parse or throw, never trap. (libFuzzer goes further.)
    func testMutatedDocumentsNeverTrap() {
        var random = SplitMix64(seed: 0x5EED)
        let original = Array(DefaultTokens.json.utf8)
        let interesting: [UInt8] = Array("{}[]\",:\\u0eE-+.".utf8) + [0x00, 0x0A, 0x0D, 0x80, 0xC3, 0xED, 0xF4, 0xFF]
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let index = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[index] = interesting[Int(random.next() % UInt64(interesting.count))]
                case 1: bytes.remove(at: index)
                default: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: index)
                }
            }
            do throws(JSONParseError) {
                _ = try JSONParser.parse(bytes)
            } catch {
                XCTAssertGreaterThanOrEqual(error.line, 1)
                XCTAssertGreaterThanOrEqual(error.column, 1)
                XCTAssertFalse(error.message.isEmpty)
            }
        }
    }

    func testErrorDescriptionIsTheWholeSentence() {
        XCTAssertEqual(parseError("[1,\n  x]")?.description, "line 2, column 3: expected a value, found 'x'")
    }

    // MARK: Helpers

    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(text.utf8)
    }

    private func parseError(_ bytes: some Collection<UInt8>) -> JSONParseError? {
        do throws(JSONParseError) {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func parseError(_ text: String) -> JSONParseError? {
        parseError(text.utf8)
    }

    private func XCTAssertError(
        _ text: String, _ kind: JSONParseError.Kind, _ line: Int, _ column: Int, _ message: String,
        file: StaticString = #filePath, lineNumber: UInt = #line
    ) {
        XCTAssertError(Array(text.utf8), kind, line, column, message, file: file, lineNumber: lineNumber)
    }

    private func XCTAssertError(
        _ bytes: [UInt8], _ kind: JSONParseError.Kind, _ line: Int, _ column: Int, _ message: String,
        file: StaticString = #filePath, lineNumber: UInt = #line
    ) {
        guard let error = parseError(bytes) else {
            return XCTFail("parsed without error: \(bytes.prefix(40))", file: file, line: lineNumber)
        }
        XCTAssertEqual(error.kind, kind, error.description, file: file, line: lineNumber)
        XCTAssertEqual(error.position, SourcePosition(line: line, column: column), error.description, file: file, line: lineNumber)
        XCTAssertEqual(error.message, message, file: file, line: lineNumber)
    }
}

/// A small deterministic generator (SplitMix64) so mutation tests repeat exactly.
private struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
