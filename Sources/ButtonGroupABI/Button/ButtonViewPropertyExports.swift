import CButtonGroup
import ButtonGroupCore

// bg_button, the view's own properties beside its configuration: highlight, tint, content
// alignment (UIControl's and UIView's, not UIButton.Configuration's), and the reference its
// picture draws the background's image from.

/// Highlights or un-highlights the button.
@c @implementation public func bg_button_set_highlighted(_ button: bg_button, _ highlighted: Int32) -> bg_status {
    mutateButton("bg_button_set_highlighted", button) { object in object.model.isHighlighted = highlighted != 0 }
}

/// Sets the button's own tint, or goes back to the theme's.
@c @implementation public func bg_button_set_tint_color(_ button: bg_button, _ hasColor: Int32, _ color: UInt32) -> bg_status {
    mutateButton("bg_button_set_tint_color", button) { object in object.model.tintColor = RGBAColor(hasColor, color) }
}

/// The tint in effect.
@c @implementation public func bg_button_get_tint_color(_ button: bg_button, _ outHasOwn: UnsafeMutablePointer<Int32>?,
                                                        _ outColor: UnsafeMutablePointer<UInt32>?) -> bg_status {
    abiCall("bg_button_get_tint_color") { () throws(ABIError) in
        let out = try CInput.out(outColor, "out_color")
        let (own, tint) = try buttons.withObject(button.id) { (object: ButtonObject) in
            (object.model.tintColor != nil, object.model.tint)
        }
        outHasOwn?.pointee = own ? 1 : 0
        out.pointee = tint.rgba
    }
}

/// Sets the content alignment.
@c @implementation public func bg_button_set_content_alignment(_ button: bg_button, _ horizontal: Int32,
                                                               _ vertical: Int32) -> bg_status {
    mutateButton("bg_button_set_content_alignment", button) { object throws(ABIError) in
        let horizontal: ContentHorizontalAlignment = try CInput.enumValue(horizontal, "horizontal")
        let vertical: ContentVerticalAlignment = try CInput.enumValue(vertical, "vertical")
        object.model.contentHorizontalAlignment = horizontal
        object.model.contentVerticalAlignment = vertical
    }
}

/// The content alignment.
@c @implementation public func bg_button_get_content_alignment(_ button: bg_button, _ outHorizontal: UnsafeMutablePointer<Int32>?,
                                                               _ outVertical: UnsafeMutablePointer<Int32>?) -> bg_status {
    abiCall("bg_button_get_content_alignment") { () throws(ABIError) in
        let (horizontal, vertical) = try buttons.withObject(button.id) { (object: ButtonObject) in
            (object.model.contentHorizontalAlignment.rawValue, object.model.contentVerticalAlignment.rawValue)
        }
        outHorizontal?.pointee = horizontal
        outVertical?.pointee = vertical
    }
}

/// Sets the reference a picture draws the background's image from.
@c @implementation public func bg_button_set_background_image_href(_ button: bg_button, _ href: UnsafePointer<CChar>?) -> bg_status {
    mutateButton("bg_button_set_background_image_href", button) { object throws(ABIError) in
        object.model.backgroundImageHref = try CInput.optionalString(href, "href")
    }
}
