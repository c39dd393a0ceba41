import CButtonGroup
import ButtonGroupCore

// The toolbar's values between C and the core: validated on the way in, converted on the way out.

/// A toolbar's items read from C, and the registrations of their buttons' actions.
struct ToolbarInput {
    let items: [ToolbarItem]

    /// Validates and converts `cItems`, within the limits on counts (``Limits/maximumItems``
    /// items, and as many buttons in all) and strings (``Limits/maximumUpdateBytes``): beyond
    /// them, `BG_E_NO_MEMORY` before more is allocated. Registers nothing: the actions are
    /// made by ``actions(_:)`` once everything is valid.
    init(_ cItems: CStructArray<bg_toolbar_item>) throws(ABIError) {
        guard cItems.count <= Limits.maximumItems else {
            throw ABIError(.noMemory, "\(cItems.count) items are more than BG_MAX_ITEMS (\(Limits.maximumItems))")
        }
        var items: [ToolbarItem] = [], budget = Budget()
        items.reserveCapacity(cItems.count)
        for index in cItems.indices {
            items.append(try ToolbarItem(cItems[index], index: index, budget: &budget))
        }
        self.items = items
    }

    /// The items at `pointer`, once the layout of their array and of every item's buttons is
    /// known (before any other field is read): else it throws, and nothing of them is called.
    static func items(_ pointer: UnsafePointer<bg_toolbar_item>?, count: Int) throws(ABIError) -> CStructArray<bg_toolbar_item> {
        let cItems = try CStructArray(pointer, count: count, "items")
        for index in cItems.indices { _ = try buttons(of: cItems[index], index: index) }
        return cItems
    }

    /// Registers every button's action (and user_data), per item and button: made only once
    /// the update can no longer fail, since a registration's release runs its destroy.
    static func actions(_ cItems: CStructArray<bg_toolbar_item>) -> [[CallbackBox<bg_control_action_fn>?]] {
        cItems.indices.map { index in
            knownButtons(of: cItems[index], index: index)?.map { button in
                button.action == nil && button.destroy == nil ? nil
                    : CallbackBox(function: button.action ?? noAction, userData: button.user_data, destroy: button.destroy)
            } ?? []
        }
    }

    /// A button without an action (its user_data still gets its destroy notification).
    private static let noAction: bg_control_action_fn = { _, _, _, _ in 0 }

    /// The buttons of item `index` as C structs (none when the pointer is NULL).
    static func buttons(of item: bg_toolbar_item, index: Int) throws(ABIError) -> CStructArray<bg_control_button> {
        try CStructArray(item.buttons, count: Int(item.button_count), "items[\(index)].buttons")
    }

    /// The buttons of an item of an array ``items(_:count:)`` accepted (nil were their layout
    /// unknown: nothing of such an array is read).
    private static func knownButtons(of item: bg_toolbar_item, index: Int) -> CStructArray<bg_control_button>? {
        try? buttons(of: item, index: index)
    }

    /// Releases the user_data of every button of `cItems` (a failed update registers nothing).
    static func releaseAll(_ cItems: CStructArray<bg_toolbar_item>) {
        for index in cItems.indices {
            guard let buttons = knownButtons(of: cItems[index], index: index) else { continue }
            for button in buttons { releaseUnregistered(button.user_data, button.destroy) }
        }
    }

    /// What an update may still take.
    struct Budget {
        var buttons = 0, stringBytes = 0

        mutating func take(buttons count: Int, bytes: Int, at name: @autoclosure () -> String) throws(ABIError) {
            buttons += count
            stringBytes += bytes
            guard buttons <= Limits.maximumItems else {
                throw ABIError(.noMemory, "the buttons up to \(name()) are more than BG_MAX_ITEMS (\(Limits.maximumItems))")
            }
            guard stringBytes <= Limits.maximumUpdateBytes else {
                throw ABIError(.noMemory, "the strings up to \(name()) are more than BG_MAX_UPDATE_BYTES (\(Limits.maximumUpdateBytes) bytes)")
            }
        }
    }
}

extension ToolbarItem {
    /// Validates and converts item `index` of an update (its struct_size, and its buttons',
    /// checked with the arrays).
    init(_ c: bg_toolbar_item, index: Int, budget: inout ToolbarInput.Budget) throws(ABIError) {
        let name = "items[\(index)]"
        let kind: ToolbarItemKind = try CInput.enumValue(c.kind, "\(name).kind")
        let placement: ToolbarPlacement = try CInput.enumValue(c.placement, "\(name).placement")
        var priority: Double?
        if c.has_priority != 0 {
            guard c.priority.isFinite else { throw ABIError(.invalidArgument, "\(name).priority is \(c.priority), expected a finite number") }
            priority = c.priority
        }
        // Every field is checked whatever the kind: a flexible space's unused ones too.
        let style: ControlGroupStyle = try CInput.enumValue(c.style, "\(name).style")
        let labelStyle: ControlLabelStyle = try CInput.enumValue(c.label_style, "\(name).label_style")
        let title = try CInput.optionalString(c.label_title, "\(name).label_title") ?? ""
        let image = try CInput.optionalString(c.label_image, "\(name).label_image")
        try budget.take(buttons: 0, bytes: title.utf8.count + (image?.utf8.count ?? 0), at: name)
        guard kind == .group else {
            guard c.button_count == 0 else {
                throw ABIError(.invalidArgument, "\(name) is a flexible space but has \(c.button_count) buttons")
            }
            self = .flexibleSpace(placement: placement)
            self.priority = priority
            return
        }
        guard c.buttons != nil, c.button_count > 0 else {
            throw ABIError(.invalidArgument, "\(name) is a group without buttons (buttons \(c.buttons == nil ? "NULL" : "set"), button_count \(c.button_count)); a group needs at least one")
        }
        try budget.take(buttons: Int(c.button_count), bytes: 0, at: name)
        let cButtons = try ToolbarInput.buttons(of: c, index: index)
        var buttons: [ControlButton] = []
        buttons.reserveCapacity(cButtons.count)
        for button in cButtons.indices {
            let converted = try ControlButton(cButtons[button], name: "\(name).buttons[\(button)]")
            try budget.take(buttons: 0, bytes: converted.title.utf8.count + (converted.image?.utf8.count ?? 0),
                            at: "\(name).buttons[\(button)]")
            buttons.append(converted)
        }
        let group = ControlGroup(label: title.isEmpty && image == nil ? nil : ControlLabel(title: title, image: image),
                                 buttons: buttons, style: style, labelStyle: labelStyle, isFixedSize: c.fixed_size != 0,
                                 isDisabled: c.disabled != 0)
        self.init(group: group, placement: placement, priority: priority)
    }
}

extension ControlButton {
    /// Validates and converts a button of a group (its struct_size checked with the array).
    init(_ c: bg_control_button, name: String) throws(ABIError) {
        let title = try CInput.string(c.title, "\(name).title")
        guard !title.isEmpty else {
            throw ABIError(.invalidArgument, "\(name).title is empty: every button needs a title (its accessibility label)")
        }
        self.init(title: title, image: try CInput.optionalString(c.image, "\(name).image"), isDisabled: c.disabled != 0,
                  selection: try CInput.enumValue(c.selection, "\(name).selection"))
    }
}

extension bg_control_target {
    /// The C view of `key` (kind -1: none).
    init(_ key: ControlTargetKey?) {
        guard let key else {
            self.init(kind: -1, item_index: -1, button_index: -1, reserved: 0)
            return
        }
        self.init(kind: key.kind.rawValue, item_index: Int32(truncatingIfNeeded: key.item ?? -1),
                  button_index: Int32(truncatingIfNeeded: key.button ?? -1), reserved: 0)
    }
}

extension ABIError {
    /// A ``ToolbarStateError`` from the core, as `BG_E_STATE`, or `BG_E_INVALID_ARGUMENT` when
    /// it names something that does not exist.
    init(_ error: ToolbarStateError) {
        self.init(error.isOutOfRange ? .invalidArgument : .state, error.description)
    }
}
