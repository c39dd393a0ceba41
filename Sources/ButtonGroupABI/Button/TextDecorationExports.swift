import CButtonGroup
import ButtonGroupCore

// bg_button's text decorations (underline, strikethrough, kern, baseline offset, background
// color), the view's beside the configuration's runs.

/// Fills `out` with a decoration of nothing.
@c @implementation public func bg_text_decoration_init(_ out: UnsafeMutablePointer<bg_text_decoration>?) -> bg_status {
    abiCall("bg_text_decoration_init") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        var decoration = bg_text_decoration()
        decoration.struct_size = UInt32(MemoryLayout<bg_text_decoration>.size)
        out.pointee = decoration
    }
}

/// Sets the title's decorations.
@c @implementation public func bg_button_set_title_decorations(_ button: bg_button,
                                                               _ decorations: UnsafePointer<bg_text_decoration>?,
                                                               _ count: UInt32) -> bg_status {
    mutateButton("bg_button_set_title_decorations", button) { object throws(ABIError) in
        let checked = try TextDecoration.decorations(decorations, count: count, of: object.model.baseConfiguration.title)
        object.model.textDecorations.title = checked
    }
}

/// Sets the subtitle's decorations.
@c @implementation public func bg_button_set_subtitle_decorations(_ button: bg_button,
                                                                  _ decorations: UnsafePointer<bg_text_decoration>?,
                                                                  _ count: UInt32) -> bg_status {
    mutateButton("bg_button_set_subtitle_decorations", button) { object throws(ABIError) in
        let checked = try TextDecoration.decorations(decorations, count: count, of: object.model.baseConfiguration.subtitle)
        object.model.textDecorations.subtitle = checked
    }
}

extension TextDecoration {
    /// The validated decorations `pointer[0..<count]` of `text`, read at the stride of their
    /// struct_size: each within it, in order, not overlapping, on UTF-8 character boundaries,
    /// its lines 0 or 1, its kern and baseline offset finite offsets.
    static func decorations(_ pointer: UnsafePointer<bg_text_decoration>?, count: UInt32,
                            of text: String?) throws(ABIError) -> [TextDecoration] {
        guard count > 0 else { return [] }
        guard pointer != nil else { throw ABIError(.invalidArgument, "decorations is NULL but count is \(count)") }
        let elements = try CStructArray(pointer, count: Int(count), "decorations")
        let bytes = Array((text ?? "").utf8)
        var decorations: [TextDecoration] = []
        decorations.reserveCapacity(min(Int(count), bytes.count))  // more cannot all be valid
        var previousEnd = 0
        for (index, c) in elements.enumerated() {
            let what = "decorations[\(index)]"
            let range = try TextRange.checked(start: c.start, length: c.length, after: previousEnd, in: bytes, what)
            decorations.append(TextDecoration(
                start: range.lowerBound, length: range.count, underline: try line(c.underline, "\(what).underline"),
                strikethrough: try line(c.strikethrough, "\(what).strikethrough"),
                kern: try CInput.offset(c.kern, "\(what).kern") + 0,
                baselineOffset: try CInput.offset(c.baseline_offset, "\(what).baseline_offset") + 0,
                backgroundColor: RGBAColor(c.has_background_color, c.background_color)))
            previousEnd = range.upperBound
        }
        return decorations
    }

    /// An underline or strikethrough style: 0 (none) or 1 (single).
    private static func line(_ value: Int32, _ name: String) throws(ABIError) -> Bool {
        guard value == 0 || value == 1 else {
            throw ABIError(.invalidArgument, "\(name) is \(value): 0 (none) or 1 (a single line)")
        }
        return value == 1
    }
}

/// C arrays of placed decorations handed out by a view (decorations and their frames, side by
/// side): allocated per layout that has any, kept until ``reset()`` (or the storage's end).
final class CDecorationStorage {
    @exclusivity(unchecked) private var arrays: [(UnsafeMutableBufferPointer<bg_text_decoration>, UnsafeMutableBufferPointer<bg_rect>)] = []

    deinit {
        reset()
    }

    /// Frees every array handed out.
    func reset() {
        guard !arrays.isEmpty else { return }  // (emptying an empty array is not free)
        arrays.forEach { $0.0.deallocate(); $0.1.deallocate() }
        arrays.removeAll(keepingCapacity: true)
    }

    /// C arrays of `placed`: (decorations, frames, count), or (NULL, NULL, 0) when there are none.
    func arrays(of placed: [PlacedDecoration]) -> (UnsafePointer<bg_text_decoration>?, UnsafePointer<bg_rect>?, UInt32) {
        guard !placed.isEmpty else { return (nil, nil, 0) }
        let decorations = UnsafeMutableBufferPointer<bg_text_decoration>.allocate(capacity: placed.count)
        let frames = UnsafeMutableBufferPointer<bg_rect>.allocate(capacity: placed.count)
        for (index, item) in placed.enumerated() {
            let d = item.decoration
            let (hasBackground, background) = d.backgroundColor.cValue
            decorations[index] = bg_text_decoration(
                struct_size: UInt32(MemoryLayout<bg_text_decoration>.size), start: UInt32(d.start), length: UInt32(d.length),
                underline: d.underline ? 1 : 0, strikethrough: d.strikethrough ? 1 : 0, has_background_color: hasBackground,
                background_color: background, reserved: 0, kern: d.kern, baseline_offset: d.baselineOffset)
            frames[index] = bg_rect(item.frame)
        }
        arrays.append((decorations, frames))
        return (UnsafePointer(decorations.baseAddress), UnsafePointer(frames.baseAddress), UInt32(placed.count))
    }
}
