import CButtonGroup
import ButtonGroupCore
#if canImport(Glibc)
import Glibc
#endif

// The button's values between C and the core: validated on the way in, converted on the way out.

extension ButtonConfiguration {
    /// Validates and converts `c` (`name` prefixes the fields in errors); `radii` resolve the
    /// named corner styles SMALL, MEDIUM and LARGE.
    init(_ c: bg_button_config, radii: RadiusScale, name: String = "config") throws(ABIError) {
        try CInput.structSize(c.struct_size, of: bg_button_config.self, name)
        try c.checkLimits(name)
        self.init()
        title = try CInput.optionalString(c.title, "\(name).title")
        subtitle = try CInput.optionalString(c.subtitle, "\(name).subtitle")
        if let image = try CInput.optionalString(c.image, "\(name).image") {
            let size = try CInput.size(c.image_size, "\(name).image_size")
            self.image = ButtonImage(name: image, size: size == .zero ? nil : size)
        }
        titleFont = try FontSpec(c.title_font, "\(name).title_font")
        subtitleFont = try FontSpec(c.subtitle_font, "\(name).subtitle_font")
        titleColor = RGBAColor(c.has_title_color, c.title_color)
        titleRuns = try TextRun.runs(c.title_runs, count: c.title_run_count, of: title, "\(name).title_runs")
        subtitleRuns = try TextRun.runs(c.subtitle_runs, count: c.subtitle_run_count, of: subtitle, "\(name).subtitle_runs")
        subtitleColor = RGBAColor(c.has_subtitle_color, c.subtitle_color)
        foregroundColor = RGBAColor(c.has_foreground_color, c.foreground_color)
        showsActivityIndicator = c.shows_activity_indicator != 0
        imagePlacement = try CInput.enumValue(c.image_placement, "\(name).image_placement")
        titleAlignment = try CInput.enumValue(c.title_alignment, "\(name).title_alignment")
        let insets = try EdgeInsets(c.content_insets, "\(name).content_insets")
        contentInsets = c.directional_insets != 0
            ? .directional(DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right))
            : .nondirectional(insets)
        imagePadding = try CInput.length(c.image_padding, "\(name).image_padding")
        titlePadding = try CInput.length(c.title_padding, "\(name).title_padding")
        background = c.has_background != 0 ? try BackgroundConfiguration(c.background, radii: radii, name: "\(name).background") : nil
    }

    /// This configuration as a `bg_button_config` whose strings live in `strings` and runs in
    /// `runs` (valid until they are reset).
    func cValue(strings: CStringArena, runs: CTextRunStorage) -> bg_button_config {
        // Offsets first: the arena may move while it grows.
        let offsets = (title: strings.append(title), subtitle: strings.append(subtitle), image: strings.append(image?.name),
                       titleFamily: strings.append(titleFont?.family), subtitleFamily: strings.append(subtitleFont?.family),
                       effect: strings.append(background?.visualEffect), backgroundImage: strings.append(background?.image))
        var c = bg_button_config()
        c.struct_size = UInt32(MemoryLayout<bg_button_config>.size)
        c.image_placement = imagePlacement.rawValue
        c.title = strings.pointer(offsets.title)
        c.subtitle = strings.pointer(offsets.subtitle)
        c.image = strings.pointer(offsets.image)
        c.image_size = bg_size(image?.size ?? .zero)
        c.title_font = bg_font(titleFont, family: strings.pointer(offsets.titleFamily))
        c.subtitle_font = bg_font(subtitleFont, family: strings.pointer(offsets.subtitleFamily))
        (c.has_title_color, c.title_color) = titleColor.cValue
        (c.has_subtitle_color, c.subtitle_color) = subtitleColor.cValue
        (c.has_foreground_color, c.foreground_color) = foregroundColor.cValue
        c.shows_activity_indicator = showsActivityIndicator ? 1 : 0
        c.title_alignment = titleAlignment.rawValue
        switch contentInsets {
        case .directional(let insets):
            c.directional_insets = 1
            c.content_insets = bg_insets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        case .nondirectional(let insets):
            c.content_insets = bg_insets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        }
        c.image_padding = imagePadding
        c.title_padding = titlePadding
        (c.title_runs, c.title_run_count) = runs.array(of: titleRuns)
        (c.subtitle_runs, c.subtitle_run_count) = runs.array(of: subtitleRuns)
        if let background {
            c.has_background = 1
            c.background = background.cValue(visualEffect: strings.pointer(offsets.effect),
                                              image: strings.pointer(offsets.backgroundImage))
        }
        return c
    }

    /// Writes this configuration's colors into `c`, leaving the rest of it as it is (what the
    /// plain provider changes).
    func writeColors(into c: inout bg_button_config) {
        (c.has_title_color, c.title_color) = titleColor.cValue
        (c.has_subtitle_color, c.subtitle_color) = subtitleColor.cValue
        (c.has_foreground_color, c.foreground_color) = foregroundColor.cValue
        if let background, c.has_background != 0 {
            (c.background.has_fill_color, c.background.fill_color) = background.fillColor.cValue
            (c.background.has_stroke_color, c.background.stroke_color) = background.strokeColor.cValue
        }
    }
}

extension bg_button_config {
    /// Refuses with `BG_E_NO_MEMORY`, before any of it is copied, a configuration beyond the
    /// limits on one call: more than ``Limits/maximumItems`` text runs, or more than
    /// ``Limits/maximumUpdateBytes`` of strings (each string's own limit is checked as it is
    /// copied: here it counts up to one byte beyond it).
    func checkLimits(_ name: String) throws(ABIError) {
        let runs = Int(title_run_count) + Int(subtitle_run_count)
        guard runs <= Limits.maximumItems else {
            throw ABIError(.noMemory, "\(name) has \(runs) text runs, more than BG_MAX_ITEMS (\(Limits.maximumItems))")
        }
        func length(_ string: UnsafePointer<CChar>?) -> Int { string.map { strnlen($0, Limits.maximumStringBytes + 1) } ?? 0 }
        var bytes = [title, subtitle, image, title_font.family, subtitle_font.family].reduce(0) { $0 + length($1) }
        if has_background != 0 { bytes += length(background.visual_effect) + length(background.image) }
        for (runs, count) in [(title_runs, title_run_count), (subtitle_runs, subtitle_run_count)] {
            for index in 0..<(runs == nil ? 0 : Int(count)) {
                bytes += length(runs?[index].font.family)
                guard bytes <= Limits.maximumUpdateBytes else { break }
            }
        }
        guard bytes <= Limits.maximumUpdateBytes else {
            throw ABIError(.noMemory, "\(name)'s strings (its text runs' font families included) are more than "
                           + "BG_MAX_UPDATE_BYTES (\(Limits.maximumUpdateBytes) bytes)")
        }
    }
}

extension BackgroundConfiguration {
    /// Validates and converts `c`.
    init(_ c: bg_background_config, radii: RadiusScale, name: String) throws(ABIError) {
        self.init()
        fillColor = RGBAColor(c.has_fill_color, c.fill_color)
        strokeColor = RGBAColor(c.has_stroke_color, c.stroke_color)
        strokeWidth = try CInput.length(c.stroke_width, "\(name).stroke_width")
        strokeOutset = try CInput.offset(c.stroke_outset, "\(name).stroke_outset")
        let kind: CornerStyleKind = try CInput.enumValue(c.corner_style, "\(name).corner_style")
        switch kind {
        case .none: cornerStyle = nil
        case .capsule: cornerStyle = .capsule
        case .small: cornerStyle = .fixed(radii.small)
        case .medium: cornerStyle = .fixed(radii.medium)
        case .large: cornerStyle = .fixed(radii.large)
        case .fixed: cornerStyle = .fixed(try CInput.length(c.corner_radius, "\(name).corner_radius"))
        }
        imageContentMode = try CInput.enumValue(c.image_content_mode, "\(name).image_content_mode")
        visualEffect = try CInput.optionalString(c.visual_effect, "\(name).visual_effect")
        image = try CInput.optionalString(c.image, "\(name).image")
        customViewSize = c.has_custom_view != 0 ? try CInput.size(c.custom_view_size, "\(name).custom_view_size") : nil
    }

    /// This background as a `bg_background_config` with the given strings.
    func cValue(visualEffect: UnsafePointer<CChar>?, image: UnsafePointer<CChar>?) -> bg_background_config {
        var c = bg_background_config()
        (c.has_fill_color, c.fill_color) = fillColor.cValue
        (c.has_stroke_color, c.stroke_color) = strokeColor.cValue
        c.stroke_width = strokeWidth
        c.stroke_outset = strokeOutset
        switch cornerStyle {
        case nil: c.corner_style = CornerStyleKind.none.rawValue
        case .capsule?: c.corner_style = CornerStyleKind.capsule.rawValue
        case .fixed(let radius)?:
            c.corner_style = CornerStyleKind.fixed.rawValue
            c.corner_radius = radius
        }
        c.image_content_mode = imageContentMode.rawValue
        c.visual_effect = visualEffect
        c.image = image
        if let size = customViewSize {
            c.has_custom_view = 1
            c.custom_view_size = bg_size(size)
        }
        return c
    }
}

extension RGBAColor {
    /// The color a C (has_color, color) pair states, or nil.
    init?(_ has: Int32, _ rgba: UInt32) {
        guard has != 0 else { return nil }
        self.init(rgba: rgba)
    }
}

extension Optional where Wrapped == RGBAColor {
    /// The C (has_color, color) pair.
    var cValue: (Int32, UInt32) {
        map { (1, $0.rgba) } ?? (0, 0)
    }
}

extension FontSpec {
    /// The font `c` states, or nil when its family is NULL (the theme's). Its token — what a
    /// measure callback receives — is "<family> <size> <weight>".
    init?(_ c: bg_font, _ name: @autoclosure () -> String) throws(ABIError) {
        guard let family = try CInput.optionalString(c.family, "\(name()).family") else { return nil }
        let size = try CInput.length(c.size, "\(name()).size", positive: true)
        guard (100...900).contains(c.weight) else {
            throw ABIError(.invalidArgument, "\(name()).weight must be 100...900 (got \(c.weight))")
        }
        self.init(token: "\(family) \(size) \(c.weight)", family: family, size: size, weight: Int(c.weight))
    }
}

extension bg_font {
    /// The C form of `font` (zero with a NULL family when nil), its family at `family`.
    init(_ font: FontSpec?, family: UnsafePointer<CChar>?) {
        self.init(family: family, size: font?.size ?? 0, weight: Int32(font?.weight ?? 0), reserved: 0)
    }
}

extension EdgeInsets {
    /// Validated insets: each a length.
    init(_ c: bg_insets, _ name: @autoclosure () -> String) throws(ABIError) {
        self.init(top: try CInput.length(c.top, "\(name()).top"), left: try CInput.length(c.left, "\(name()).left"),
                  bottom: try CInput.length(c.bottom, "\(name()).bottom"), right: try CInput.length(c.right, "\(name()).right"))
    }
}
