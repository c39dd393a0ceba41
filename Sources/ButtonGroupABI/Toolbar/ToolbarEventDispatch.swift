import CButtonGroup
import ButtonGroupCore

/// Runs the core's ``ToolbarEvent``s against the host's callbacks, in order.
///
/// Once the toolbar is freed or its items replaced by a callback, the remaining events (which
/// referred to the old items) are dropped. A callback returning a failure stops the dispatch
/// with `BG_E_CALLBACK`.
enum ToolbarEventDispatch {
    static func run(_ events: [ToolbarEvent], on object: ToolbarObject, handle: bg_toolbar) throws(ABIError) {
        let generation = object.itemsGeneration
        for event in events {
            guard !object.runtime.isFreed, object.itemsGeneration == generation else { return }
            switch event {
            case .action(let item, let button):
                guard let box = object.actions[item][button] else { continue }
                try check(box.function(box.userData, handle, UInt32(item), UInt32(button)),
                          "action callback of item \(item) button \(button)")
            case .presentMenu(let menu):
                guard let box = object.menuCallback else {
                    object.model.withdrawMenu(menu)  // nobody can show it
                    continue
                }
                do throws(ABIError) {
                    try present(menu, callback: box, handle: handle)
                } catch {
                    object.model.withdrawMenu(menu)  // the host could not present it
                    throw error
                }
            case .dismissMenu:
                if let box = object.menuDismissedCallback { box.function(box.userData, handle) }
            }
        }
    }

    /// Calls the present-menu callback with a C view of `menu`, valid during the call.
    private static func present(_ menu: ControlMenu, callback: CallbackBox<bg_present_menu_fn>,
                                handle: bg_toolbar) throws(ABIError) {
        let strings = CStringArena()
        let offsets = menu.entries.map { (title: strings.append($0.title), image: strings.append($0.image)) }
        let entries = menu.entries.enumerated().map { index, entry in
            bg_control_menu_entry(
                title: strings.pointer(offsets[index].title), image: strings.pointer(offsets[index].image),
                parent: Int32(truncatingIfNeeded: entry.parent ?? -1), item_index: UInt32(truncatingIfNeeded: entry.item),
                button_index: Int32(truncatingIfNeeded: entry.button ?? -1), disabled: entry.isDisabled ? 1 : 0,
                selection: entry.selection.rawValue, palette: entry.isPalette ? 1 : 0)
        }
        let status = entries.withUnsafeBufferPointer { buffer in
            var cMenu = bg_control_menu(is_overflow: menu.isOverflow ? 1 : 0,
                                        item_index: Int32(truncatingIfNeeded: menu.item ?? -1),
                                        entry_count: UInt32(buffer.count), compact: menu.isCompact ? 1 : 0,
                                        entries: buffer.baseAddress)
            return callback.function(callback.userData, handle, &cMenu)
        }
        try check(status, "present-menu callback")
    }

    private static func check(_ status: bg_status, _ what: String) throws(ABIError) {
        guard status == ABIStatus.ok.rawValue else { throw ABIError(.callback, "\(what) returned \(status)") }
    }
}
