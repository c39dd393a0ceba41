import CButtonGroup
import ButtonGroupCore

extension bg_rect {
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension bg_corner_radii {
    init(_ radii: CornerRadii) {
        self.init(top_left: radii.topLeft, top_right: radii.topRight,
                  bottom_right: radii.bottomRight, bottom_left: radii.bottomLeft)
    }
}

extension CornerStyle {
    /// The style of `BG_CORNER_*` value `value` (`radius` for `BG_CORNER_FIXED`).
    init(cValue value: Int32, radius: Double) throws(ABIError) {
        switch value {
        case Int32(BG_CORNER_CAPSULE): self = .capsule
        case Int32(BG_CORNER_NONE): self = .none
        case Int32(BG_CORNER_SMALL): self = .small
        case Int32(BG_CORNER_MEDIUM): self = .medium
        case Int32(BG_CORNER_LARGE): self = .large
        case Int32(BG_CORNER_FIXED): self = .fixed(try CInput.length(radius, "layout.corner_radius"))
        default: throw ABIError(.invalidArgument, "layout.corner_style \(value) is not a BG_CORNER_* value")
        }
    }

    /// The `BG_CORNER_*` value and radius of this style.
    var cValue: (style: Int32, radius: Double) {
        switch self {
        case .capsule: return (Int32(BG_CORNER_CAPSULE), 0)
        case .none: return (Int32(BG_CORNER_NONE), 0)
        case .small: return (Int32(BG_CORNER_SMALL), 0)
        case .medium: return (Int32(BG_CORNER_MEDIUM), 0)
        case .large: return (Int32(BG_CORNER_LARGE), 0)
        case .fixed(let radius): return (Int32(BG_CORNER_FIXED), radius)
        }
    }
}

extension GroupLayout {
    /// The layout described by a `bg_layout_params`.
    init(_ c: bg_layout_params) throws(ABIError) {
        let spacing = try CInput.length(c.spacing, "layout.spacing")
        let corners = try CornerStyle(cValue: c.corner_style, radius: c.corner_radius)
        switch c.kind {
        case Int32(BG_LAYOUT_ALL_ROUND):
            self = .allRound(spacing: spacing, cornerStyle: corners)
        case Int32(BG_LAYOUT_PROMINENT):
            let type: ProminentType = try CInput.enumValue(c.prominent_type, "layout.prominent_type")
            self = .prominent(type: type, spacing: spacing, cornerStyle: corners)
        default:
            throw ABIError(.invalidArgument, "layout.kind \(c.kind) is not a BG_LAYOUT_* value")
        }
    }

    /// This layout as a `bg_layout_params`.
    var cValue: bg_layout_params {
        let corners = cornerStyle.cValue
        switch self {
        case .allRound(let spacing, _):
            return bg_layout_params(kind: Int32(BG_LAYOUT_ALL_ROUND), prominent_type: 0, corner_style: corners.style,
                                    reserved: 0, spacing: spacing, corner_radius: corners.radius)
        case .prominent(let type, let spacing, _):
            return bg_layout_params(kind: Int32(BG_LAYOUT_PROMINENT), prominent_type: type.rawValue,
                                    corner_style: corners.style, reserved: 0, spacing: spacing,
                                    corner_radius: corners.radius)
        }
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
            layout: try GroupLayout(c.layout),
            moreIcon: try CInput.optionalString(c.more_icon, "params.more_icon") ?? defaults.moreIcon,
            strings: strings,
            overflowPolicy: try CInput.enumValue(c.overflow_policy, "params.overflow_policy"),
            maxVisible: Int(c.max_visible),
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
