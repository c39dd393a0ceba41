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
/// and objects, so recursion is bounded however deep the input tries to go; the number of
/// values may be limited too, so memory is bounded however many small values the input packs.
///
/// Positions: lines and columns are 1-based; columns count Unicode scalars (see
/// ``SourcePosition``).
///
/// - Complexity: O(n) in the input length.
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted; one level deeper is
    /// ``JSONParseError/Kind/nestingTooDeep``.
    public static let maximumDepth = 64

    /// Parses one JSON document of at most `maximumValues` values (the document, each member's
    /// value, each array element), refused as soon as one more is found.
    ///
    /// - Throws: ``JSONParseError`` naming the first problem and its line and column.
    public static func parse(_ bytes: some Collection<UInt8>, maximumValues: Int = .max) throws(JSONParseError) -> JSONValue {
        var reader = JSONReader(bytes: Array(bytes), maximumValues: maximumValues)
        return try reader.readDocument()
    }
}
