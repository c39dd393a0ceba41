import CButtonGroup
import ButtonGroupCore

// Events of bg_group: taps, pointer tracking, keyboard focus, the action sheet, navigation.

/// Runs a model interaction on a live group (laying out first if needed), runs its events,
/// then reports the slot it names through `out` (-1 for none). A failed layout puts the model
/// back as it was (``GroupObject/measuring(_:)``); `out` is written only on success.
private func interact(_ name: StaticString, _ group: bg_group, slot out: UnsafeMutablePointer<Int32>? = nil,
                      _ body: (ButtonGroupModel) throws(ABIError) -> (slot: Int?, events: [GroupEvent])) -> bg_status {
    abiCall(name) { () throws(ABIError) in
        let slot = try groups.withObject(group.id, mutating: true) { (object: GroupObject) throws(ABIError) -> Int? in
            let (slot, events) = try object.measuring { () throws(ABIError) in try body(object.model) }
            try GroupEventDispatch.run(events, on: object, handle: group)
            return slot
        }
        out?.pointee = slot.map { Int32($0) } ?? -1
    }
}

/// A core interaction, its ``GroupStateError`` reported as the ABI's status.
private func state<R>(_ body: () throws(GroupStateError) -> R) throws(ABIError) -> R {
    do throws(GroupStateError) { return try body() } catch { throw ABIError(error) }
}

/// A complete tap at (x, y).
@c @implementation public func bg_group_tap(_ group: bg_group, _ x: Double, _ y: Double,
                                            _ outSlot: UnsafeMutablePointer<Int32>?) -> bg_status {
    interact("bg_group_tap", group, slot: outSlot) { model throws(ABIError) in
        let location = try CInput.point(x, y)
        return try state { () throws(GroupStateError) in try model.tap(at: location) }
    }
}

/// A pointer event.
@c @implementation public func bg_group_pointer(_ group: bg_group, _ phase: Int32, _ x: Double, _ y: Double,
                                                _ outFired: UnsafeMutablePointer<Int32>?) -> bg_status {
    interact("bg_group_pointer", group, slot: outFired) { model throws(ABIError) in
        let phase: PointerPhase = try CInput.enumValue(phase, "phase")
        let location = try CInput.point(x, y)
        return try state { () throws(GroupStateError) in try model.pointer(phase, at: location) }
    }
}

/// Moves keyboard focus.
@c @implementation public func bg_group_focus(_ group: bg_group, _ move: Int32, _ outSlot: UnsafeMutablePointer<Int32>?) -> bg_status {
    interact("bg_group_focus", group, slot: outSlot) { model throws(ABIError) in
        let move: FocusMove = try CInput.enumValue(move, "move")
        return (try state { () throws(GroupStateError) in try model.focus(move) }, [])
    }
}

/// Activates the focused slot.
@c @implementation public func bg_group_activate_focused(_ group: bg_group) -> bg_status {
    interact("bg_group_activate_focused", group) { model throws(ABIError) in
        (nil, try state { () throws(GroupStateError) in try model.activateFocused() })
    }
}

/// Activates slot `slotIndex`.
@c @implementation public func bg_group_activate_slot(_ group: bg_group, _ slotIndex: UInt32) -> bg_status {
    interact("bg_group_activate_slot", group) { model throws(ABIError) in
        (nil, try state { () throws(GroupStateError) in try model.activate(slot: Int(slotIndex)) })
    }
}

/// Chooses an entry of the presented sheet.
@c @implementation public func bg_group_choose_sheet_item(_ group: bg_group, _ sheetIndex: UInt32) -> bg_status {
    interact("bg_group_choose_sheet_item", group) { model throws(ABIError) in
        (nil, try state { () throws(GroupStateError) in try model.chooseSheetItem(Int(sheetIndex)) })
    }
}

/// Dismisses the presented sheet.
@c @implementation public func bg_group_dismiss_sheet(_ group: bg_group) -> bg_status {
    interact("bg_group_dismiss_sheet", group) { model throws(ABIError) in
        try state { () throws(GroupStateError) in try model.dismissSheet() }
        return (nil, [])
    }
}

/// Runs an item's navigation action with the host's navigation context.
@c @implementation public func bg_group_run_navigation(_ group: bg_group, _ itemIndex: UInt32,
                                                       _ context: UnsafeMutableRawPointer?) -> bg_status {
    abiCall("bg_group_run_navigation") { () throws(ABIError) in
        try groups.withObject(group.id) { (object: GroupObject) throws(ABIError) in
            let index = Int(itemIndex)
            let count = object.model.items.count
            guard index < count else {
                throw ABIError(.notFound, "item \(itemIndex) does not exist (count \(count))")
            }
            guard let box = object.callbacks(ofItem: index), let navigation = box.function.navigation else {
                throw ABIError(.notFound, "item \(itemIndex) has no navigation action")
            }
            let status = navigation(box.userData, context)
            guard status == ABIStatus.ok.rawValue else {
                throw ABIError(.callback, "navigation action of item \(itemIndex) returned \(status)")
            }
        }
    }
}
