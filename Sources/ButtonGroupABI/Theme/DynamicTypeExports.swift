import CButtonGroup
import ButtonGroupCore

// Dynamic Type: a theme's content size category and the text styles' point sizes.

/// A new theme: `theme` with its content size category set.
@c @implementation public func bg_theme_with_content_size(_ theme: bg_theme, _ category: Int32,
                                                          _ out: UnsafeMutablePointer<bg_theme>?) -> bg_status {
    abiCall("bg_theme_with_content_size") { () throws(ABIError) in
        let out = try CInput.out(out, "out_theme")
        let category: ContentSizeCategory = try CInput.enumValue(category, "category")
        let base = try resolveTheme(theme).theme
        let json = "{\"typography\": {\"contentSizeCategory\": \"\(category.tokenName)\"}}"
        let scaled: Theme
        do throws(ThemeError) { scaled = try Theme.load(json: Array(json.utf8), base: base) } catch {
            throw ABIError(.parse, error.description)  // (never: the JSON is ours and valid)
        }
        guard let id = themes.insert(ThemeObject(theme: scaled)) else { throw themes.full }
        out.pointee = bg_theme(id: id)
    }
}

/// The theme's content size category.
@c @implementation public func bg_theme_content_size(_ theme: bg_theme, _ out: UnsafeMutablePointer<Int32>?) -> bg_status {
    abiCall("bg_theme_content_size") { () throws(ABIError) in
        let out = try CInput.out(out, "out_category")
        out.pointee = try resolveTheme(theme).theme.contentSizeCategory.rawValue
    }
}

/// The point size of a text style in a content size category.
@c @implementation public func bg_text_style_size(_ style: Int32, _ category: Int32,
                                                  _ out: UnsafeMutablePointer<Double>?) -> bg_status {
    abiCall("bg_text_style_size") { () throws(ABIError) in
        let out = try CInput.out(out, "out_points")
        let style: TextStyle = try CInput.enumValue(style, "style")
        let category: ContentSizeCategory = try CInput.enumValue(category, "category")
        out.pointee = DynamicType.pointSize(of: style, in: category)
    }
}
