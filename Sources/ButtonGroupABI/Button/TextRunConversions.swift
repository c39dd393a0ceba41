import CButtonGroup
import ButtonGroupCore

// Styled runs of titles and subtitles between C and the core.

extension TextRun {
    /// The validated runs `pointer[0..<count]` of `text`: each within it, in order, not
    /// overlapping, on UTF-8 character boundaries (so no more of them than the text has bytes).
    static func runs(_ pointer: UnsafePointer<bg_text_run>?, count: UInt32, of text: String?,
                     _ name: String) throws(ABIError) -> [TextRun] {
        guard count > 0 else { return [] }
        guard let pointer else { throw ABIError(.invalidArgument, "\(name) is NULL but its count is \(count)") }
        let bytes = Array((text ?? "").utf8)
        var runs: [TextRun] = []
        runs.reserveCapacity(min(Int(count), bytes.count))  // more runs cannot all be valid
        var previousEnd = 0
        for index in 0..<Int(count) {
            let c = pointer[index], what = "\(name)[\(index)]"
            let range = try TextRange.checked(start: c.start, length: c.length, after: previousEnd, in: bytes, what)
            runs.append(TextRun(start: range.lowerBound, length: range.count, font: try FontSpec(c.font, "\(what).font"),
                                color: RGBAColor(c.has_color, c.color)))
            previousEnd = range.upperBound
        }
        return runs
    }
}

/// The ranges of a text's runs and decorations, as C gives them.
enum TextRange {
    /// The range [start, start + length) of `bytes`, checked: not empty, within them, not
    /// before `previousEnd` (the end of the range before it), on UTF-8 character boundaries.
    static func checked(start: UInt32, length: UInt32, after previousEnd: Int, in bytes: [UInt8],
                        _ what: String) throws(ABIError) -> Range<Int> {
        let lower = Int(start), upper = Int(start) + Int(length)
        guard length > 0, upper <= bytes.count else {
            throw ABIError(.invalidArgument, "\(what) (start \(start), length \(length)) is empty or beyond the text's \(bytes.count) bytes")
        }
        guard lower >= previousEnd else {
            throw ABIError(.invalidArgument, "\(what) starts at \(lower), inside or before the range before it (which ends at \(previousEnd))")
        }
        guard isBoundary(lower, in: bytes), isBoundary(upper, in: bytes) else {
            throw ABIError(.invalidArgument, "\(what) (start \(lower), end \(upper)) splits a UTF-8 character")
        }
        return lower..<upper
    }

    /// Whether byte offset `offset` of `bytes` starts a character (or is the end).
    private static func isBoundary(_ offset: Int, in bytes: [UInt8]) -> Bool {
        offset == bytes.count || bytes[offset] & 0xC0 != 0x80
    }
}

/// C arrays of runs handed out by an output, each with its own strings (the font families):
/// allocated per conversion and kept until ``reset()`` (or the storage's end).
final class CTextRunStorage {
    @exclusivity(unchecked) private var arrays: [(runs: UnsafeMutableBufferPointer<bg_text_run>, strings: CStringArena)] = []

    deinit {
        reset()
    }

    /// Frees every array handed out.
    func reset() {
        guard !arrays.isEmpty else { return }  // (emptying an empty array is not free)
        arrays.forEach { $0.runs.deallocate() }
        arrays.removeAll(keepingCapacity: true)
    }

    /// A C array of `runs`, or (NULL, 0) when there are none.
    func array(of runs: [TextRun]) -> (UnsafePointer<bg_text_run>?, UInt32) {
        guard !runs.isEmpty else { return (nil, 0) }
        let strings = CStringArena()
        let families = runs.map { strings.append($0.font?.family) }  // all appended before any pointer is taken
        let array = UnsafeMutableBufferPointer<bg_text_run>.allocate(capacity: runs.count)
        for (index, run) in runs.enumerated() {
            let (hasColor, color) = run.color.cValue
            array[index] = bg_text_run(start: UInt32(run.start), length: UInt32(run.length),
                                       font: bg_font(run.font, family: strings.pointer(families[index])),
                                       has_color: hasColor, color: color)
        }
        arrays.append((array, strings))
        return (UnsafePointer(array.baseAddress), UInt32(runs.count))
    }
}
