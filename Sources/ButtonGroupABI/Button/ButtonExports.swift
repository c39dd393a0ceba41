import CButtonGroup
import ButtonGroupCore

// bg_button, lifecycle and inputs: create, free, configurations, providers, state, callbacks.

/// Fills `out` with the empty configuration.
@c @implementation public func bg_button_config_init(_ theme: bg_theme, _ out: UnsafeMutablePointer<bg_button_config>?) -> bg_status {
    abiCall("bg_button_config_init") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        _ = try resolveTheme(theme)
        // The empty configuration has no strings or runs: nothing points into these.
        out.pointee = ButtonConfiguration().cValue(strings: CStringArena(), runs: CTextRunStorage())
    }
}

/// Creates a button.
@c @implementation public func bg_button_create(_ theme: bg_theme, _ base: UnsafePointer<bg_button_config>?,
                                                _ out: UnsafeMutablePointer<bg_button>?) -> bg_status {
    abiCall("bg_button_create") { () throws(ABIError) in
        let out = try CInput.out(out, "out_button")
        let theme = try resolveTheme(theme)
        let configuration = try base.map { c throws(ABIError) in try ButtonConfiguration(c.pointee, radii: theme.theme.radii) }
            ?? ButtonConfiguration()
        let object = ButtonObject(theme: theme, base: configuration)
        out.pointee = try insertButton(object)
    }
}

/// Creates a label button.
@c @implementation public func bg_button_create_with_label(_ theme: bg_theme, _ type: Int32,
                                                           _ out: UnsafeMutablePointer<bg_button>?) -> bg_status {
    abiCall("bg_button_create_with_label") { () throws(ABIError) in
        let out = try CInput.out(out, "out_button")
        let theme = try resolveTheme(theme)
        let type: ButtonWithLabelType = try CInput.enumValue(type, "type")
        let style = theme.buttonWithLabelStyle
        let object = ButtonObject(theme: theme, base: ButtonWithLabel.configuration(type, style: style))
        object.model.labelDecoration = style.labelDecoration
        out.pointee = try insertButton(object)
    }
}

/// Frees a button.
@c @implementation public func bg_button_free(_ button: bg_button) -> bg_status {
    abiCall("bg_button_free") { () throws(ABIError) in
        try buttons.withObject(button.id, mutating: true) { (object: ButtonObject) throws(ABIError) in
            guard buttons.remove(button.id) != nil else { throw buttons.invalidHandle(button.id) }
            object.free()
        }
    }
}

/// Replaces the base configuration.
@c @implementation public func bg_button_set_base_config(_ button: bg_button, _ config: UnsafePointer<bg_button_config>?) -> bg_status {
    mutateButton("bg_button_set_base_config", button) { object throws(ABIError) in
        let config = try CInput.out(UnsafeMutablePointer(mutating: config), "config")
        object.model.baseConfiguration = try ButtonConfiguration(config.pointee, radii: object.theme.theme.radii)
    }
}

/// Copies the base configuration.
@c @implementation public func bg_button_get_base_config(_ button: bg_button, _ out: UnsafeMutablePointer<bg_button_config>?) -> bg_status {
    abiCall("bg_button_get_base_config") { () throws(ABIError) in
        let out = try CInput.outStruct(out, "out")
        write(try buttons.withObject(button.id) { (object: ButtonObject) in
            object.baseOutput.view(of: object.model.baseConfiguration)
        }, to: out)
    }
}

/// Copies the effective configuration.
@c @implementation public func bg_button_get_effective_config(_ button: bg_button,
                                                              _ out: UnsafeMutablePointer<bg_button_config>?) -> bg_status {
    abiCall("bg_button_get_effective_config") { () throws(ABIError) in
        let out = try CInput.outStruct(out, "out")
        write(try buttons.withObject(button.id) { (object: ButtonObject) throws(ABIError) in
            let configuration = try object.updating { () throws(ProviderFailure) in try object.model.effectiveConfiguration }
            return object.effectiveOutput.view(of: configuration)
        }, to: out)
    }
}

/// Sets a built-in provider.
@c @implementation public func bg_button_set_provider(_ button: bg_button, _ kind: Int32, _ styleName: UnsafePointer<CChar>?) -> bg_status {
    mutateButton("bg_button_set_provider", button) { object throws(ABIError) in
        let kind: ProviderKind = try CInput.enumValue(kind, "kind")
        switch kind {
        case .none: object.setBuiltInProvider(.none)
        case .plain: object.setBuiltInProvider(.plain)
        case .style:
            let name = try CInput.string(styleName, "style_name")
            guard let preset = object.theme.theme.buttonStylePreset(name) else {
                throw ABIError(.notFound, "the theme has no button style \"\(name)\"")
            }
            object.setBuiltInProvider(.styled(preset))
        }
    }
}

/// Sets the host's provider.
@c @implementation public func bg_button_set_host_provider(_ button: bg_button, _ fn: bg_provider_fn?,
                                                           _ userData: UnsafeMutableRawPointer?, _ destroy: bg_destroy_fn?) -> bg_status {
    buttons.registerCallback("bg_button_set_host_provider", id: button.id, fn, userData, destroy) { $0.setHostProvider($1) }
}

/// The plain provider's edit of `config`.
@c @implementation public func bg_button_plain_update(_ button: bg_button, _ state: UInt32,
                                                      _ config: UnsafeMutablePointer<bg_button_config>?) -> bg_status {
    abiCall("bg_button_plain_update") { () throws(ABIError) in
        let config = try CInput.out(config, "config")
        try buttons.withObject(button.id) { (object: ButtonObject) throws(ABIError) in
            var configuration = try ButtonConfiguration(config.pointee, radii: object.theme.theme.radii)
            ConfigurationProvider.dim(&configuration, ProviderContext(state: try controlState(state), style: object.model.style))
            configuration.writeColors(into: &config.pointee)
        }
    }
}

/// Enables or disables the button.
@c @implementation public func bg_button_set_enabled(_ button: bg_button, _ enabled: Int32) -> bg_status {
    mutateButton("bg_button_set_enabled", button) { object in object.model.isEnabled = enabled != 0 }
}

/// Selects or deselects the button.
@c @implementation public func bg_button_set_selected(_ button: bg_button, _ selected: Int32) -> bg_status {
    mutateButton("bg_button_set_selected", button) { object in object.model.isSelected = selected != 0 }
}

/// The control state.
@c @implementation public func bg_button_get_state(_ button: bg_button, _ out: UnsafeMutablePointer<UInt32>?) -> bg_status {
    abiCall("bg_button_get_state") { () throws(ABIError) in
        let out = try CInput.out(out, "out_state")
        out.pointee = try buttons.withObject(button.id) { (object: ButtonObject) in
            object.model.state.rawValue
        }
    }
}

/// Runs the pending update.
@c @implementation public func bg_button_flush(_ button: bg_button, _ outUpdated: UnsafeMutablePointer<Int32>?) -> bg_status {
    abiCall("bg_button_flush") { () throws(ABIError) in
        let updated = try buttons.withObject(button.id) { (object: ButtonObject) throws(ABIError) in
            try object.updating { () throws(ProviderFailure) in try object.model.flush() }
        }
        outUpdated?.pointee = updated ? 1 : 0
    }
}

/// How many updates have run.
@c @implementation public func bg_button_update_count(_ button: bg_button, _ out: UnsafeMutablePointer<UInt64>?) -> bg_status {
    abiCall("bg_button_update_count") { () throws(ABIError) in
        let out = try CInput.out(out, "out_count")
        out.pointee = try buttons.withObject(button.id) { (object: ButtonObject) in UInt64(object.model.updateCount) }
    }
}

/// Sets or clears the updated callback.
@c @implementation public func bg_button_set_updated_callback(_ button: bg_button, _ fn: bg_button_updated_fn?,
                                                              _ userData: UnsafeMutableRawPointer?, _ destroy: bg_destroy_fn?) -> bg_status {
    buttons.registerCallback("bg_button_set_updated_callback", id: button.id, fn, userData, destroy) { $0.setUpdated($1) }
}

/// Sets or clears the action.
@c @implementation public func bg_button_set_action(_ button: bg_button, _ fn: bg_button_action_fn?,
                                                    _ userData: UnsafeMutableRawPointer?, _ destroy: bg_destroy_fn?) -> bg_status {
    buttons.registerCallback("bg_button_set_action", id: button.id, fn, userData, destroy) { $0.setAction($1) }
}

/// Sets or clears the text measurer.
@c @implementation public func bg_button_set_measure_callback(_ button: bg_button, _ fn: bg_measure_fn?,
                                                              _ userData: UnsafeMutableRawPointer?, _ destroy: bg_destroy_fn?) -> bg_status {
    buttons.registerCallback("bg_button_set_measure_callback", id: button.id, fn, userData, destroy) { $0.setMeasureCallback($1) }
}

/// Sets or clears the image measurer.
@c @implementation public func bg_button_set_image_measure_callback(_ button: bg_button, _ fn: bg_image_measure_fn?,
                                                                    _ userData: UnsafeMutableRawPointer?,
                                                                    _ destroy: bg_destroy_fn?) -> bg_status {
    buttons.registerCallback("bg_button_set_image_measure_callback", id: button.id, fn, userData, destroy) { $0.setImageMeasure($1) }
}

/// Sets the accessibility label and identifier.
@c @implementation public func bg_button_set_accessibility(_ button: bg_button, _ label: UnsafePointer<CChar>?,
                                                           _ identifier: UnsafePointer<CChar>?) -> bg_status {
    mutateButton("bg_button_set_accessibility", button) { object throws(ABIError) in
        let label = try CInput.optionalString(label, "label")
        let identifier = try CInput.optionalString(identifier, "identifier")
        object.model.accessibilityLabel = label
        object.model.accessibilityIdentifier = identifier
    }
}

// MARK: Helpers

/// Runs `body` on a live button, refused from inside its provider or measurers.
func mutateButton(_ name: StaticString, _ button: bg_button, _ body: (ButtonObject) throws(ABIError) -> Void) -> bg_status {
    abiCall(name) { () throws(ABIError) in
        try buttons.withObject(button.id, mutating: true) { (object: ButtonObject) throws(ABIError) in try body(object) }
    }
}

/// Validated `BG_STATE_*` flags.
func controlState(_ flags: UInt32) throws(ABIError) -> ControlState {
    let state = ControlState(rawValue: flags)
    guard ControlState.all.isSuperset(of: state) else {
        throw ABIError(.invalidArgument, "state 0x\(String(flags, radix: 16)) has unknown flags")
    }
    return state
}
