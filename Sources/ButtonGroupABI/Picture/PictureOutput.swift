import CButtonGroup
import ButtonGroupCore

/// An object's latest picture (`bg_svg`): the SVG text, NUL-terminated, owned by the object
/// until its next picture call or its free.
final class PictureOutput {
    @exclusivity(unchecked) private var storage: [CChar] = []

    /// Keeps `text` and returns its C view, for the caller's `bg_svg` once the call can no
    /// longer fail.
    func keep(_ text: String) -> bg_svg {
        storage.removeAll(keepingCapacity: true)
        storage.reserveCapacity(text.utf8.count + 1)
        for byte in text.utf8 { storage.append(CChar(bitPattern: byte)) }
        storage.append(0)
        var filled = bg_svg()
        filled.text = storage.withUnsafeBufferPointer { UnsafePointer($0.baseAddress) }
        filled.length = storage.count - 1
        return filled
    }

    /// Checks a `bg_svg` the caller gives.
    static func checked(_ out: UnsafeMutablePointer<bg_svg>?) throws(ABIError) -> UnsafeMutablePointer<bg_svg> {
        try CInput.outStruct(out, "out")
    }

    /// The options a caller gives (NULL: the defaults), validated.
    static func options(_ c: UnsafePointer<bg_picture_options>?) throws(ABIError) -> PictureOptions {
        guard let c else { return PictureOptions() }
        try CInput.structSize(c.pointee.struct_size, of: bg_picture_options.self, "options")
        var options = PictureOptions()
        let value = c.pointee  // a newer caller's larger struct: the fields this library knows
        options.showsOverflow = value.show_overflow != 0
        options.padding = try CInput.length(value.padding, "options.padding")
        options.background = RGBAColor(rgba: value.background)
        return options
    }
}

/// Fills `out` with the default picture options.
@c @implementation public func bg_picture_options_init(_ out: UnsafeMutablePointer<bg_picture_options>?) -> bg_status {
    abiCall("bg_picture_options_init") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        let defaults = PictureOptions()
        out.pointee = bg_picture_options(struct_size: UInt32(MemoryLayout<bg_picture_options>.size),
                                         show_overflow: defaults.showsOverflow ? 1 : 0, padding: defaults.padding,
                                         background: defaults.background.rgba, reserved: 0)
    }
}
