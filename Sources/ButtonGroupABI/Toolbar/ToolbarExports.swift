import CButtonGroup
import ButtonGroupCore

// bg_toolbar, lifecycle and inputs: create, free, items, callbacks.

/// Fills `out` with an empty momentary button.
@c @implementation public func bg_control_button_init(_ out: UnsafeMutablePointer<bg_control_button>?) -> bg_status {
    abiCall("bg_control_button_init") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        var button = bg_control_button()
        button.struct_size = UInt32(MemoryLayout<bg_control_button>.size)
        button.selection = ControlSelection.momentary.rawValue
        button.title = StaticString("").cString
        out.pointee = button
    }
}

/// Fills `out` with an empty group item at the primary action placement.
@c @implementation public func bg_toolbar_item_init(_ out: UnsafeMutablePointer<bg_toolbar_item>?) -> bg_status {
    abiCall("bg_toolbar_item_init") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        var item = bg_toolbar_item()
        item.struct_size = UInt32(MemoryLayout<bg_toolbar_item>.size)
        item.kind = ToolbarItemKind.group.rawValue
        item.placement = ToolbarPlacement.primaryAction.rawValue
        item.style = ControlGroupStyle.automatic.rawValue
        item.label_style = ControlLabelStyle.automatic.rawValue
        out.pointee = item
    }
}

/// Creates a toolbar.
@c @implementation public func bg_toolbar_create(_ theme: bg_theme, _ context: Int32,
                                                 _ out: UnsafeMutablePointer<bg_toolbar>?) -> bg_status {
    abiCall("bg_toolbar_create") { () throws(ABIError) in
        let out = try CInput.out(out, "out_toolbar")
        let context: ControlContext = try CInput.enumValue(context, "context")
        let object = ToolbarObject(theme: try resolveTheme(theme), context: context)
        guard let id = toolbars.insert(object) else {
            throw toolbars.full
        }
        object.handle = bg_toolbar(id: id)
        out.pointee = object.handle
    }
}

/// Frees a toolbar; destroy notifications run now, or when the outermost call on it returns.
@c @implementation public func bg_toolbar_free(_ toolbar: bg_toolbar) -> bg_status {
    abiCall("bg_toolbar_free") { () throws(ABIError) in
        try toolbars.withObject(toolbar.id, mutating: true) { (object: ToolbarObject) throws(ABIError) in
            guard toolbars.remove(toolbar.id) != nil else { throw toolbars.invalidHandle(toolbar.id) }
            object.free()
        }
    }
}

/// Replaces the items.
@c @implementation public func bg_toolbar_set_items(_ toolbar: bg_toolbar, _ items: UnsafePointer<bg_toolbar_item>?,
                                                    _ count: UInt32) -> bg_status {
    abiCall("bg_toolbar_set_items") { () throws(ABIError) in
        guard items != nil || count == 0 else { throw ABIError(.invalidArgument, "items is NULL but count is \(count)") }
        // Arrays of unknown layout are refused before anything of them is read or called.
        let cItems = try ToolbarInput.items(items, count: Int(count))
        var registered = false
        // A failed update registers nothing: every new button's user_data is released once.
        defer { if !registered { ToolbarInput.releaseAll(cItems) } }
        let input = try ToolbarInput(cItems)
        try toolbars.withObject(toolbar.id, mutating: true) { (object: ToolbarObject) throws(ABIError) in
            registered = true
            let withdrawn = object.replaceItems(input.items, actions: ToolbarInput.actions(cItems))
            if withdrawn, let box = object.menuDismissedCallback { box.function(box.userData, toolbar) }
        }
    }
}

/// Number of items.
@c @implementation public func bg_toolbar_item_count(_ toolbar: bg_toolbar, _ out: UnsafeMutablePointer<UInt32>?) -> bg_status {
    abiCall("bg_toolbar_item_count") { () throws(ABIError) in
        let out = try CInput.out(out, "out_count")
        out.pointee = try toolbars.withObject(toolbar.id) { (object: ToolbarObject) in UInt32(object.model.items.count) }
    }
}

/// Sets or clears the present-menu callback.
@c @implementation public func bg_toolbar_set_menu_callback(_ toolbar: bg_toolbar, _ fn: bg_present_menu_fn?,
                                                            _ userData: UnsafeMutableRawPointer?, _ destroy: bg_destroy_fn?) -> bg_status {
    toolbars.registerCallback("bg_toolbar_set_menu_callback", id: toolbar.id, fn, userData, destroy) { $0.setMenuCallback($1) }
}

/// Sets or clears the menu-dismissed callback.
@c @implementation public func bg_toolbar_set_menu_dismissed_callback(_ toolbar: bg_toolbar, _ fn: bg_menu_dismissed_fn?,
                                                                      _ userData: UnsafeMutableRawPointer?,
                                                                      _ destroy: bg_destroy_fn?) -> bg_status {
    toolbars.registerCallback("bg_toolbar_set_menu_dismissed_callback", id: toolbar.id, fn, userData, destroy) { $0.setMenuDismissedCallback($1) }
}

/// Sets or clears the measure callback.
@c @implementation public func bg_toolbar_set_measure_callback(_ toolbar: bg_toolbar, _ fn: bg_measure_fn?,
                                                               _ userData: UnsafeMutableRawPointer?, _ destroy: bg_destroy_fn?) -> bg_status {
    toolbars.registerCallback("bg_toolbar_set_measure_callback", id: toolbar.id, fn, userData, destroy) { $0.setMeasureCallback($1) }
}
