import BGFoundations

/// What a token path accepts, and the check that turns a JSON value into a ``TokenValue``.
public enum TokenKind: Hashable, Sendable {
    /// A string "#RRGGBB" (alpha FF) or "#RRGGBBAA", hex digits in either case.
    case color
    /// A color as ``color``, or null for none.
    case optionalColor
    /// A number from 0 to 1 (an alpha factor).
    case fraction
    /// A length in points, 0...``Limits/maximumLength``, or the path of another size token.
    case size
    /// An integer CSS font weight, 100...900.
    case fontWeight
    /// A limit on visible slots: 0 (no limit) or a whole number from
    /// ``Limits/minimumMaxVisible`` (room for one item and More) to `Int32.max`.
    case slotLimit
    /// Any string without NUL characters (C would see only what comes before one).
    case text
    /// A string as ``text``, or null for none.
    case optionalText
    /// One of the given names.
    case choice([String])
    /// A named ``CornerStyle`` ("capsule", "none", "small", "medium", "large"), or a number:
    /// a fixed radius in points, 0...``Limits/maximumLength``.
    case cornerStyle

    /// The largest size accepted, in points: the same limit as every length from C.
    static let maximumSize = Limits.maximumLength

    /// Checks `value` and returns the token it states.
    ///
    /// - Parameters:
    ///   - path: the token path, for the error.
    ///   - kinds: the kind of every token path, to check that a reference names a size.
    /// - Throws: ``ThemeError`` at the value's position naming `path`.
    func decode(_ value: JSONValue, at path: String, kinds: [String: TokenKind]) throws(ThemeError) -> TokenValue {
        func mismatch(_ expectation: String, got found: String) -> ThemeError {
            ThemeError(at: value.position, path: path, message: "expected \(expectation), got \(found)")
        }
        switch (self, value.content) {
        case (.color, .string(let text)):
            guard let rgba = Self.parseColor(text) else { throw mismatch(Self.colorExpectation, got: Self.quoted(text)) }
            return .color(rgba)
        case (.color, _):
            throw mismatch(Self.colorExpectation, got: value.typeName)
        case (.optionalColor, .null):
            return .null
        case (.optionalColor, .string(let text)):
            guard let rgba = Self.parseColor(text) else { throw mismatch(Self.colorExpectation + " or null", got: Self.quoted(text)) }
            return .color(rgba)
        case (.optionalColor, _):
            throw mismatch(Self.colorExpectation + " or null", got: value.typeName)

        case (.fraction, .number(let number)):
            guard (0...1).contains(number) else { throw mismatch("a number from 0 to 1", got: DiagnosticText.number(number)) }
            return .number(number)
        case (.fraction, _):
            throw mismatch("a number from 0 to 1", got: value.typeName)

        case (.size, .number(let number)):
            guard (0...Self.maximumSize).contains(number) else {
                throw mismatch(Self.sizeExpectation, got: DiagnosticText.number(number))
            }
            return .number(number)
        case (.size, .string(let target)) where target.contains("/"):
            switch kinds[target] {
            case .size?:
                return .reference(target)
            case nil:
                throw ThemeError(at: value.position, path: path,
                                 message: "unknown token reference \(DiagnosticText.quoted(target))")
            case .some:
                throw ThemeError(at: value.position, path: path,
                                 message: "token reference \(DiagnosticText.quoted(target)) does not name a size")
            }
        case (.size, .string(let text)):
            throw mismatch(Self.sizeExpectation, got: Self.quoted(text))
        case (.size, _):
            throw mismatch(Self.sizeExpectation, got: value.typeName)

        case (.fontWeight, .number(let number)):
            guard (100...900).contains(number), number == number.rounded() else {
                throw mismatch(Self.fontWeightExpectation, got: DiagnosticText.number(number))
            }
            return .number(number)
        case (.fontWeight, _):
            throw mismatch(Self.fontWeightExpectation, got: value.typeName)

        case (.slotLimit, .number(let number)):
            guard (0...Double(Int32.max)).contains(number), number == number.rounded(), Limits.isSlotLimit(Int(number)) else {
                throw mismatch(Self.slotLimitExpectation, got: DiagnosticText.number(number))
            }
            return .number(number)
        case (.slotLimit, _):
            throw mismatch(Self.slotLimitExpectation, got: value.typeName)

        case (.text, .string(let text)), (.optionalText, .string(let text)):
            guard !text.utf8.contains(0) else { throw mismatch("a string without NUL characters", got: "a string with \\u0000") }
            return .text(text)
        case (.optionalText, .null):
            return .null
        case (.text, _):
            throw mismatch("a string", got: value.typeName)
        case (.optionalText, _):
            throw mismatch("a string or null", got: value.typeName)

        case (.choice(let names), .string(let text)):
            guard names.contains(text) else { throw mismatch(Self.listing(names), got: Self.quoted(text)) }
            return .text(text)
        case (.choice(let names), _):
            throw mismatch(Self.listing(names), got: value.typeName)

        case (.cornerStyle, .string(let text)):
            guard CornerStyleKind(tokenName: text) != nil else { throw mismatch(Self.cornerStyleExpectation, got: Self.quoted(text)) }
            return .text(text)
        case (.cornerStyle, .number(let number)):
            guard (0...Self.maximumSize).contains(number) else {
                throw mismatch(Self.cornerStyleExpectation, got: DiagnosticText.number(number))
            }
            return .number(number)
        case (.cornerStyle, _):
            throw mismatch(Self.cornerStyleExpectation, got: value.typeName)
        }
    }

    /// 0xRRGGBBAA for "#RRGGBB" (alpha FF) or "#RRGGBBAA", nil for anything else.
    static func parseColor(_ text: String) -> UInt32? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 7 || utf8.count == 9, utf8.first == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0
        for byte in utf8.dropFirst() {
            guard let digit = UInt32(String(Unicode.Scalar(byte)), radix: 16) else { return nil }
            value = value << 4 | digit
        }
        return utf8.count == 7 ? value << 8 | 0xFF : value
    }

    private static let colorExpectation = "a color \"#RRGGBB\" or \"#RRGGBBAA\""
    private static let sizeExpectation =
        "a size from 0 to \(DiagnosticText.number(maximumSize)) points or a token reference like \"spacer/md\""
    private static let fontWeightExpectation = "a font weight, an integer from 100 to 900"
    private static let slotLimitExpectation = "0 (no limit) or a whole number from \(Limits.minimumMaxVisible) to \(Int32.max)"
    private static let cornerStyleExpectation =
        listing(CornerStyleKind.tokenNames + ["a radius from 0 to \(DiagnosticText.number(maximumSize)) points"],
                quotingAllButLast: true)

    private static func quoted(_ text: String) -> String {
        DiagnosticText.quoted(text, quote: "\"")
    }

    /// `"a", "b" or "c"`; with `quotingAllButLast`, the last item is left unquoted.
    private static func listing(_ items: [String], quotingAllButLast: Bool = false) -> String {
        let shown = items.enumerated().map { index, item in
            quotingAllButLast && index == items.count - 1 ? item : quoted(item)
        }
        guard let last = shown.last else { return "" }
        return shown.count == 1 ? last : shown.dropLast().joined(separator: ", ") + " or " + last
    }
}
