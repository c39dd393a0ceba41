/// How values are shown inside error and warning messages: short, on one line, and safe to
/// hand to a C caller as a NUL-terminated string.
enum DiagnosticText {
    /// The longest quoted text shown, in Unicode scalars, before it is cut with "…".
    static let maximumQuotedLength = 40

    /// `text` between `quote` characters, cut after ``maximumQuotedLength`` scalars, with
    /// control characters (NUL included) and the quote itself escaped JSON-style.
    static func quoted(_ text: String, quote: Character = "'") -> String {
        var result = String(quote)
        var shown = 0
        for scalar in text.unicodeScalars {
            if shown == maximumQuotedLength {
                result += "…"
                break
            }
            shown += 1
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u" + hexadecimal(scalar.value, digits: 4)
            } else if Character(scalar) == quote || scalar == "\\" {
                result += "\\" + String(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        result.append(quote)
        return result
    }

    /// `value` in upper-case hexadecimal, zero-padded to at least `digits` digits.
    static func hexadecimal(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// A number as a person would write it: "12", "-4", "2.5", "1e+300".
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return value.description
    }
}
