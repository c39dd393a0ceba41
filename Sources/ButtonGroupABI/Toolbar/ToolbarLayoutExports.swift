import CButtonGroup
import ButtonGroupCore

// bg_toolbar, output: the layout (whole, frames only, or both through a call struct) and the
// overflow breakpoints.

/// Lays `toolbar` out in `viewport` and fills the outputs that are given; nothing is written
/// when the call fails (a failed measurement included: the outputs are filled after it).
private func layOut(_ toolbar: bg_toolbar, _ viewport: ToolbarModel.Viewport,
                    whole: UnsafeMutablePointer<bg_toolbar_view>?,
                    frames: UnsafeMutablePointer<bg_toolbar_frames>?) throws(ABIError) {
    try toolbars.withObject(toolbar.id, mutating: true) { (object: ToolbarObject) throws(ABIError) in
        let layout = try object.measuring { () throws(ABIError) in object.model.layout(in: viewport) }
        let revision = object.model.layoutCount
        let arrangement = object.arrangement.number(of: layout, itemsGeneration: object.itemsGeneration)
        if let whole {
            var filled = bg_toolbar_view()
            filled.struct_size = whole.pointee.struct_size
            object.output.fill(&filled, with: layout, revision: revision, arrangement: arrangement,
                               items: object.itemStrings, style: object.model.style)
            copy(filled, to: whole, size: Int(filled.struct_size))
        }
        if let frames {
            var filled = bg_toolbar_frames()
            filled.struct_size = frames.pointee.struct_size
            object.frameOutput.fill(&filled, with: layout, revision: revision, arrangement: arrangement)
            copy(filled, to: frames, size: Int(filled.struct_size))
        }
    }
}

/// Checks a `bg_toolbar_view` the caller gives (a first header's smaller one included).
private func checkedView(_ out: UnsafeMutablePointer<bg_toolbar_view>?) throws(ABIError) -> UnsafeMutablePointer<bg_toolbar_view> {
    let out = try CInput.out(out, "out")
    try CInput.structSize(out.pointee.struct_size, of: bg_toolbar_view.self, atLeast: ToolbarLayoutOutput.firstVersionSize,
                          "bg_toolbar_view")
    return out
}

/// Checks a `bg_toolbar_frames` the caller gives.
private func checkedFrames(_ out: UnsafeMutablePointer<bg_toolbar_frames>?) throws(ABIError) -> UnsafeMutablePointer<bg_toolbar_frames> {
    let out = try CInput.out(out, "out")
    try CInput.structSize(out.pointee.struct_size, of: bg_toolbar_frames.self, "bg_toolbar_frames")
    return out
}

/// Lays the toolbar out and fills `out`.
@c @implementation public func bg_toolbar_layout(_ toolbar: bg_toolbar, _ width: Double, _ scale: Double,
                                                 _ direction: Int32, _ out: UnsafeMutablePointer<bg_toolbar_view>?) -> bg_status {
    abiCall("bg_toolbar_layout") { () throws(ABIError) in
        let out = try checkedView(out)
        try layOut(toolbar, try CInput.viewport(width, scale, direction), whole: out, frames: nil)
    }
}

/// Lays the toolbar out and fills `out` with the frames only.
@c @implementation public func bg_toolbar_layout_frames(_ toolbar: bg_toolbar, _ width: Double, _ scale: Double,
                                                        _ direction: Int32,
                                                        _ out: UnsafeMutablePointer<bg_toolbar_frames>?) -> bg_status {
    abiCall("bg_toolbar_layout_frames") { () throws(ABIError) in
        let out = try checkedFrames(out)
        try layOut(toolbar, try CInput.viewport(width, scale, direction), whole: nil, frames: out)
    }
}

/// Fills `out` with the defaults of a toolbar layout call.
@c @implementation public func bg_toolbar_layout_call_init(_ out: UnsafeMutablePointer<bg_toolbar_call>?) -> bg_status {
    abiCall("bg_toolbar_layout_call_init") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        out.pointee = bg_toolbar_call(struct_size: UInt32(MemoryLayout<bg_toolbar_call>.size),
                                      direction: LayoutDirection.leftToRight.rawValue, toolbar: bg_toolbar(id: 0),
                                      width: 0, scale: 1, out: nil, frames: nil)
    }
}

/// A toolbar layout with its arguments in a struct.
@c @implementation public func bg_toolbar_layout_call(_ call: UnsafePointer<bg_toolbar_call>?) -> bg_status {
    abiCall("bg_toolbar_layout_call") { () throws(ABIError) in
        let call = try CInput.out(UnsafeMutablePointer(mutating: call), "call").pointee
        try CInput.structSize(call.struct_size, of: bg_toolbar_call.self, "bg_toolbar_call")
        guard call.out != nil || call.frames != nil else {
            throw ABIError(.invalidArgument, "call.out and call.frames are both NULL")
        }
        let whole = try call.out.map { out throws(ABIError) in try checkedView(out) }
        let frames = try call.frames.map { out throws(ABIError) in try checkedFrames(out) }
        try layOut(call.toolbar, try CInput.viewport(call.width, call.scale, call.direction), whole: whole, frames: frames)
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
