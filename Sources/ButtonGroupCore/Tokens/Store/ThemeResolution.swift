extension Theme {
    /// Resolves merged token values into a theme: follows size references and sorts values
    /// into the lookup tables.
    ///
    /// - Throws: ``ThemeError`` for a reference cycle.
    init(resolving overlay: TokenOverlay) throws(ThemeError) {
        var numbers: [String: Double] = [:]
        var colors: [String: UInt32] = [:]
        var strings: [String: String] = [:]
        for path in overlay.schema.order {
            switch overlay.tokens[path] {
            case .number(let value)?:
                numbers[path] = value
            case .reference?:
                numbers[path] = try Self.resolveReference(at: path, tokens: overlay.tokens, positions: overlay.positions)
            case .color(let value)?:
                colors[path] = value
            case .text(let value)?:
                strings[path] = value
            case .null?, nil:
                break
            }
        }
        schema = overlay.schema
        tokens = overlay.tokens
        positions = overlay.positions
        self.numbers = numbers
        self.colors = colors
        self.strings = strings
        warnings = overlay.warnings
    }

    /// The number a size reference chain ends in.
    ///
    /// - Complexity: O(t), t the number of tokens (a chain visits each at most once).
    private static func resolveReference(
        at path: String, tokens: [String: TokenValue], positions: [String: SourcePosition]
    ) throws(ThemeError) -> Double {
        var chain = [path]
        var current = path
        while true {
            switch tokens[current] {
            case .number(let value)?:
                return value
            case .reference(let target)?:
                chain.append(target)
                guard !chain.dropLast().contains(target) else {
                    throw ThemeError(at: positions[path] ?? SourcePosition(line: 1, column: 1), path: path,
                                     message: "token reference cycle: " + chain.joined(separator: " -> "))
                }
                current = target
            default:
                // Overlay decoding only lets a reference name a size token, which holds a
                // number or a reference; this guards the bundled defaults.
                throw ThemeError(at: positions[path] ?? SourcePosition(line: 1, column: 1), path: path,
                                 message: "token reference \(DiagnosticText.quoted(current)) has no number")
            }
        }
    }
}
