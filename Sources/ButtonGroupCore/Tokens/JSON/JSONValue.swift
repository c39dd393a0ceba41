/// A parsed JSON value together with the place it starts in the source text.
///
/// Objects keep their members in document order, each with the position of its key, so that
/// a consumer (the theme loader) can point at the exact key or value a message is about.
public struct JSONValue: Hashable, Sendable {
    /// What a JSON value holds.
    public enum Content: Hashable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A finite number.
        case number(Double)
        /// A string, escapes decoded.
        case string(String)
        /// An array, elements in order.
        case array([JSONValue])
        /// An object, members in document order; keys are unique.
        case object([JSONObjectMember])
    }

    /// The value itself.
    public var content: Content
    /// Where the value's first character is.
    public var position: SourcePosition

    /// Creates a value.
    public init(_ content: Content, at position: SourcePosition) {
        self.content = content
        self.position = position
    }

    /// The JSON type name used in messages: "null", "boolean", "number", "string", "array"
    /// or "object".
    public var typeName: String {
        switch content {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONObjectMember: Hashable, Sendable {
    /// The key, escapes decoded.
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: SourcePosition
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, keyPosition: SourcePosition, value: JSONValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
