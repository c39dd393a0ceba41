import CButtonGroup
import ButtonGroupCore

// bg_group, lifecycle and inputs: create, free, parameters, items, callbacks.

/// Fills `out` with the default parameters of `theme`.
@c @implementation public func bg_group_params_init(_ theme: bg_theme, _ out: UnsafeMutablePointer<bg_group_params>?) -> bg_status {
    abiCall("bg_group_params_init") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        out.pointee = try resolveTheme(theme).groupParameters.cValueWithDefaultStrings
    }
}

/// Fills `out` with an empty item.
@c @implementation public func bg_item_init(_ out: UnsafeMutablePointer<bg_item>?) -> bg_status {
    abiCall("bg_item_init") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        var item = bg_item()
        item.struct_size = UInt32(MemoryLayout<bg_item>.size)
        item.title = StaticString("").cString
        out.pointee = item
    }
}

/// Creates a group.
@c @implementation public func bg_group_create(_ theme: bg_theme, _ params: UnsafePointer<bg_group_params>?,
                                               _ out: UnsafeMutablePointer<bg_group>?) -> bg_status {
    abiCall("bg_group_create") { () throws(ABIError) in
        let out = try CInput.out(out, "out_group")
        let theme = try resolveTheme(theme)
        let defaults = theme.groupParameters
        let parameters = try params.map { p throws(ABIError) in try GroupParameters(p.pointee, defaults: defaults) } ?? defaults
        guard let id = groups.insert(GroupObject(theme: theme, parameters: parameters)) else {
            throw groups.full
        }
        out.pointee = bg_group(id: id)
    }
}

/// Frees a group; destroy notifications run now, or when the outermost call on it returns.
@c @implementation public func bg_group_free(_ group: bg_group) -> bg_status {
    abiCall("bg_group_free") { () throws(ABIError) in
        try groups.withObject(group.id, mutating: true) { (object: GroupObject) throws(ABIError) in
            guard groups.remove(group.id) != nil else { throw groups.invalidHandle(group.id) }
            object.free()
        }
    }
}

/// Replaces the parameters.
@c @implementation public func bg_group_set_params(_ group: bg_group, _ params: UnsafePointer<bg_group_params>?) -> bg_status {
    abiCall("bg_group_set_params") { () throws(ABIError) in
        try groups.withObject(group.id, mutating: true) { (object: GroupObject) throws(ABIError) in
            let params = try CInput.out(UnsafeMutablePointer(mutating: params), "params")
            object.model.parameters = try GroupParameters(params.pointee, defaults: object.theme.groupParameters)
        }
    }
}

/// Replaces all items (a group's `update(with:)`).
@c @implementation public func bg_group_update(_ group: bg_group, _ items: UnsafePointer<bg_item>?, _ count: UInt32) -> bg_status {
    abiCall("bg_group_update") { () throws(ABIError) in
        guard items != nil || count == 0 else { throw ABIError(.invalidArgument, "items is NULL but count is \(count)") }
        // An array of unknown layout is refused before anything of it is read or called.
        let cItems = try CStructArray(items, count: Int(count), "items")
        var registered = false
        // A failed update registers nothing: every new item's user_data is released once.
        defer { if !registered { cItems.forEach { releaseUnregistered($0.user_data, $0.destroy) } } }
        let converted = try ButtonGroupItem.items(cItems)
        try groups.withObject(group.id, mutating: true) { (object: GroupObject) throws(ABIError) in
            func hasCallbacks(_ item: bg_item) -> Bool { item.action != nil || item.navigation != nil || item.destroy != nil }
            // No array at all when no item has callbacks (most groups).
            let callbacks = !cItems.contains(where: hasCallbacks) ? [] : cItems.map { item in
                !hasCallbacks(item) ? nil : CallbackBox(function: ItemFunctions(action: item.action, navigation: item.navigation),
                                                        userData: item.user_data, destroy: item.destroy)
            }
            let dismissedSheet = object.replaceItems(converted, callbacks: callbacks)
            registered = true
            if dismissedSheet, let box = object.sheetDismissedCallback { box.function(box.userData, group) }
        }
    }
}

/// Number of items.
@c @implementation public func bg_group_item_count(_ group: bg_group, _ out: UnsafeMutablePointer<UInt32>?) -> bg_status {
    abiCall("bg_group_item_count") { () throws(ABIError) in
        let out = try CInput.out(out, "out_count")
        out.pointee = try groups.withObject(group.id) { (object: GroupObject) in UInt32(object.model.items.count) }
    }
}

/// Sets or clears the measure callback.
@c @implementation public func bg_group_set_measure_callback(_ group: bg_group, _ fn: bg_measure_fn?,
                                                             _ userData: UnsafeMutableRawPointer?, _ destroy: bg_destroy_fn?) -> bg_status {
    groups.registerCallback("bg_group_set_measure_callback", id: group.id, fn, userData, destroy) { $0.setMeasureCallback($1) }
}

/// Sets or clears the present-action-sheet callback.
@c @implementation public func bg_group_set_sheet_callback(_ group: bg_group, _ fn: bg_present_sheet_fn?,
                                                           _ userData: UnsafeMutableRawPointer?, _ destroy: bg_destroy_fn?) -> bg_status {
    groups.registerCallback("bg_group_set_sheet_callback", id: group.id, fn, userData, destroy) { $0.setSheetCallback($1) }
}

/// Sets or clears the sheet-dismissed callback.
@c @implementation public func bg_group_set_sheet_dismissed_callback(_ group: bg_group, _ fn: bg_sheet_dismissed_fn?,
                                                                     _ userData: UnsafeMutableRawPointer?,
                                                                     _ destroy: bg_destroy_fn?) -> bg_status {
    groups.registerCallback("bg_group_set_sheet_dismissed_callback", id: group.id, fn, userData, destroy) { $0.setSheetDismissedCallback($1) }
}

/// Sets or clears the navigate callback.
@c @implementation public func bg_group_set_navigate_callback(_ group: bg_group, _ fn: bg_navigate_fn?,
                                                              _ userData: UnsafeMutableRawPointer?, _ destroy: bg_destroy_fn?) -> bg_status {
    groups.registerCallback("bg_group_set_navigate_callback", id: group.id, fn, userData, destroy) { $0.setNavigateCallback($1) }
}
