import CButtonGroup
import ButtonGroupCore

// bg_toolbar, output: the layout (whole or frames only) and the overflow breakpoints.

/// Lays the toolbar out and fills `out`; nothing is written when the call fails (a failed
/// measurement included: `out` is filled after it).
@c @implementation public func bg_toolbar_layout(_ toolbar: bg_toolbar, _ width: Double, _ scale: Double,
                                                 _ direction: Int32, _ out: UnsafeMutablePointer<bg_toolbar_view>?) -> bg_status {
    abiCall("bg_toolbar_layout") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        try CInput.structSize(out.pointee.struct_size, of: bg_toolbar_view.self, atLeast: ToolbarLayoutOutput.firstVersionSize,
                              "bg_toolbar_view")
        let viewport = try CInput.viewport(width, scale, direction)
        try toolbars.withObject(toolbar.id, mutating: true) { (object: ToolbarObject) throws(ABIError) in
            let layout = try object.measuring { () throws(ABIError) in object.model.layout(in: viewport) }
            var filled = bg_toolbar_view()
            filled.struct_size = out.pointee.struct_size
            object.output.fill(&filled, with: layout, revision: object.model.layoutCount,
                               arrangement: object.arrangement.number(of: layout, itemsGeneration: object.itemsGeneration),
                               items: object.itemStrings, style: object.model.style)
            copy(filled, to: out, size: Int(filled.struct_size))
        }
    }
}

/// Lays the toolbar out, writes its frames into the caller's array and how they divide into `out`.
@c @implementation public func bg_toolbar_layout_frames(_ toolbar: bg_toolbar, _ width: Double, _ scale: Double,
                                                        _ direction: Int32, _ frames: UnsafeMutablePointer<bg_rect>?,
                                                        _ capacity: UInt32,
                                                        _ out: UnsafeMutablePointer<bg_toolbar_frames>?) -> bg_status {
    abiCall("bg_toolbar_layout_frames") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        try CInput.structSize(out.pointee.struct_size, of: bg_toolbar_frames.self, atLeast: ToolbarFrameOutput.firstVersionSize,
                              "bg_toolbar_frames")
        let withBars = ToolbarFrameOutput.reportsBars(structSize: out.pointee.struct_size)
        let array = try CInput.array(frames, capacity: capacity, "frames")
        let viewport = try CInput.viewport(width, scale, direction)
        try toolbars.withObject(toolbar.id, mutating: true) { (object: ToolbarObject) throws(ABIError) in
            let layout = try object.measuring { () throws(ABIError) in object.model.layout(in: viewport) }
            var counts = ToolbarFrameOutput.counts(of: layout, arrangement: object.arrangement.number(
                of: layout, itemsGeneration: object.itemsGeneration), withBars: withBars)
            counts.struct_size = out.pointee.struct_size
            copy(counts, to: out, size: Int(counts.struct_size))
            if let frames = try room(for: Int(counts.rect_count), in: array) {
                ToolbarFrameOutput.write(layout, withBars: withBars, to: frames)
            }
        }
    }
}

/// The overflow breakpoints of the current items.
@c @implementation public func bg_toolbar_breakpoints(_ toolbar: bg_toolbar, _ out: UnsafeMutablePointer<bg_breakpoints>?) -> bg_status {
    abiCall("bg_toolbar_breakpoints") { () throws(ABIError) in
        let out = try BreakpointsOutput.checked(out)
        try toolbars.withObject(toolbar.id, mutating: true) { (object: ToolbarObject) throws(ABIError) in
            let found = try object.measuring { () throws(ABIError) in object.model.breakpoints() }
            object.breakpoints.fill(found, into: out)
        }
    }
}
