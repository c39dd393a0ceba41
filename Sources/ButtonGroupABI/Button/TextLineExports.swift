import CButtonGroup
import ButtonGroupCore

// bg_button's titles and subtitles on several lines (UILabel's numberOfLines and
// lineBreakMode): the settings, the size that fits a width, and the lines a view hands out.

/// Sets the title's number of lines and line break mode.
@c @implementation public func bg_button_set_title_lines(_ button: bg_button, _ numberOfLines: UInt32,
                                                         _ lineBreakMode: Int32) -> bg_status {
    mutateButton("bg_button_set_title_lines", button) { object throws(ABIError) in
        object.model.textLines.title = try LineSettings(numberOfLines, lineBreakMode)
    }
}

/// Sets the subtitle's number of lines and line break mode.
@c @implementation public func bg_button_set_subtitle_lines(_ button: bg_button, _ numberOfLines: UInt32,
                                                            _ lineBreakMode: Int32) -> bg_status {
    mutateButton("bg_button_set_subtitle_lines", button) { object throws(ABIError) in
        object.model.textLines.subtitle = try LineSettings(numberOfLines, lineBreakMode)
    }
}

/// The line settings of the title and the subtitle.
@c @implementation public func bg_button_get_lines(_ button: bg_button, _ outTitleLines: UnsafeMutablePointer<UInt32>?,
                                                   _ outTitleMode: UnsafeMutablePointer<Int32>?,
                                                   _ outSubtitleLines: UnsafeMutablePointer<UInt32>?,
                                                   _ outSubtitleMode: UnsafeMutablePointer<Int32>?) -> bg_status {
    abiCall("bg_button_get_lines") { () throws(ABIError) in
        let lines = try buttons.withObject(button.id) { (object: ButtonObject) in object.model.textLines }
        outTitleLines?.pointee = UInt32(lines.title.numberOfLines)
        outTitleMode?.pointee = lines.title.lineBreakMode.rawValue
        outSubtitleLines?.pointee = UInt32(lines.subtitle.numberOfLines)
        outSubtitleMode?.pointee = lines.subtitle.lineBreakMode.rawValue
    }
}

/// The size that fits a width, the texts on several lines wrapped to it.
@c @implementation public func bg_button_size_that_fits_width(_ button: bg_button, _ width: Double,
                                                              _ out: UnsafeMutablePointer<bg_size>?) -> bg_status {
    abiCall("bg_button_size_that_fits_width") { () throws(ABIError) in
        let out = try CInput.out(out, "out_size")
        let width = try CInput.length(width, "width")
        let size = try buttons.withObject(button.id) { (object: ButtonObject) throws(ABIError) in
            try object.updating { () throws(ProviderFailure) in try object.model.sizeThatFits(width: width) }
        }
        out.pointee = bg_size(size)
    }
}

extension LineSettings {
    /// Validated settings from C.
    init(_ numberOfLines: UInt32, _ lineBreakMode: Int32) throws(ABIError) {
        let mode: LineBreakMode = try CInput.enumValue(lineBreakMode, "line_break_mode")
        guard Int(numberOfLines) <= Limits.maximumItems else {
            throw ABIError(.invalidArgument, "number_of_lines \(numberOfLines) is beyond \(Limits.maximumItems)")
        }
        self.init(numberOfLines: Int(numberOfLines), lineBreakMode: mode)
    }
}

/// C arrays of lines handed out by a view, with their texts: allocated per layout that has
/// lines, kept until ``reset()`` (or the storage's end).
final class CTextLineStorage {
    @exclusivity(unchecked) private var arrays: [(lines: UnsafeMutableBufferPointer<bg_text_line>, strings: CStringArena)] = []

    deinit {
        reset()
    }

    /// Frees every array handed out.
    func reset() {
        guard !arrays.isEmpty else { return }  // (emptying an empty array is not free)
        arrays.forEach { $0.lines.deallocate() }
        arrays.removeAll(keepingCapacity: true)
    }

    /// A C array of `lines`: (lines, count), or (NULL, 0) for none.
    func array(of lines: [TextLine]?) -> (UnsafePointer<bg_text_line>?, UInt32) {
        guard let lines, !lines.isEmpty else { return (nil, 0) }
        let strings = CStringArena()
        let offsets = lines.map { strings.append($0.text) }  // all appended before any pointer is taken
        let array = UnsafeMutableBufferPointer<bg_text_line>.allocate(capacity: lines.count)
        for (index, line) in lines.enumerated() {
            array[index] = bg_text_line(struct_size: UInt32(MemoryLayout<bg_text_line>.size), start: UInt32(line.range.lowerBound),
                                        length: UInt32(line.range.count), truncated: line.isTruncated ? 1 : 0,
                                        frame: bg_rect(line.frame), text: strings.pointer(offsets[index]))
        }
        arrays.append((array, strings))
        return (UnsafePointer(array.baseAddress), UInt32(lines.count))
    }
}
