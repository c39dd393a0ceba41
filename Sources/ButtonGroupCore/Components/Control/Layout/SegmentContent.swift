import BGButton
import BGFoundations

/// What one cell of a control group shows, as a configuration-based button: the one content
/// layout places it, and the plain provider draws its state (disabled and pressed cells dimmed).
///
/// A segment shows its button's title and image as the resolved label style says; a selected
/// segment has the selected fill. A menu-style group's one cell shows the group's label and
/// keeps room after it for the menu indicator.
enum SegmentContent {
    /// The configuration of a cell showing `title` and `image`.
    static func configuration(title: String?, image: String?, selected: Bool, trailingRoom: Double,
                              style: ControlStyle) -> ButtonConfiguration {
        var configuration = ButtonConfiguration()
        configuration.title = title
        configuration.image = image.map { ButtonImage(name: $0, size: Size(width: style.iconSize, height: style.iconSize)) }
        configuration.contentInsets = .directional(DirectionalEdgeInsets(
            top: 0, leading: style.horizontalInset, bottom: 0, trailing: style.horizontalInset + trailingRoom))
        configuration.imagePadding = style.imagePadding
        configuration.foregroundColor = style.button.tint
        if selected {
            var background = BackgroundConfiguration()
            background.fillColor = style.selectedFill
            configuration.background = background
        } else {
            configuration.background = nil
        }
        return configuration
    }

    /// The configuration of button `index` of `group` drawn in `labelStyle` (resolved).
    static func button(_ button: ControlButton, labelStyle: ControlLabelStyle, style: ControlStyle) -> ButtonConfiguration {
        let shown = labelStyle.shows(title: button.title, image: button.image)
        return configuration(title: shown.title, image: shown.image, selected: button.selection == .on,
                             trailingRoom: 0, style: style)
    }

    /// The configuration of a menu-style group's cell: its label, then room for the indicator.
    static func menu(_ group: ControlGroup, labelStyle: ControlLabelStyle, style: ControlStyle) -> ButtonConfiguration {
        let label = group.label ?? ControlLabel(title: "")
        let shown = label.title.isEmpty ? (title: nil, image: label.image) : labelStyle.shows(title: label.title, image: label.image)
        return configuration(title: shown.title, image: shown.image, selected: false,
                             trailingRoom: style.imagePadding + style.iconSize, style: style)
    }

    /// The effective configuration in `state`: the plain provider's dimming.
    static func effective(_ configuration: ButtonConfiguration, state: ControlState, style: ControlStyle) -> ButtonConfiguration {
        var effective = configuration
        try? ConfigurationProvider.plain.update(&effective, ProviderContext(state: state, style: style.button))
        return effective
    }
}
