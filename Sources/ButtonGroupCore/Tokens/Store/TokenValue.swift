/// One token as a theme states it, checked against its ``TokenKind`` but not yet resolved.
///
/// Themes compare equal when their token values are equal, so a reference stays a reference:
/// a theme derived from one saying `"spacing": "spacer/xs"` follows later changes of `spacer/xs`.
enum TokenValue: Hashable, Sendable {
    /// A number (sizes, weights, counts, a fixed corner radius).
    case number(Double)
    /// A size given as the path of another size token, e.g. "spacer/xs".
    case reference(String)
    /// A color as 0xRRGGBBAA.
    case color(UInt32)
    /// A string (texts, choice names, named corner styles).
    case text(String)
    /// An optional text that is absent.
    case null
}
