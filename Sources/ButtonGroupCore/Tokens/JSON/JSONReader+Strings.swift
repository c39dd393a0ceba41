/// Strings: UTF-8 checked byte by byte, escapes decoded, surrogate escapes paired.
extension JSONReader {
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
                guard let length = validUTF8SequenceLength(at: index) else { throw invalidUTF8(startingWith: byte) }
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

    /// The value of an ASCII hex digit, nil for any other byte.
    func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// The error for a `\u` escape of a surrogate that is not half of a high-low pair.
    func loneSurrogate(_ value: UInt32, at position: SourcePosition) -> JSONParseError {
        JSONParseError(
            .loneSurrogate, at: position,
            message: "lone surrogate escape '\\u\(DiagnosticText.hexadecimal(value, digits: 4))'"
        )
    }
}
