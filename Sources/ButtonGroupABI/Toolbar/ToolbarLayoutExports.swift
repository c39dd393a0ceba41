import CButtonGroup
import ButtonGroupCore

// bg_toolbar, output: the layout and the overflow breakpoints.

/// Lays the toolbar out and fills `out`; nothing is written when the call fails.
@c @implementation public func bg_toolbar_layout(_ toolbar: bg_toolbar, _ width: Double, _ scale: Double,
                                                 _ direction: Int32, _ out: UnsafeMutablePointer<bg_toolbar_view>?) -> bg_status {
    abiCall("bg_toolbar_layout") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        try CInput.structSize(out.pointee.struct_size, of: bg_toolbar_view.self, "bg_toolbar_view")
        let viewport = ToolbarModel.Viewport(width: try CInput.length(width, "width"), scale: try CInput.scale(scale),
                                             direction: try CInput.enumValue(direction, "direction"))
        try toolbars.withObject(toolbar.id, mutating: true) { (object: ToolbarObject) throws(ABIError) in
            let layout = try object.measuring { () throws(ABIError) in object.model.layout(in: viewport) }
            let filled = object.output.view(of: layout, style: object.model.style)
            copy(filled, to: out, size: Int(out.pointee.struct_size))
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
