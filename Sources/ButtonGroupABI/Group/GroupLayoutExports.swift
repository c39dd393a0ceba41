import CButtonGroup
import ButtonGroupCore

// bg_group, output: the layout, whole or frames only.

/// Lays `group` out in `viewport` and fills the outputs that are given; nothing is written
/// when the call fails (a failed measurement included).
private func layOut(_ group: bg_group, _ viewport: ButtonGroupModel.Viewport, whole: UnsafeMutablePointer<bg_layout>?,
                    frames: UnsafeMutablePointer<bg_frames>?) throws(ABIError) {
    try groups.withObject(group.id, mutating: true) { (object: GroupObject) throws(ABIError) in
        // Filled into copies first: a failed measurement leaves the outputs untouched.
        var filledWhole = bg_layout(), filledFrames = bg_frames()
        filledWhole.struct_size = whole?.pointee.struct_size ?? 0
        filledFrames.struct_size = frames?.pointee.struct_size ?? 0
        try object.measuring { () throws(ABIError) in
            object.model.withLayout(in: viewport) { layout in
                let revision = object.model.layoutRevision
                if whole != nil { object.output.fill(&filledWhole, with: layout, revision: revision, items: object.itemStrings) }
                if frames != nil { object.frameOutput.fill(&filledFrames, with: layout, revision: revision) }
            }
        }
        if let whole { copy(filledWhole, to: whole, size: Int(filledWhole.struct_size)) }
        if let frames { copy(filledFrames, to: frames, size: Int(filledFrames.struct_size)) }
    }
}

/// Checks a `bg_layout` the caller gives.
private func checkedLayout(_ out: UnsafeMutablePointer<bg_layout>?) throws(ABIError) -> UnsafeMutablePointer<bg_layout> {
    let out = try CInput.out(out, "out")
    try CInput.structSize(out.pointee.struct_size, of: bg_layout.self, atLeast: GroupLayoutOutput.firstVersionSize, "bg_layout")
    return out
}

/// Checks a `bg_frames` the caller gives.
private func checkedFrames(_ out: UnsafeMutablePointer<bg_frames>?) throws(ABIError) -> UnsafeMutablePointer<bg_frames> {
    let out = try CInput.out(out, "out")
    try CInput.structSize(out.pointee.struct_size, of: bg_frames.self, "bg_frames")
    return out
}

/// Lays the group out and fills `out`.
@c @implementation public func bg_group_layout(_ group: bg_group, _ width: Double, _ scale: Double,
                                               _ direction: Int32, _ out: UnsafeMutablePointer<bg_layout>?) -> bg_status {
    abiCall("bg_group_layout") { () throws(ABIError) in
        let out = try checkedLayout(out)
        try layOut(group, try CInput.viewport(width, scale, direction), whole: out, frames: nil)
    }
}

/// Lays the group out and fills `out` with the frames only.
@c @implementation public func bg_group_layout_frames(_ group: bg_group, _ width: Double, _ scale: Double,
                                                      _ direction: Int32, _ out: UnsafeMutablePointer<bg_frames>?) -> bg_status {
    abiCall("bg_group_layout_frames") { () throws(ABIError) in
        let out = try checkedFrames(out)
        try layOut(group, try CInput.viewport(width, scale, direction), whole: nil, frames: out)
    }
}

/// Fills `out` with the defaults of a layout call.
@c @implementation public func bg_layout_call_init(_ out: UnsafeMutablePointer<bg_layout_call>?) -> bg_status {
    abiCall("bg_layout_call_init") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        out.pointee = bg_layout_call(struct_size: UInt32(MemoryLayout<bg_layout_call>.size),
                                     direction: LayoutDirection.leftToRight.rawValue, group: bg_group(id: 0),
                                     width: 0, scale: 1, out: nil, frames: nil)
    }
}

/// A layout with its arguments in a struct.
@c @implementation public func bg_group_layout_call(_ call: UnsafePointer<bg_layout_call>?) -> bg_status {
    abiCall("bg_group_layout_call") { () throws(ABIError) in
        let call = try CInput.out(UnsafeMutablePointer(mutating: call), "call").pointee
        try CInput.structSize(call.struct_size, of: bg_layout_call.self, "bg_layout_call")
        guard call.out != nil || call.frames != nil else {
            throw ABIError(.invalidArgument, "call.out and call.frames are both NULL")
        }
        let whole = try call.out.map { out throws(ABIError) in try checkedLayout(out) }
        let frames = try call.frames.map { out throws(ABIError) in try checkedFrames(out) }
        try layOut(call.group, try CInput.viewport(call.width, call.scale, call.direction), whole: whole, frames: frames)
    }
}

/// The overflow breakpoints of the current items.
@c @implementation public func bg_group_breakpoints(_ group: bg_group, _ out: UnsafeMutablePointer<bg_breakpoints>?) -> bg_status {
    abiCall("bg_group_breakpoints") { () throws(ABIError) in
        let out = try BreakpointsOutput.checked(out)
        try groups.withObject(group.id, mutating: true) { (object: GroupObject) throws(ABIError) in
            let found = try object.measuring { () throws(ABIError) in object.model.breakpoints() }
            object.breakpoints.fill(found, into: out)
        }
    }
}
