import CButtonGroup
import ButtonGroupCore

// bg_button, outputs and events: size, layout, pointer, activation, focus, accessibility.

/// The size that shows everything whole.
@c @implementation public func bg_button_size_that_fits(_ button: bg_button, _ out: UnsafeMutablePointer<bg_size>?) -> bg_status {
    abiCall("bg_button_size_that_fits") { () throws(ABIError) in
        let out = try CInput.out(out, "out_size")
        let size = try buttons.withObject(button.id) { (object: ButtonObject) throws(ABIError) in
            try object.updating { () throws(ProviderFailure) in try object.model.sizeThatFits() }
        }
        out.pointee = bg_size(size)
    }
}

/// Lays the button out.
@c @implementation public func bg_button_layout(_ button: bg_button, _ width: Double, _ height: Double, _ scale: Double,
                                                _ direction: Int32, _ out: UnsafeMutablePointer<bg_button_view>?) -> bg_status {
    abiCall("bg_button_layout") { () throws(ABIError) in
        let out = try CInput.out(out, "out")
        try CInput.structSize(out.pointee.struct_size, of: bg_button_view.self, atLeast: bg_button_view.firstVersionSize, "out")
        let size = Size(width: try CInput.length(width, "width"), height: try CInput.length(height, "height"))
        let scale = try CInput.scale(scale)
        let direction: LayoutDirection = try CInput.enumValue(direction, "direction")
        let view = try buttons.withObject(button.id) { (object: ButtonObject) throws(ABIError) in
            // The layout and the configuration it shows, read together: the updated callback
            // runs after them and may change the button again.
            let (layout, configuration) = try object.updating { () throws(ProviderFailure) in
                (try object.model.layout(size: size, scale: scale, direction: direction), try object.model.effectiveConfiguration)
            }
            var view = bg_button_view(layout, configuration: configuration, strings: object.viewStrings, runs: object.viewRuns)
            view.tint_color = object.model.tint.rgba
            object.viewDecorations.reset()
            (view.title_decorations, view.title_decoration_frames, view.title_decoration_count) =
                object.viewDecorations.arrays(of: layout.titleDecorations)
            (view.subtitle_decorations, view.subtitle_decoration_frames, view.subtitle_decoration_count) =
                object.viewDecorations.arrays(of: layout.subtitleDecorations)
            object.viewLines.reset()
            (view.title_lines, view.title_line_count) = object.viewLines.array(of: layout.titleLines)
            (view.subtitle_lines, view.subtitle_line_count) = object.viewLines.array(of: layout.subtitleLines)
            if let lines = layout.titleLines { view.title_truncated = lines.contains(where: \.isTruncated) ? 1 : 0 }
            if let lines = layout.subtitleLines { view.subtitle_truncated = lines.contains(where: \.isTruncated) ? 1 : 0 }
            return view
        }
        write(view, to: out)
    }
}

/// A pointer event.
@c @implementation public func bg_button_pointer(_ button: bg_button, _ phase: Int32, _ x: Double, _ y: Double,
                                                 _ outFired: UnsafeMutablePointer<Int32>?) -> bg_status {
    abiCall("bg_button_pointer") { () throws(ABIError) in
        let phase: PointerPhase = try CInput.enumValue(phase, "phase")
        let location = try CInput.point(x, y)
        let fired = try buttons.withObject(button.id, mutating: true) { (object: ButtonObject) throws(ABIError) in
            let fired: Bool
            do throws(ButtonStateError) {
                fired = try object.model.pointer(phase, at: location)
            } catch {
                throw ABIError(.state, error.description)
            }
            if fired { try object.fire() }
            return fired
        }
        outFired?.pointee = fired ? 1 : 0
    }
}

/// Activates the button.
@c @implementation public func bg_button_activate(_ button: bg_button) -> bg_status {
    abiCall("bg_button_activate") { () throws(ABIError) in
        try buttons.withObject(button.id, mutating: true) { (object: ButtonObject) throws(ABIError) in
            if object.model.activate() { try object.fire() }
        }
    }
}

/// Takes or gives up keyboard focus.
@c @implementation public func bg_button_set_focus(_ button: bg_button, _ focused: Int32,
                                                   _ outFocused: UnsafeMutablePointer<Int32>?) -> bg_status {
    abiCall("bg_button_set_focus") { () throws(ABIError) in
        let focused = try buttons.withObject(button.id, mutating: true) { (object: ButtonObject) in
            object.model.setFocused(focused != 0)
        }
        outFocused?.pointee = focused ? 1 : 0
    }
}

/// The accessibility description.
@c @implementation public func bg_button_get_accessibility(_ button: bg_button, _ out: UnsafeMutablePointer<bg_button_a11y>?) -> bg_status {
    abiCall("bg_button_get_accessibility") { () throws(ABIError) in
        let out = try CInput.outStruct(out, "out")
        write(try buttons.withObject(button.id) { (object: ButtonObject) throws(ABIError) in
            let node = try object.updating { () throws(ProviderFailure) in try object.model.accessibility() }
            return bg_button_a11y(node, strings: object.accessibilityStrings)
        }, to: out)
    }
}

extension bg_button_view {
    /// The struct's size in the first header: a caller built with it gets the fields it has.
    static let firstVersionSize = MemoryLayout<bg_button_view>.offset(of: \bg_button_view.content_frame)!

    /// The C view of `layout` of `configuration` (both borrowed, not copied), its strings in
    /// `strings` and runs in `runs` (both reset first).
    init(_ layout: borrowing ButtonLayout, configuration: borrowing ButtonConfiguration, strings: CStringArena, runs: CTextRunStorage) {
        strings.reset()
        runs.reset()
        let offsets = (title: strings.append(configuration.title, shownAs: layout.title),
                       subtitle: strings.append(configuration.subtitle, shownAs: layout.subtitle),
                       image: layout.imageFrame != nil ? strings.append(configuration.image?.name) : nil,
                       backgroundImage: layout.backgroundContent.image != nil ? strings.append(configuration.background?.image) : nil,
                       visualEffect: layout.backgroundContent.visualEffect != nil
                           ? strings.append(configuration.background?.visualEffect) : nil)
        self.init()
        state = layout.state.rawValue
        bounds = bg_rect(layout.bounds)
        hit_frame = bg_rect(layout.hitFrame)
        if let background = layout.background {
            has_background = 1
            background_frame = bg_rect(background.frame)
            corner_radius = background.cornerRadius
            stroke_frame = bg_rect(background.strokeFrame)
            stroke_corner_radius = background.strokeCornerRadius
        }
        if let frame = layout.imageFrame ?? layout.activityIndicatorFrame { image_frame = bg_rect(frame) }
        has_image = layout.imageFrame != nil ? 1 : 0
        has_activity_indicator = layout.activityIndicatorFrame != nil ? 1 : 0
        image = strings.pointer(offsets.image)
        title_frame = bg_rect(layout.titleFrame ?? .zero)
        title = strings.pointer(offsets.title)
        title_truncated = layout.title.isTruncated ? 1 : 0
        subtitle_frame = bg_rect(layout.subtitleFrame ?? .zero)
        subtitle = strings.pointer(offsets.subtitle)
        subtitle_truncated = layout.subtitle.isTruncated ? 1 : 0
        foreground_color = layout.paint.foreground.rgba
        title_color = layout.paint.title.rgba
        subtitle_color = layout.paint.subtitle.rgba
        (has_fill, fill_color) = layout.paint.fill.cValue
        (has_stroke, stroke_color) = layout.paint.stroke.cValue
        stroke_width = layout.paint.strokeWidth
        if let attributed = configuration.attributedTitle {
            (title_runs, title_run_count) = runs.array(of: attributed.displayedRuns(layout.title))
        }
        if let attributed = configuration.attributedSubtitle {
            (subtitle_runs, subtitle_run_count) = runs.array(of: attributed.displayedRuns(layout.subtitle))
        }
        content_frame = bg_rect(layout.contentFrame ?? .zero)
        background_image = strings.pointer(offsets.backgroundImage)
        visual_effect = strings.pointer(offsets.visualEffect)
        background_image_frame = bg_rect(layout.backgroundContent.image ?? .zero)
        visual_effect_frame = bg_rect(layout.backgroundContent.visualEffect ?? .zero)
        custom_view_frame = bg_rect(layout.backgroundContent.customView ?? .zero)
        has_custom_view = layout.backgroundContent.customView != nil ? 1 : 0
        if let frame = layout.labelBackground, let color = layout.paint.labelBackground {
            has_label_background = 1
            label_background_color = color.rgba
            label_background_frame = bg_rect(frame)
        }
    }
}

extension CStringArena {
    /// `text` as displayed with `fit`, without making a string: whole, its kept prefix, "…" and
    /// the marks closing the directional formatting the prefix leaves open, "" when not even "…"
    /// fits, nil when there is no text.
    func append(_ text: String?, shownAs fit: TextFit) -> Int? {
        let offset: Int
        switch fit {
        case .absent: return nil
        case .whole: offset = append(text ?? "")
        case .elided: offset = append("")
        case .truncated(let count):
            let whole = text ?? ""
            offset = append(whole, prefix: count, suffix: TextFit.suffix(truncating: whole.utf8.prefix(count)))
        }
        return offset
    }
}

extension bg_button_a11y {
    /// The C view of `node`, its strings in `strings` (reset first).
    init(_ node: ButtonAccessibility, strings: CStringArena) {
        strings.reset()
        let offsets = (label: strings.append(node.label), value: strings.append(node.value), identifier: strings.append(node.identifier))
        self.init()
        enabled = node.isEnabled ? 1 : 0
        label = strings.pointer(offsets.label)
        value = strings.pointer(offsets.value)
        identifier = strings.pointer(offsets.identifier)
        frame = bg_rect(node.frame)
        selected = node.isSelected ? 1 : 0
        busy = node.isBusy ? 1 : 0
    }
}
