extension Theme {
    /// Resolves merged token values into a theme: follows size references, sorts values into
    /// the lookup tables, and builds the typed views.
    ///
    /// - Throws: ``ThemeError`` for a reference cycle, or when the defaults lack a token a
    ///   typed view needs.
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
        let resolved = ResolvedTokens(numbers: numbers, colors: colors, strings: strings)

        schema = overlay.schema
        tokens = overlay.tokens
        positions = overlay.positions
        self.numbers = numbers
        self.colors = colors
        self.strings = strings
        warnings = overlay.warnings
        spacers = SpacerScale(
            xxs: try resolved.number("spacer/xxs"), xs: try resolved.number("spacer/xs"),
            sm: try resolved.number("spacer/sm"), md: try resolved.number("spacer/md"),
            lg: try resolved.number("spacer/lg"), xl: try resolved.number("spacer/xl")
        )
        radii = RadiusScale(
            small: try resolved.number("radius/small"), medium: try resolved.number("radius/medium"),
            large: try resolved.number("radius/large")
        )
        buttonMetrics = ButtonMetrics(
            height: try resolved.number("button/height"),
            iconSize: try resolved.number("button/iconSize"),
            paddingHorizontal: try resolved.number("button/paddingHorizontal"),
            iconTitleSpacing: try resolved.number("button/iconTitleSpacing"),
            minimumTouchTarget: try resolved.number("button/minimumTouchTarget")
        )
        buttonFont = FontSpec(
            token: "button", family: try resolved.string("typography/button/family"),
            size: try resolved.number("typography/button/size"),
            weight: try resolved.integer("typography/button/weight")
        )
        buttonColorTable = try resolved.buttonColorTable()
        groupParameters = try resolved.groupParameters()
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

/// Resolved token tables, read by path for the typed views of a theme.
private struct ResolvedTokens {
    let numbers: [String: Double]
    let colors: [String: UInt32]
    let strings: [String: String]

    /// The error for a token a typed view needs but the defaults do not define.
    func missing(_ path: String, _ what: String) -> ThemeError {
        ThemeError(at: SourcePosition(line: 1, column: 1), path: path,
                   message: "missing \(what) token; defaultTokens.json must define it")
    }

    func number(_ path: String) throws(ThemeError) -> Double {
        guard let value = numbers[path] else { throw missing(path, "number") }
        return value
    }

    func integer(_ path: String) throws(ThemeError) -> Int {
        guard let value = numbers[path].flatMap({ Int(exactly: $0) }) else { throw missing(path, "integer") }
        return value
    }

    func color(_ path: String) throws(ThemeError) -> UInt32 {
        guard let value = colors[path] else { throw missing(path, "color") }
        return value
    }

    func string(_ path: String) throws(ThemeError) -> String {
        guard let value = strings[path] else { throw missing(path, "string") }
        return value
    }

    /// The name at `path` made into a `T` by `named`.
    func choice<T>(_ path: String, _ named: (String) -> T?) throws(ThemeError) -> T {
        guard let value = strings[path].flatMap(named) else { throw missing(path, "choice") }
        return value
    }

    /// Colors for every role but `.automatic` (which reads `.secondary`'s) in every state.
    func buttonColorTable() throws(ThemeError) -> [String: [String: ButtonColors]] {
        let stateNames = [ControlState(), .focused, .highlighted, .disabled].map(\.tokenName)
        var table: [String: [String: ButtonColors]] = [:]
        for role in ButtonRole.allCases where role != .automatic {
            for state in stateNames {
                let prefix = "color/button/\(role.tokenName)/\(state)/"
                table[role.tokenName, default: [:]][state] = ButtonColors(
                    background: try color(prefix + "background"),
                    foreground: try color(prefix + "foreground"),
                    border: try color(prefix + "border")
                )
            }
        }
        return table
    }

    /// The `parameters/buttonGroup` tokens as `GroupParameters`.
    func groupParameters() throws(ThemeError) -> GroupParameters {
        let prefix = "parameters/buttonGroup/"
        let cornerPath = prefix + "layout/cornerStyle"
        let cornerStyle: CornerStyle = strings[cornerPath] == nil
            ? .fixed(try number(cornerPath))
            : try choice(cornerPath, CornerStyle.init(tokenName:))
        let spacing = try number(prefix + "layout/spacing")
        let layout: GroupLayout
        switch try choice(prefix + "layout/kind", LayoutKind.init(rawValue:)) {
        case .allRound:
            layout = .allRound(spacing: spacing, cornerStyle: cornerStyle)
        case .prominent:
            let type = try choice(prefix + "layout/prominentType", ProminentType.init(tokenName:))
            layout = .prominent(type: type, spacing: spacing, cornerStyle: cornerStyle)
        }
        return GroupParameters(
            layout: layout,
            moreIcon: try string(prefix + "moreIcon"),
            strings: GroupStrings(
                alertTitle: strings[prefix + "strings/alertTitle"],
                alertMessage: strings[prefix + "strings/alertMessage"],
                alertCancelButtonTitle: try string(prefix + "strings/alertCancelButtonTitle"),
                moreButtonAccessibilityLabel: try string(prefix + "strings/moreButtonAccessibilityLabel")
            ),
            overflowPolicy: try choice(prefix + "overflowPolicy", OverflowPolicy.init(tokenName:)),
            maxVisible: try integer(prefix + "maxVisible"),
            overflowHysteresis: try number(prefix + "overflowHysteresis")
        )
    }
}
