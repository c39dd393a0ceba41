import CButtonGroup
import ButtonGroupCore

/// Draws a group's latest layout as SVG.
@c @implementation public func bg_group_svg(_ group: bg_group, _ options: UnsafePointer<bg_picture_options>?,
                                            _ out: UnsafeMutablePointer<bg_svg>?) -> bg_status {
    abiCall("bg_group_svg") { () throws(ABIError) in
        let out = try PictureOutput.checked(out)
        var options = try PictureOutput.options(options)
        let svg = try groups.withObject(group.id, mutating: true) { (object: GroupObject) throws(ABIError) in
            let layout = try object.measuring { () throws(ABIError) in object.model.currentLayout() }
            guard let layout else { throw ABIError(.state, "the group has not been laid out (call bg_group_layout first)") }
            options.direction = object.model.viewport?.direction ?? .leftToRight
            let text = GroupPicture.svg(layout, theme: object.theme.theme, style: object.model.style, options: options)
            return object.picture.keep(text)
        }
        write(svg, to: out)
    }
}

/// Draws a button's latest layout as SVG.
@c @implementation public func bg_button_svg(_ button: bg_button, _ options: UnsafePointer<bg_picture_options>?,
                                             _ out: UnsafeMutablePointer<bg_svg>?) -> bg_status {
    abiCall("bg_button_svg") { () throws(ABIError) in
        let out = try PictureOutput.checked(out)
        var options = try PictureOutput.options(options)
        let svg = try buttons.withObject(button.id) { (object: ButtonObject) throws(ABIError) in
            // The layout and the configuration it shows, read together (see bg_button_layout).
            let (layout, configuration) = try object.updating { () throws(ProviderFailure) in
                (try object.model.currentLayout(), try object.model.effectiveConfiguration)
            }
            guard let layout else { throw ABIError(.state, "the button has not been laid out (call bg_button_layout first)") }
            options.direction = object.model.layoutRequest?.direction ?? .leftToRight
            let text = ButtonPicture.svg(layout, configuration: configuration, style: object.model.style, options: options)
            return object.picture.keep(text)
        }
        write(svg, to: out)
    }
}

/// Draws a toolbar's latest layout as SVG.
@c @implementation public func bg_toolbar_svg(_ toolbar: bg_toolbar, _ options: UnsafePointer<bg_picture_options>?,
                                              _ out: UnsafeMutablePointer<bg_svg>?) -> bg_status {
    abiCall("bg_toolbar_svg") { () throws(ABIError) in
        let out = try PictureOutput.checked(out)
        var options = try PictureOutput.options(options)
        let svg = try toolbars.withObject(toolbar.id, mutating: true) { (object: ToolbarObject) throws(ABIError) in
            let layout = try object.measuring { () throws(ABIError) in object.model.currentLayout() }
            guard let layout else { throw ABIError(.state, "the toolbar has not been laid out (call bg_toolbar_layout first)") }
            options.direction = object.model.viewport?.direction ?? .leftToRight
            let model = object.model
            let text = ToolbarPicture.svg(layout, items: model.items, style: model.style, context: model.context,
                                          focusedOverflow: model.focused?.kind == .overflow, options: options)
            return object.picture.keep(text)
        }
        write(svg, to: out)
    }
}
