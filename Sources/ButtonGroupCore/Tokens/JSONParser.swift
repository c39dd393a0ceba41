/// A strict RFC 8259 JSON parser over UTF-8 bytes that remembers where every value and key is.
///
/// Strictness: exactly one value, surrounded only by JSON whitespace (space, tab, LF, CR);
/// no comments, no trailing commas, no single quotes, no `NaN`/`Infinity`, no leading zeros;
/// strings must be well-formed UTF-8 without raw control characters, and `\u` escapes of
/// surrogates must form high-low pairs; keys must be unique within an object (compared by
/// Unicode scalars, not by canonical equivalence); numbers must be finite as a `Double`.
/// One leading UTF-8 byte order mark is skipped, as RFC 8259 §8.1 permits.
///
/// Safety: the parser never traps on any input. Nesting is limited to ``maximumDepth`` arrays
/// and objects, so recursion is bounded however deep the input tries to go.
///
/// Positions: lines and columns are 1-based; columns count Unicode scalars (see
/// ``SourcePosition``).
///
/// - Complexity: O(n) in the input length.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted; one level deeper is
    /// ``JSONParseError/Kind/nestingTooDeep``.
    public static let maximumDepth = 64

    /// Parses one JSON document.
    ///
    /// - Throws: ``JSONParseError`` naming the first problem and its line and column.
    public static func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSONValue {
        var reader = JSONReader(bytes: Array(bytes))
        return try reader.readDocument()
    }
}

/// The cursor of one parse: the bytes, the read index, and the line and column of that index.
private struct JSONReader {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// The byte at the read index, nil at the end.
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves past one byte. CR, LF and CR LF each end a line; UTF-8 continuation bytes do not
    /// advance the column, so columns count scalars.
    mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\n"):
            let followsCarriageReturn = index >= 2 && bytes[index - 2] == UInt8(ascii: "\r")
            if !followsCarriageReturn {
                line += 1
                column = 1
            }
        case UInt8(ascii: "\r"):
            line += 1
            column = 1
        default:
            if byte & 0xC0 != 0x80 { column += 1 }
        }
    }

    mutating func skipWhitespace() {
        while let byte = current, isWhitespace(byte) { advance() }
    }

    /// JSON whitespace: space, tab, line feed, carriage return.
    func isWhitespace(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return true
        default: return false
        }
    }

    // MARK: Document and values

    mutating func readDocument() throws(JSONParseError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try readValue(depth: 0)
        skipWhitespace()
        guard current == nil else {
            throw JSONParseError(.trailingCharacters, at: position, message: "trailing characters after the JSON value")
        }
        return value
    }

    /// Reads the value at the read index; `depth` is the number of arrays and objects around it.
    mutating func readValue(depth: Int) throws(JSONParseError) -> JSONValue {
        let start = position
        guard let byte = current else { throw unexpected(expecting: "a value") }
        switch byte {
        case UInt8(ascii: "{"):
            return try readObject(depth: depth + 1)
        case UInt8(ascii: "["):
            return try readArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            return JSONValue(.string(String(decoding: try readString(), as: UTF8.self)), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(.number(try readNumber()), at: start)
        case UInt8(ascii: "t"):
            return try readLiteral("true", as: .bool(true))
        case UInt8(ascii: "f"):
            return try readLiteral("false", as: .bool(false))
        case UInt8(ascii: "n"):
            return try readLiteral("null", as: .null)
        default:
            throw unexpected(expecting: "a value")
        }
    }

    mutating func readObject(depth: Int) throws(JSONParseError) -> JSONValue {
        let start = position
        try checkDepth(depth)
        advance()  // {
        skipWhitespace()
        var members: [JSONObjectMember] = []
        var keys = Set<[UInt8]>()
        if current == UInt8(ascii: "}") {
            advance()
            return JSONValue(.object(members), at: start)
        }
        while true {
            guard current == UInt8(ascii: "\"") else {
                throw unexpected(expecting: members.isEmpty ? "a string key or '}'" : "a string key after ','")
            }
            let keyPosition = position
            let keyBytes = try readString()
            let key = String(decoding: keyBytes, as: UTF8.self)
            guard keys.insert(keyBytes).inserted else {
                throw JSONParseError(.duplicateKey, at: keyPosition, message: "duplicate key \(DiagnosticText.quoted(key))")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw unexpected(expecting: "':' after object key") }
            advance()
            skipWhitespace()
            let value = try readValue(depth: depth)
            members.append(JSONObjectMember(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ",")?:
                advance()
                skipWhitespace()
            case UInt8(ascii: "}")?:
                advance()
                return JSONValue(.object(members), at: start)
            default:
                throw unexpected(expecting: "',' or '}' after object member")
            }
        }
    }

    mutating func readArray(depth: Int) throws(JSONParseError) -> JSONValue {
        let start = position
        try checkDepth(depth)
        advance()  // [
        skipWhitespace()
        var elements: [JSONValue] = []
        if current == UInt8(ascii: "]") {
            advance()
            return JSONValue(.array(elements), at: start)
        }
        while true {
            elements.append(try readValue(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ",")?:
                advance()
                skipWhitespace()
            case UInt8(ascii: "]")?:
                advance()
                return JSONValue(.array(elements), at: start)
            default:
                throw unexpected(expecting: "',' or ']' after array element")
            }
        }
    }

    func checkDepth(_ depth: Int) throws(JSONParseError) {
        guard depth <= JSONParser.maximumDepth else {
            throw JSONParseError(
                .nestingTooDeep, at: position,
                message: "arrays and objects nested deeper than \(JSONParser.maximumDepth) levels"
            )
        }
    }

    mutating func readLiteral(_ word: String, as content: JSONValue.Content) throws(JSONParseError) -> JSONValue {
        let start = position
        for byte in word.utf8 {
            guard current == byte else {
                throw JSONParseError(.invalidLiteral, at: start, message: "invalid literal, expected '\(word)'")
            }
            advance()
        }
        return JSONValue(content, at: start)
    }

    // MARK: Numbers

    /// Reads `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    mutating func readNumber() throws(JSONParseError) -> Double {
        let start = position
        let startIndex = index
        if current == UInt8(ascii: "-") { advance() }
        guard isDigit(current) else {
            throw JSONParseError(.invalidNumber, at: position, message: "invalid number, expected a digit after '-'")
        }
        if current == UInt8(ascii: "0") {
            advance()
            if isDigit(current) {
                throw JSONParseError(.invalidNumber, at: start, message: "invalid number, leading zeros are not allowed")
            }
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard isDigit(current) else {
                throw JSONParseError(.invalidNumber, at: position, message: "invalid number, expected a digit after '.'")
            }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard isDigit(current) else {
                throw JSONParseError(.invalidNumber, at: position, message: "invalid number, expected a digit in the exponent")
            }
            skipDigits()
        }
        // The grammar above is a subset of what `Double(_:)` accepts, so nil cannot happen;
        // it is still handled rather than unwrapped.
        guard let value = Double(String(decoding: bytes[startIndex..<index], as: UTF8.self)), value.isFinite else {
            throw JSONParseError(.numberOutOfRange, at: start, message: "number out of range, it must be finite")
        }
        return value
    }

    func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    mutating func skipDigits() {
        while isDigit(current) { advance() }
    }

    // MARK: Strings

    /// Reads a string at its opening quote and returns its decoded UTF-8 bytes.
    mutating func readString() throws(JSONParseError) -> [UInt8] {
        let start = position
        advance()  // "
        var buffer: [UInt8] = []
        while true {
            guard let byte = current else {
                throw JSONParseError(.unterminatedString, at: start, message: "unterminated string")
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return buffer
            case UInt8(ascii: "\\"):
                try readEscape(into: &buffer, stringStart: start)
            case 0x00..<0x20:
                throw JSONParseError(
                    .controlCharacterInString, at: position,
                    message: "control character U+\(DiagnosticText.hexadecimal(UInt32(byte), digits: 4)) must be escaped in a string"
                )
            case 0x20..<0x80:
                buffer.append(byte)
                advance()
            default:
                guard let length = validUTF8SequenceLength(at: index) else { throw invalidUTF8() }
                buffer.append(contentsOf: bytes[index..<(index + length)])
                for _ in 0..<length { advance() }
            }
        }
    }

    /// Reads one escape sequence at its backslash and appends the character's UTF-8 bytes.
    mutating func readEscape(into buffer: inout [UInt8], stringStart: SourcePosition) throws(JSONParseError) {
        let escapeStart = position
        advance()  // \
        guard let byte = current else {
            throw JSONParseError(.unterminatedString, at: stringStart, message: "unterminated string")
        }
        let simple: UInt8?
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = byte
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = UInt8(ascii: "\n")
        case UInt8(ascii: "r"): simple = UInt8(ascii: "\r")
        case UInt8(ascii: "t"): simple = UInt8(ascii: "\t")
        case UInt8(ascii: "u"): simple = nil
        default:
            let shown = byte >= 0x21 && byte < 0x7F ? " '\\\(Character(Unicode.Scalar(byte)))'" : ""
            throw JSONParseError(.invalidEscape, at: escapeStart, message: "invalid escape\(shown) in string")
        }
        advance()
        if let simple {
            buffer.append(simple)
            return
        }
        var value = try readHexQuad(escapeStart: escapeStart, stringStart: stringStart)
        if (0xD800...0xDBFF).contains(value) {
            let pairsWithLow = current == UInt8(ascii: "\\")
                && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "u")
            guard pairsWithLow else { throw loneSurrogate(value, at: escapeStart) }
            let lowStart = position
            advance()  // \
            advance()  // u
            let low = try readHexQuad(escapeStart: lowStart, stringStart: stringStart)
            guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(value, at: escapeStart) }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw loneSurrogate(value, at: escapeStart) }
        UTF8.encode(scalar) { buffer.append($0) }
    }

    /// Reads the four hex digits of a `\u` escape.
    mutating func readHexQuad(escapeStart: SourcePosition, stringStart: SourcePosition) throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else {
                throw JSONParseError(.unterminatedString, at: stringStart, message: "unterminated string")
            }
            guard let digit = hexDigitValue(byte) else {
                throw JSONParseError(.invalidEscape, at: escapeStart, message: "invalid \\u escape, expected 4 hex digits")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    func loneSurrogate(_ value: UInt32, at position: SourcePosition) -> JSONParseError {
        JSONParseError(
            .loneSurrogate, at: position,
            message: "lone surrogate escape '\\u\(DiagnosticText.hexadecimal(value, digits: 4))'"
        )
    }

    // MARK: UTF-8 and diagnostics

    /// The length of the well-formed UTF-8 sequence at `start` (Unicode Table 3-7), nil when
    /// the bytes there are not one.
    func validUTF8SequenceLength(at start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        let length: Int
        switch bytes[start] {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard bytes.count - start >= length, (low...high).contains(bytes[start + 1]) else { return nil }
        for offset in 2..<length where bytes[start + offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    func invalidUTF8() -> JSONParseError {
        let byte = current.map { DiagnosticText.hexadecimal(UInt32($0), digits: 2) } ?? "??"
        return JSONParseError(.invalidUTF8, at: position, message: "invalid UTF-8 sequence starting with byte 0x\(byte)")
    }

    /// The error for finding something other than `expectation` at the read index.
    func unexpected(expecting expectation: String) -> JSONParseError {
        guard let byte = current else {
            return JSONParseError(
                .unexpectedEndOfInput, at: position, message: "expected \(expectation), found end of input"
            )
        }
        let found: String
        if byte >= 0x20 && byte < 0x7F {
            found = "'\(Character(Unicode.Scalar(byte)))'"
        } else if let length = validUTF8SequenceLength(at: index),
                  let scalar = String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars.first {
            found = "U+\(DiagnosticText.hexadecimal(scalar.value, digits: 4))"
        } else {
            return invalidUTF8()
        }
        return JSONParseError(.unexpectedCharacter, at: position, message: "expected \(expectation), found \(found)")
    }
}
