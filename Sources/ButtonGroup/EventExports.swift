import CButtonGroup
import ButtonGroupCore

// Events of bg_group: taps, pointer tracking, keyboard focus, the action sheet, navigation.

/// Runs a model interaction on a live group (laying out first if needed), then its events.
private func interact(_ name: StaticString, _ group: bg_group,
                      _ body: (ButtonGroupModel) throws(GroupStateError) -> [GroupEvent]) -> bg_status {
    abiCall(name) { () throws(ABIError) in
        try withGroup(group, mutating: true) { (object: GroupObject) throws(ABIError) in
            let events = try object.measuring { () throws(ABIError) in
                do throws(GroupStateError) { return try body(object.model) } catch { throw ABIError(error) }
            }
            try EventDispatch.run(events, on: object, handle: group)
        }
    }
}

/// Validates a point.
private func point(_ x: Double, _ y: Double) throws(ABIError) -> Point {
    guard x.isFinite, y.isFinite else { throw ABIError(.invalidArgument, "point (\(x), \(y)) is not finite") }
    return Point(x: x, y: y)
}

/// A complete tap at (x, y).
@c @implementation public func bg_group_tap(_ group: bg_group, _ x: Double, _ y: Double,
                                            _ outSlot: UnsafeMutablePointer<Int32>?) -> bg_status {
    abiCall("bg_group_tap") { () throws(ABIError) in
        let location = try point(x, y)
        try withGroup(group, mutating: true) { (object: GroupObject) throws(ABIError) in
            let (slot, events) = try object.measuring { () throws(ABIError) in
                do throws(GroupStateError) { return try object.model.tap(at: location) } catch { throw ABIError(error) }
            }
            outSlot?.pointee = slot.map { Int32($0) } ?? -1
            try EventDispatch.run(events, on: object, handle: group)
        }
    }
}

/// A pointer event.
@c @implementation public func bg_group_pointer(_ group: bg_group, _ phase: Int32, _ x: Double, _ y: Double,
                                                _ outFired: UnsafeMutablePointer<Int32>?) -> bg_status {
    abiCall("bg_group_pointer") { () throws(ABIError) in
        let phase: PointerPhase = try CInput.enumValue(phase, "phase")
        let location = try point(x, y)
        try withGroup(group, mutating: true) { (object: GroupObject) throws(ABIError) in
            let (slot, events) = try object.measuring { () throws(ABIError) in
                do throws(GroupStateError) { return try object.model.pointer(phase, at: location) } catch { throw ABIError(error) }
            }
            outFired?.pointee = slot.map { Int32($0) } ?? -1
            try EventDispatch.run(events, on: object, handle: group)
        }
    }
}

/// Moves keyboard focus.
@c @implementation public func bg_group_focus(_ group: bg_group, _ move: Int32, _ outSlot: UnsafeMutablePointer<Int32>?) -> bg_status {
    abiCall("bg_group_focus") { () throws(ABIError) in
        let move: FocusMove = try CInput.enumValue(move, "move")
        try withGroup(group, mutating: true) { (object: GroupObject) throws(ABIError) in
            let focused = try object.measuring { () throws(ABIError) in
                do throws(GroupStateError) { return try object.model.focus(move) } catch { throw ABIError(error) }
            }
            outSlot?.pointee = focused.map { Int32($0) } ?? -1
        }
    }
}

/// Activates the focused slot.
@c @implementation public func bg_group_activate_focused(_ group: bg_group) -> bg_status {
    interact("bg_group_activate_focused", group) { model throws(GroupStateError) in try model.activateFocused() }
}

/// Activates slot `slotIndex`.
@c @implementation public func bg_group_activate_slot(_ group: bg_group, _ slotIndex: UInt32) -> bg_status {
    interact("bg_group_activate_slot", group) { model throws(GroupStateError) in try model.activate(slot: Int(slotIndex)) }
}

/// Chooses an entry of the presented sheet.
@c @implementation public func bg_group_choose_sheet_item(_ group: bg_group, _ sheetIndex: UInt32) -> bg_status {
    interact("bg_group_choose_sheet_item", group) { model throws(GroupStateError) in try model.chooseSheetItem(Int(sheetIndex)) }
}

/// Dismisses the presented sheet.
@c @implementation public func bg_group_dismiss_sheet(_ group: bg_group) -> bg_status {
    interact("bg_group_dismiss_sheet", group) { model throws(GroupStateError) in
        try model.dismissSheet()
        return []
    }
}

/// Runs an item's navigation action with the host's navigation context.
@c @implementation public func bg_group_run_navigation(_ group: bg_group, _ itemIndex: UInt32,
                                                       _ context: UnsafeMutableRawPointer?) -> bg_status {
    abiCall("bg_group_run_navigation") { () throws(ABIError) in
        try withGroup(group) { (object: GroupObject) throws(ABIError) in
            let index = Int(itemIndex)
            guard object.itemCallbacks.indices.contains(index) else {
                throw ABIError(.notFound, "item \(itemIndex) does not exist (count \(object.itemCallbacks.count))")
            }
            guard let box = object.itemCallbacks[index], let navigation = box.function.navigation else {
                throw ABIError(.notFound, "item \(itemIndex) has no navigation action")
            }
            let status = navigation(box.userData, context)
            guard status == ABIStatus.ok.rawValue else {
                throw ABIError(.callback, "navigation action of item \(itemIndex) returned \(status)")
            }
        }
    }
}
