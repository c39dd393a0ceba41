/// The cursor of one ``JSONParser`` parse: the bytes, the read index, and the line and column
/// of that index; reads values with recursive descent bounded by ``JSONParser/maximumDepth``.
///
/// Strings, escapes and UTF-8 checks are in `JSONReader+Strings.swift`.
struct JSONReader {
    /// The whole input.
    let bytes: [UInt8]
    /// The read index into ``bytes``.
    var index = 0
    /// The line of the read index, from 1.
    var line = 1
    /// The column of the read index, from 1, in Unicode scalars.
    var column = 1
    /// The most values the document may hold.
    let maximumValues: Int
    /// How many values were read.
    var valueCount = 0

    /// Starts at the first byte; at most `maximumValues` values are read.
    init(bytes: [UInt8], maximumValues: Int = .max) {
        self.bytes = bytes
        self.maximumValues = maximumValues
    }

    /// Where the read index is.
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

    /// Moves past JSON whitespace.
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

    /// Reads the one value the input holds, after an optional byte order mark.
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
        guard valueCount < maximumValues else {
            throw JSONParseError(.tooManyValues, at: start, message: "the document holds more than \(maximumValues) values")
        }
        valueCount += 1
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

    /// Reads an object at its `{`; `depth` counts it.
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

    /// Reads an array at its `[`; `depth` counts it.
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

    /// Fails when an array or object at `depth` would nest too deep.
    func checkDepth(_ depth: Int) throws(JSONParseError) {
        guard depth <= JSONParser.maximumDepth else {
            throw JSONParseError(
                .nestingTooDeep, at: position,
                message: "arrays and objects nested deeper than \(JSONParser.maximumDepth) levels"
            )
        }
    }

    /// Reads `word` ("true", "false" or "null") exactly.
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

    /// Whether `byte` is an ASCII digit (false at the end of input).
    func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Moves past ASCII digits.
    mutating func skipDigits() {
        while isDigit(current) { advance() }
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

    /// The error for a malformed UTF-8 sequence starting at the read index with `byte`.
    func invalidUTF8(startingWith byte: UInt8) -> JSONParseError {
        let hex = DiagnosticText.hexadecimal(UInt32(byte), digits: 2)
        return JSONParseError(.invalidUTF8, at: position, message: "invalid UTF-8 sequence starting with byte 0x\(hex)")
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
            return invalidUTF8(startingWith: byte)
        }
        return JSONParseError(.unexpectedCharacter, at: position, message: "expected \(expectation), found \(found)")
    }
}
