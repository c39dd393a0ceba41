/// A place in a UTF-8 text document, as an editor shows it.
///
/// Both numbers are 1-based. `column` counts Unicode scalars (not bytes, not grapheme
/// clusters) from the start of the line, so "é" (U+00E9, two UTF-8 bytes) advances it by one
/// and a tab advances it by one. A line ends at "\n", "\r" or "\r\n".
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, starting at 1.
    public var line: Int
    /// The column in Unicode scalars, starting at 1.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// "line 3, column 17".
    public var description: String { "line \(line), column \(column)" }
}
