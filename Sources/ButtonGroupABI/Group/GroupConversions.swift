import CButtonGroup
import ButtonGroupCore

// The group's values between C and the core: validated on the way in, converted on the way out.

extension CornerStyle {
    /// The style of a `BG_CORNER_*` value (`radius` is used by `BG_CORNER_FIXED` only).
    init(cValue value: Int32, radius: Double) throws(ABIError) {
        let kind: CornerStyleKind = try CInput.enumValue(value, "layout.corner_style")
        self.init(kind: kind, radius: kind == .fixed ? try CInput.length(radius, "layout.corner_radius") : 0)
    }
}

extension GroupLayoutParameters {
    /// The layout parameters described by a `bg_layout_params`.
    init(_ c: bg_layout_params) throws(ABIError) {
        let spacing = try CInput.length(c.spacing, "layout.spacing")
        let corners = try CornerStyle(cValue: c.corner_style, radius: c.corner_radius)
        let kind: GroupLayoutKind = try CInput.enumValue(c.kind, "layout.kind")
        switch kind {
        case .allRound:
            self = .allRound(spacing: spacing, cornerStyle: corners)
        case .prominent:
            let type: ProminentType = try CInput.enumValue(c.prominent_type, "layout.prominent_type")
            self = .prominent(type: type, spacing: spacing, cornerStyle: corners)
        }
    }

    /// These layout parameters as a `bg_layout_params`.
    var cValue: bg_layout_params {
        var type = ProminentType.relaxed
        if case .prominent(let prominentType, _, _) = self { type = prominentType }
        return bg_layout_params(kind: kind.rawValue, prominent_type: type.rawValue,
                                corner_style: cornerStyle.kind.rawValue, reserved: 0, spacing: spacing,
                                corner_radius: cornerStyle.fixedRadius)
    }
}

extension GroupParameters {
    /// The parameters described by `c`; NULL strings take their value from `defaults`.
    init(_ c: bg_group_params, defaults: GroupParameters) throws(ABIError) {
        try CInput.structSize(c.struct_size, of: bg_group_params.self, "bg_group_params")
        var strings = defaults.strings
        if let title = try CInput.optionalString(c.alert_title, "params.alert_title") { strings.alertTitle = title }
        if let message = try CInput.optionalString(c.alert_message, "params.alert_message") { strings.alertMessage = message }
        if let cancel = try CInput.optionalString(c.alert_cancel_button_title, "params.alert_cancel_button_title") {
            strings.alertCancelButtonTitle = cancel
        }
        if let label = try CInput.optionalString(c.more_button_accessibility_label, "params.more_button_accessibility_label") {
            strings.moreButtonAccessibilityLabel = label
        }
        self.init(
            layout: try GroupLayoutParameters(c.layout),
            moreIcon: try CInput.optionalString(c.more_icon, "params.more_icon") ?? defaults.moreIcon,
            strings: strings,
            overflowPolicy: try CInput.enumValue(c.overflow_policy, "params.overflow_policy"),
            maxVisible: try CInput.slotLimit(c.max_visible, "params.max_visible"),
            overflowHysteresis: try CInput.length(c.overflow_hysteresis, "params.overflow_hysteresis"))
    }

    /// These parameters as a `bg_group_params` whose strings are NULL ("the theme's default").
    var cValueWithDefaultStrings: bg_group_params {
        var c = bg_group_params()
        c.struct_size = UInt32(MemoryLayout<bg_group_params>.size)
        c.overflow_policy = overflowPolicy.rawValue
        c.layout = layout.cValue
        c.max_visible = UInt32(clamping: maxVisible)
        c.overflow_hysteresis = overflowHysteresis
        return c
    }
}

extension ButtonGroupItem {
    /// Validates and converts the items of an update, within the limits on their count
    /// (``Limits/maximumItems``) and their strings' total size (``Limits/maximumUpdateBytes``):
    /// beyond them, `BG_E_NO_MEMORY` before more is allocated.
    static func items(_ cItems: CStructArray<bg_item>) throws(ABIError) -> [ButtonGroupItem] {
        guard cItems.count <= Limits.maximumItems else {
            throw ABIError(.noMemory, "\(cItems.count) items are more than BG_MAX_ITEMS (\(Limits.maximumItems))")
        }
        var items: [ButtonGroupItem] = []
        items.reserveCapacity(cItems.count)
        var stringBytes = 0
        for index in cItems.indices {
            let item = try ButtonGroupItem(cItems[index], index: index)
            stringBytes += item.stringBytes
            guard stringBytes <= Limits.maximumUpdateBytes else {
                throw ABIError(.noMemory, "the items' strings up to items[\(index)] are more than BG_MAX_UPDATE_BYTES (\(Limits.maximumUpdateBytes) bytes)")
            }
            items.append(item)
        }
        return items
    }

    /// The UTF-8 bytes of the item's strings.
    private var stringBytes: Int {
        title.utf8.count + (icon?.utf8.count ?? 0) + (accessibilityLabel?.utf8.count ?? 0)
            + (accessibilityIdentifier?.utf8.count ?? 0)
    }

    /// Validates and converts item `index` of an update (its struct_size checked with the array).
    init(_ item: bg_item, index: Int) throws(ABIError) {
        self.init(
            title: try CInput.string(item.title, "items[\(index)].title"),
            icon: try CInput.optionalString(item.icon, "items[\(index)].icon"),
            accessibilityLabel: try CInput.optionalString(item.accessibility_label, "items[\(index)].accessibility_label"),
            accessibilityIdentifier: try CInput.optionalString(item.accessibility_identifier,
                                                               "items[\(index)].accessibility_identifier"),
            role: try CInput.enumValue(item.role, "items[\(index)].role"),
            isDisabled: item.disabled != 0,
            hasNavigation: item.navigation != nil)
    }
}

extension ABIError {
    /// A ``GroupStateError`` from the core, as `BG_E_STATE` or `BG_E_INVALID_ARGUMENT`.
    init(_ error: GroupStateError) {
        switch error {
        case .indexOutOfRange: self.init(.invalidArgument, error.description)
        case .notLaidOut, .noSheetPresented, .nothingFocused, .staleSheetEntry: self.init(.state, error.description)
        }
    }
}
