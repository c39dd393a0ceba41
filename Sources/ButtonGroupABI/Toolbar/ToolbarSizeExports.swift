import CButtonGroup
import ButtonGroupCore

/// Sets how large the toolbar's groups are drawn (BG_CONTROL_SIZE_*); the next layout lays out again.
@c @implementation public func bg_toolbar_set_control_size(_ toolbar: bg_toolbar, _ size: Int32) -> bg_status {
    abiCall("bg_toolbar_set_control_size") { () throws(ABIError) in
        let size: ControlSize = try CInput.enumValue(size, "size")
        try toolbars.withObject(toolbar.id, mutating: true) { (object: ToolbarObject) in object.model.setControlSize(size) }
    }
}

/// The toolbar's control size (BG_CONTROL_SIZE_REGULAR unless set).
@c @implementation public func bg_toolbar_get_control_size(_ toolbar: bg_toolbar, _ out: UnsafeMutablePointer<Int32>?) -> bg_status {
    abiCall("bg_toolbar_get_control_size") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        out.pointee = try toolbars.withObject(toolbar.id) { (object: ToolbarObject) in object.model.controlSize.rawValue }
    }
}
