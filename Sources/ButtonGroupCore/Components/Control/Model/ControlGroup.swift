/// A group's label: what it is called in menus and in the overflow (the iOS component's
/// `ControlGroup(_:systemImage:content:)`).
public struct ControlLabel: Hashable, Sendable {
    /// The title; an empty title is no label.
    public var title: String
    /// The host's name for its image, or nil.
    public var image: String?

    /// Creates a label.
    public init(title: String, image: String? = nil) {
        self.title = title
        self.image = image
    }
}

/// Related buttons drawn as one control. Each button keeps its own action; the group only
/// changes how they are drawn (its style and label style).
public struct ControlGroup: Hashable, Sendable {
    /// The label, or nil.
    public var label: ControlLabel?
    /// The buttons, in reading order.
    public var buttons: [ControlButton]
    /// How the buttons are drawn.
    public var style: ControlGroupStyle
    /// What each button shows.
    public var labelStyle: ControlLabelStyle
    /// Sized to its content rather than filling the width offered (content context); a palette
    /// always is.
    public var isFixedSize: Bool
    /// The whole group disabled, as SwiftUI's `.disabled(true)` on a ControlGroup: every button
    /// is drawn dimmed, ignores taps and focus, reads as not enabled, whatever its own flag.
    public var isDisabled: Bool

    /// Creates a group.
    public init(label: ControlLabel? = nil, buttons: [ControlButton], style: ControlGroupStyle = .automatic,
                labelStyle: ControlLabelStyle = .automatic, isFixedSize: Bool = false, isDisabled: Bool = false) {
        self.label = label
        self.buttons = buttons
        self.style = style
        self.labelStyle = labelStyle
        self.isFixedSize = isFixedSize
        self.isDisabled = isDisabled
    }

    /// Whether the group is drawn as one button presenting a menu of its buttons: the menu and
    /// compact menu styles.
    public static func presentsMenu(_ style: ControlGroupStyle) -> Bool { style == .menu || style == .compactMenu }

    /// Whether button `index` is disabled: its own flag, or the whole group's.
    public func isButtonDisabled(_ index: Int) -> Bool { isDisabled || buttons[index].isDisabled }

    /// Whether every button is disabled (a menu-style group's button and its overflow submenu
    /// are then disabled too).
    public var isEntirelyDisabled: Bool { isDisabled || buttons.allSatisfy(\.isDisabled) }

    /// Whether the group has a label it can be shown under (a non-empty title).
    public var isLabeled: Bool { !(label?.title.isEmpty ?? true) }

    /// Whether the overflow menu can list the group: it has a label to put its buttons under,
    /// or it is a single button (listed as that button).
    public var isListable: Bool { isLabeled || buttons.count == 1 }

    /// Whether the group mixes momentary buttons with a choice's segments.
    public var mixesSelection: Bool {
        buttons.contains { $0.selection == .momentary } && buttons.contains { $0.selection != .momentary }
    }

    /// The style drawn in `context` at `placement`: automatic resolves to navigation in a
    /// toolbar's navigation placement, else to joined segments.
    public func resolvedStyle(context: ControlContext, placement: ToolbarPlacement) -> ControlGroupStyle {
        guard style == .automatic else { return style }
        return context == .toolbar && placement == .navigation ? .navigation : .segmented
    }

    /// The label style drawn with `style` (resolved) in `context`: a palette always shows
    /// icons; automatic follows SwiftUI's automatic label style: icons in the navigation style,
    /// and in a toolbar for joined segments and a menu-style group's button (a toolbar shows a
    /// Menu's icon alone; the title when there is no icon), the title and the icon elsewhere.
    public func resolvedLabelStyle(style: ControlGroupStyle, context: ControlContext) -> ControlLabelStyle {
        if style == .palette { return .iconOnly }
        guard labelStyle == .automatic else { return labelStyle }
        switch style {
        case .navigation, .palette: return .iconOnly
        case .automatic, .segmented, .menu, .compactMenu: return context == .toolbar ? .iconOnly : .titleAndIcon
        }
    }
}

extension ControlLabelStyle {
    /// What a button of `title` and `image` shows in this (resolved) label style: icon only
    /// falls back to the title when there is no image, so nothing is ever blank.
    public func shows(title: String, image: String?) -> (title: String?, image: String?) {
        switch self {
        case .titleOnly: return (title, nil)
        case .iconOnly: return image == nil ? (title, nil) : (nil, image)
        case .automatic, .titleAndIcon: return (title, image)
        }
    }
}
