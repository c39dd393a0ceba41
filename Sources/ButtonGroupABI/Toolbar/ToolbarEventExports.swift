import CButtonGroup
import ButtonGroupCore

// Events of bg_toolbar: taps, pointer tracking, keyboard focus, menus.

/// Runs a model interaction on a live toolbar, then its events; reports `target` through `out`
/// (kind -1 for none). A failed layout puts the model back as it was
/// (``ToolbarObject/measuring(_:)``); `out` is written only on success.
private func interact(_ name: StaticString, _ toolbar: bg_toolbar, out: UnsafeMutablePointer<bg_control_target>? = nil,
                      _ body: (ToolbarModel) throws(ToolbarStateError) -> (target: ControlTargetKey?, events: [ToolbarEvent])) -> bg_status {
    abiCall(name) { () throws(ABIError) in
        let target = try toolbars.withObject(toolbar.id, mutating: true) { (object: ToolbarObject) throws(ABIError) in
            let (target, events) = try object.measuring { () throws(ABIError) in
                do throws(ToolbarStateError) { return try body(object.model) } catch { throw ABIError(error) }
            }
            try ToolbarEventDispatch.run(events, on: object, handle: toolbar)
            return target
        }
        out?.pointee = bg_control_target(target)
    }
}

/// The target an activation's events name (the button fired, or the menu presented).
private func fired(_ events: [ToolbarEvent], _ model: ToolbarModel) -> ControlTargetKey? {
    switch events.first {
    case .action(let item, let button)?: return ControlTargetKey(kind: .button, item: item, button: button)
    case .presentMenu(let menu)?: return menu.isOverflow ? .overflow : ControlTargetKey(kind: .menu, item: menu.item, button: nil)
    case .dismissMenu?, nil: return nil
    }
}

/// A complete tap at (x, y).
@c @implementation public func bg_toolbar_tap(_ toolbar: bg_toolbar, _ x: Double, _ y: Double,
                                              _ out: UnsafeMutablePointer<bg_control_target>?) -> bg_status {
    guard x.isFinite, y.isFinite else { return abiCall("bg_toolbar_tap") { () throws(ABIError) in _ = try CInput.point(x, y) } }
    return interact("bg_toolbar_tap", toolbar, out: out) { model throws(ToolbarStateError) in
        let events = try model.tap(at: Point(x: x, y: y))
        return (fired(events, model), events)
    }
}

/// A pointer event.
@c @implementation public func bg_toolbar_pointer(_ toolbar: bg_toolbar, _ phase: Int32, _ x: Double, _ y: Double,
                                                  _ out: UnsafeMutablePointer<bg_control_target>?) -> bg_status {
    let checked = abiCall("bg_toolbar_pointer") { () throws(ABIError) in
        let _: PointerPhase = try CInput.enumValue(phase, "phase")
        _ = try CInput.point(x, y)
    }
    guard checked == ABIStatus.ok.rawValue, let phase = PointerPhase(rawValue: phase) else { return checked }
    return interact("bg_toolbar_pointer", toolbar, out: out) { model throws(ToolbarStateError) in
        let events = try model.pointer(phase, at: Point(x: x, y: y))
        return (fired(events, model), events)
    }
}

/// Moves keyboard focus.
@c @implementation public func bg_toolbar_focus(_ toolbar: bg_toolbar, _ move: Int32,
                                                _ out: UnsafeMutablePointer<bg_control_target>?) -> bg_status {
    let checked = abiCall("bg_toolbar_focus") { () throws(ABIError) in let _: FocusMove = try CInput.enumValue(move, "move") }
    guard checked == ABIStatus.ok.rawValue, let move = FocusMove(rawValue: move) else { return checked }
    return interact("bg_toolbar_focus", toolbar, out: out) { model throws(ToolbarStateError) in
        (try model.focus(move), [])
    }
}

/// Activates the focused cell.
@c @implementation public func bg_toolbar_activate_focused(_ toolbar: bg_toolbar) -> bg_status {
    interact("bg_toolbar_activate_focused", toolbar) { model throws(ToolbarStateError) in
        (nil, try model.activateFocused())
    }
}

/// Chooses an entry of the presented menu.
@c @implementation public func bg_toolbar_choose_menu_entry(_ toolbar: bg_toolbar, _ index: UInt32) -> bg_status {
    interact("bg_toolbar_choose_menu_entry", toolbar) { model throws(ToolbarStateError) in
        (nil, try model.chooseMenuEntry(Int(index)))
    }
}

/// Closes the presented menu without choosing.
@c @implementation public func bg_toolbar_dismiss_menu(_ toolbar: bg_toolbar) -> bg_status {
    interact("bg_toolbar_dismiss_menu", toolbar) { model throws(ToolbarStateError) in
        try model.dismissMenu()
        return (nil, [])
    }
}
