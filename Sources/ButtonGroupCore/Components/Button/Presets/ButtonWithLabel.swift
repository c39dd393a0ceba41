import BGFoundations

/// The label-and-icon button (the iOS "ButtonWithLabel"): a label on a translucent background
/// with insets on every side, followed by an icon, centred on one line and pressed as one.
///
/// It is a configuration-based button like any other — the same content layout, state machine
/// and action — showing ``configuration(_:style:)``: the title, then the icon trailing after
/// the label's inset, the label's leading inset as content inset, no background of its own.
/// As in the iOS component's stack of a label button (insets on every side) and an icon button
/// (none), centred: the label's background is the title grown by the insets
/// (``ButtonLayout/labelBackground``, square, its edges on the pixel grid, ending where the
/// icon starts) and the intrinsic height is the taller of the label and the bare icon.
public enum ButtonWithLabel {
    /// What a label button of one type shows.
    public struct Content: Hashable, Sendable {
        /// The label's text.
        public var title: String
        /// The icon's name.
        public var icon: String

        /// Creates content.
        public init(title: String, icon: String) {
            self.title = title
            self.icon = icon
        }
    }

    /// The theme's values of the label buttons.
    public struct Style: Hashable, Sendable {
        /// The label's inset on every side.
        public var labelInsets: Double
        /// The label's background color.
        public var labelBackground: RGBAColor
        /// What each type shows.
        public var content: [ButtonWithLabelType: Content]

        /// Creates a style.
        public init(labelInsets: Double, labelBackground: RGBAColor, content: [ButtonWithLabelType: Content]) {
            self.labelInsets = labelInsets
            self.labelBackground = labelBackground
            self.content = content
        }

        /// The label's background as the layout engine draws it.
        public var labelDecoration: LabelDecoration {
            LabelDecoration(insets: labelInsets, color: labelBackground)
        }
    }

    /// The configuration a label button of `type` shows.
    public static func configuration(_ type: ButtonWithLabelType, style: Style) -> ButtonConfiguration {
        let content = style.content[type] ?? Content(title: "", icon: "")
        var configuration = ButtonConfiguration()
        configuration.title = content.title
        configuration.image = ButtonImage(name: content.icon, size: nil)
        configuration.imagePlacement = .trailing
        configuration.imagePadding = style.labelInsets
        let inset = style.labelInsets
        configuration.contentInsets = .directional(DirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: 0))
        configuration.background = nil
        return configuration
    }
}

/// A background behind a button's title alone: its frame is the title's grown by `insets`.
public struct LabelDecoration: Hashable, Sendable {
    /// How far the background reaches beyond the title on every side.
    public var insets: Double
    /// Its color.
    public var color: RGBAColor

    /// Creates a decoration.
    public init(insets: Double, color: RGBAColor) {
        self.insets = insets
        self.color = color
    }
}
