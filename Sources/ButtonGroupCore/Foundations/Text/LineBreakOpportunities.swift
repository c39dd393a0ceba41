/// Where a line may break in a text, after the line breaking algorithm of Unicode (UAX #14)
/// for the cases a button's texts meet: after spaces (which hang at the end of the line, never
/// starting the next), after a hyphen, and before and after ideographs and kana (Chinese and
/// Japanese break between any two), except before closing punctuation ("、", "。", "）", "」", ...)
/// and after opening punctuation ("（", "「", ...), which stay with their neighbour.
public enum LineBreakOpportunities {
    /// Whether a line may start with `current`, the character after `previous` (word wrapping);
    /// `anywhere`: between any two characters (character wrapping), spaces still hanging.
    public static func breaks(before current: Character, after previous: Character, anywhere: Bool) -> Bool {
        if current.isWhitespace { return false }
        if previous.isWhitespace || anywhere { return true }
        if isClosing(current) || isOpening(previous) { return false }
        if previous == "-" || previous == "\u{2010}" { return true }
        return isIdeographic(previous) || isIdeographic(current)
    }

    /// Ideographs, kana and the fullwidth forms: a line may break on either side of them.
    public static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        switch scalar {
        case 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Characters no line starts with: closing brackets and quotes, stops and commas, small kana,
    /// the prolonged sound mark, iteration marks (UAX #14's CL, CP, NS, EX and IS classes).
    static func isClosing(_ character: Character) -> Bool {
        closing.contains(character)
    }

    /// Characters no line ends with: opening brackets and quotes (UAX #14's OP class).
    static func isOpening(_ character: Character) -> Bool {
        opening.contains(character)
    }

    private static let closing: Set<Character> = Set(
        ")]}!?,.:;、。，．）」』】〕〉》〗〙〛｝］！？：；・ー々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ…‥")
    private static let opening: Set<Character> = Set("([{（「『【〔〈《〖〘〚｛［")
}
