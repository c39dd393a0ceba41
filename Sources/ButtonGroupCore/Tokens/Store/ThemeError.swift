/// Why a theme JSON was rejected, and where.
///
/// ``description`` is the whole sentence, e.g.
/// `line 3, column 17: color/button/primary/default/background: expected a color "#RRGGBB" or "#RRGGBBAA", got number`.
/// Syntax errors (from ``JSONParser``) and the top-level shape have an empty ``path``.
public struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the offending value (or syntax error) is in the theme JSON.
    public var position: SourcePosition
    /// The token path the value was meant for, e.g. "spacer/md"; empty when none applies.
    public var path: String
    /// What is wrong, without position and path.
    public var message: String
    /// Whether the document is refused for its size (``Limits/maximumThemeValues``), not its content.
    public var exceedsLimit = false

    /// Creates an error.
    public init(at position: SourcePosition, path: String, message: String) {
        self.position = position
        self.path = path
        self.message = message
    }

    /// Wraps a syntax error of the theme document (or its refusal for holding too many values).
    public init(_ parseError: JSONParseError) {
        self.init(at: parseError.position, path: "", message: parseError.message)
        exceedsLimit = parseError.kind == .tooManyValues
    }

    /// The 1-based line of ``position``.
    public var line: Int { position.line }
    /// The 1-based column of ``position``, in Unicode scalars.
    public var column: Int { position.column }

    /// "line L, column C: path: message" ("line L, column C: message" without a path).
    public var description: String {
        path.isEmpty ? "\(position): \(message)" : "\(position): \(path): \(message)"
    }
}
