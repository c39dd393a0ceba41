import CButtonGroup
import ButtonGroupCore

/// Runs the core's ``GroupEvent``s against the host's callbacks, in order.
///
/// Once the group is freed or its items replaced by a callback, the remaining events (which
/// referred to the old items) are dropped. A callback returning a failure stops the dispatch
/// with `BG_E_CALLBACK`. Registrations dropped meanwhile are released by the object's runtime
/// when the outermost call returns.
enum GroupEventDispatch {
    static func run(_ events: [GroupEvent], on object: GroupObject, handle: bg_group) throws(ABIError) {
        let generation = object.itemsGeneration
        for event in events {
            guard !object.runtime.isFreed, object.itemsGeneration == generation else { return }
            switch event {
            case .action(let index):
                guard let box = object.callbacks(ofItem: index), let action = box.function.action else { continue }
                try check(action(box.userData, handle, UInt32(index)), "action callback of item \(index)")
            case .navigate(let index):
                guard let box = object.navigateCallback else { continue }
                try check(box.function(box.userData, handle, UInt32(index)), "navigate callback for item \(index)")
            case .presentSheet(let sheet):
                guard let box = object.sheetCallback else {
                    object.model.withdrawSheet(sheet)  // cleared by a callback meanwhile: nobody shows it
                    continue
                }
                do throws(ABIError) {
                    try presentSheet(sheet, callback: box, handle: handle)
                } catch {
                    object.model.withdrawSheet(sheet)  // the host could not present it
                    throw error
                }
            }
        }
    }

    /// Calls the sheet callback with a C view of `sheet`, valid during the call.
    private static func presentSheet(_ sheet: ActionSheet, callback: CallbackBox<bg_present_sheet_fn>,
                                     handle: bg_group) throws(ABIError) {
        let strings = CStringArena()
        let header = (title: strings.append(sheet.title), message: strings.append(sheet.message),
                      cancel: strings.append(sheet.cancelTitle))
        let offsets = sheet.entries.map { entry in
            (title: strings.append(entry.title), icon: strings.append(entry.icon),
             label: strings.append(entry.accessibilityLabel), identifier: strings.append(entry.accessibilityIdentifier))
        }
        let entries = sheet.entries.enumerated().map { position, entry in
            bg_sheet_item(
                item_index: UInt32(truncatingIfNeeded: entry.item), role: entry.role.rawValue,
                title: strings.pointer(offsets[position].title), icon: strings.pointer(offsets[position].icon),
                accessibility_label: strings.pointer(offsets[position].label),
                accessibility_identifier: strings.pointer(offsets[position].identifier),
                disabled: entry.isDisabled ? 1 : 0, reserved: 0)
        }
        let status = entries.withUnsafeBufferPointer { buffer in
            var cSheet = bg_action_sheet(
                title: strings.pointer(header.title), message: strings.pointer(header.message),
                cancel_title: strings.pointer(header.cancel), item_count: UInt32(buffer.count),
                items: buffer.baseAddress)
            return callback.function(callback.userData, handle, &cSheet)
        }
        try check(status, "present-sheet callback")
    }

    private static func check(_ status: bg_status, _ what: String) throws(ABIError) {
        guard status == ABIStatus.ok.rawValue else {
            throw ABIError(.callback, "\(what) returned \(status)")
        }
    }
}
