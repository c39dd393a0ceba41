/// Why a document is not valid JSON, and where.
///
/// The position is where the problem starts: the offending character, the opening quote of
/// an unterminated string, the backslash of a bad escape, the first character of a number out
/// of range, the key that repeats, the bracket that nests too deep. ``description`` is the
/// whole sentence, e.g. `line 3, column 17: expected ',' or '}' after object member, found '"'`.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of mistake, for callers that react to some of them.
    public enum Kind: Hashable, Sendable {
        /// A character that cannot start or continue the expected syntax.
        case unexpectedCharacter
        /// The input ends where more was expected.
        case unexpectedEndOfInput
        /// Bytes that are not well-formed UTF-8 (overlong, surrogate, truncated, > U+10FFFF).
        case invalidUTF8
        /// A raw character below U+0020 inside a string.
        case controlCharacterInString
        /// A backslash not followed by one of `" \ / b f n r t` or by `u` and 4 hex digits.
        case invalidEscape
        /// A `\u` escape of a UTF-16 surrogate that is not part of a high-low pair.
        case loneSurrogate
        /// A string whose closing quote never comes.
        case unterminatedString
        /// A literal that is not exactly `true`, `false` or `null`.
        case invalidLiteral
        /// A number that breaks the RFC 8259 grammar (leading zero, missing digits).
        case invalidNumber
        /// A number too large for a finite `Double`.
        case numberOutOfRange
        /// An object key that already appeared in the same object.
        case duplicateKey
        /// More text after the top-level value.
        case trailingCharacters
        /// Arrays and objects nested deeper than ``JSONParser/maximumDepth``.
        case nestingTooDeep
        /// More values than the parse allows (``JSONParser/parse(_:maximumValues:)``).
        case tooManyValues
    }

    /// The kind of mistake.
    public var kind: Kind
    /// Where the mistake is.
    public var position: SourcePosition
    /// What is wrong, without the position, e.g. "unterminated string".
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, at position: SourcePosition, message: String) {
        self.kind = kind
        self.position = position
        self.message = message
    }

    /// The 1-based line of ``position``.
    public var line: Int { position.line }
    /// The 1-based column of ``position``, in Unicode scalars.
    public var column: Int { position.column }

    /// "line L, column C: message".
    public var description: String { "\(position): \(message)" }
}
