import CButtonGroup
import ButtonGroupCore

// bg_group, output: the layout, whole or frames only.

/// Lays the group out and fills `out`.
@c @implementation public func bg_group_layout(_ group: bg_group, _ width: Double, _ scale: Double,
                                               _ direction: Int32, _ out: UnsafeMutablePointer<bg_layout>?) -> bg_status {
    abiCall("bg_group_layout") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        try CInput.structSize(out.pointee.struct_size, of: bg_layout.self, atLeast: GroupLayoutOutput.firstVersionSize, "bg_layout")
        let viewport = try CInput.viewport(width, scale, direction)
        try groups.withObject(group.id, mutating: true) { (object: GroupObject) throws(ABIError) in
            // Filled into a copy first: a failed measurement leaves `out` untouched.
            var filled = bg_layout()
            filled.struct_size = out.pointee.struct_size
            try object.measuring { () throws(ABIError) in
                object.model.withLayout(in: viewport) { layout in
                    object.output.fill(&filled, with: layout, revision: object.model.layoutRevision, items: object.itemStrings)
                }
            }
            copy(filled, to: out, size: Int(filled.struct_size))
        }
    }
}

/// Lays the group out and writes its slots' frames into the caller's array.
@c @implementation public func bg_group_layout_frames(_ group: bg_group, _ width: Double, _ scale: Double, _ direction: Int32,
                                                      _ frames: UnsafeMutablePointer<bg_rect>?, _ capacity: UInt32,
                                                      _ outCount: UnsafeMutablePointer<UInt32>?) -> bg_status {
    abiCall("bg_group_layout_frames") { () throws(ABIError) in
        let outCount = try CInput.out(outCount, "out_count")
        let array = try CInput.array(frames, capacity: capacity, "frames")
        let viewport = try CInput.viewport(width, scale, direction)
        try groups.withObject(group.id, mutating: true) { (object: GroupObject) throws(ABIError) in
            // Written only when they fit and no host measurement failed (measuring then throws).
            let count = try object.measuring { () throws(ABIError) in
                object.model.withLayout(in: viewport) { layout in
                    let count = layout.slotCount
                    if let array, count <= array.count, let frames = array.baseAddress, object.hostMeasurer?.hasFailed != true {
                        for index in 0..<count { frames[index] = bg_rect(layout.frame(ofSlot: index)) }
                    }
                    return count
                }
            }
            outCount.pointee = UInt32(count)
            _ = try room(for: count, in: array)  // refuses an array too small (left unwritten)
        }
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
