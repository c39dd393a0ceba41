/// The directional formatting a cut text leaves open, and the marks that close it (Unicode
/// Bidirectional Algorithm, UAX #9, rules X1–X8).
///
/// A text may open an embedding or override (LRE U+202A, RLE U+202B, LRO U+202D, RLO U+202E,
/// closed by PDF U+202C) or an isolate (LRI U+2066, RLI U+2067, FSI U+2068, closed by PDI
/// U+2069). Cut before its closing mark, it would leave the ellipsis, and whatever the host
/// draws after it in the same paragraph, reversed or isolated. The closing marks, innermost
/// first, end every one the kept part opened: a PDF closes the innermost embedding unless an
/// isolate is opened inside it, a PDI the innermost isolate and every embedding opened inside
/// it, a paragraph separator everything (as the algorithm matches them, its depth limit
/// included: marks it ignores for depth are matched by the closers it ignores too).
public enum BidiClosing {
    /// PDF and PDI, the closing marks.
    static let popDirectionalFormatting = "\u{202C}", popDirectionalIsolate = "\u{2069}"

    /// The closing marks for what the UTF-8 `bytes` leave open, innermost first ("" when
    /// nothing is: no allocation then).
    ///
    /// - Complexity: O(n) in the bytes; allocates only when they hold a directional mark.
    public static func marks<Bytes: Collection>(closing bytes: Bytes) -> String where Bytes.Element == UInt8 {
        // Every mark is E2 80 xx or E2 81 xx in UTF-8: text without them needs no closing.
        guard bytes.contains(0xE2) else { return "" }
        var open: [Bool] = []  // true: an isolate
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in bytes {
            switch (previous.0, previous.1, byte) {
            case (0xE2, 0x80, 0xAA...0xAB), (0xE2, 0x80, 0xAD...0xAE): open.append(false)  // LRE RLE LRO RLO
            case (0xE2, 0x81, 0xA6...0xA8): open.append(true)                             // LRI RLI FSI
            case (0xE2, 0x80, 0xAC): if open.last == false { open.removeLast() }           // PDF
            case (0xE2, 0x81, 0xA9):                                                       // PDI
                if let isolate = open.lastIndex(of: true) { open.removeSubrange(isolate...) }
            case (0xE2, 0x80, 0xA9), (_, 0xC2, 0x85), (_, _, 0x0A), (_, _, 0x0D), (_, _, 0x1C...0x1E):
                open.removeAll()  // a paragraph separator (PS, NEL, LF, CR, FS, GS, RS)
            default: break
            }
            previous = (previous.1, byte)
        }
        return open.reversed().map { $0 ? popDirectionalIsolate : popDirectionalFormatting }.joined()
    }
}
