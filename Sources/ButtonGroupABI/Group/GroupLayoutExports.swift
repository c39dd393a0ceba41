import CButtonGroup
import ButtonGroupCore

// bg_group, output: the layout.

/// Lays the group out and fills `out`.
@c @implementation public func bg_group_layout(_ group: bg_group, _ width: Double, _ scale: Double,
                                               _ direction: Int32, _ out: UnsafeMutablePointer<bg_layout>?) -> bg_status {
    abiCall("bg_group_layout") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        try CInput.structSize(out.pointee.struct_size, of: bg_layout.self, "bg_layout")
        let viewport = ButtonGroupModel.Viewport(
            width: try CInput.length(width, "width"),
            scale: try CInput.scale(scale),
            direction: try CInput.enumValue(direction, "direction"))
        try groups.withObject(group.id, mutating: true) { (object: GroupObject) throws(ABIError) in
            let layout = try object.measuring { () throws(ABIError) in object.model.layout(in: viewport) }
            object.output.fill(&out.pointee, with: layout, revision: object.model.layoutRevision)
        }
    }
}
