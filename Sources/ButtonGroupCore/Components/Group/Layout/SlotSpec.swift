import BGFoundations
import BGTokens

/// What one slot shows and how much room that needs, before it is placed. A plain value, so
/// a relayout keeps a reusable array of them.
struct SlotSpec: Hashable, Sendable {
    /// The item shown; nil for More.
    var item: Int?
    /// Icon alone in a square of the button height (prominent secondaries with an icon, More).
    var isIconOnly: Bool
    var role: ButtonRole
    /// Whether the item is disabled (drawn disabled, never fires).
    var isDisabled: Bool
    /// The icon's size, when the slot shows one.
    var imageSize: Size?
    /// The title's measured size, when the slot shows one (the presentation may hide it).
    var titleSize: Size?

    /// The content to place (a group's slots have no subtitle; kept as its two sizes, the slot
    /// is 24 bytes smaller than with a whole ``ButtonContent``: a group of N items keeps N).
    var content: ButtonContent {
        ButtonContent(imageSize: imageSize, titleSize: titleSize, subtitleSize: nil)
    }

    /// The slot of item `index` shown as the layout's slot `position`: in allRound and the
    /// prominent slot its icon (if any) and title; a prominent secondary shows its icon alone
    /// when it has one, else its title alone.
    init(item: UnsafePointer<ButtonGroupItem>, index: Int, position: Int, layout: GroupLayoutKind,
         style: borrowing GroupStyle, font: borrowing TextMeasureCache.Font, measure: TextMeasureCache) {
        let isProminentSlot = layout == .prominent && position == 0
        let hasIcon = item.pointee.icon != nil
        self.item = index
        isIconOnly = layout == .prominent && !isProminentSlot && hasIcon
        role = item.pointee.role(inProminentSlot: isProminentSlot)
        isDisabled = item.pointee.isDisabled
        let showsTitle = !isIconOnly && !item.pointee.title.isEmpty
        imageSize = hasIcon ? Size(width: style.iconSize, height: style.iconSize) : nil
        titleSize = showsTitle ? measure.size(of: item.pointee.title, in: font, memo: index) : nil
    }

    /// The More button: its icon alone.
    init(moreButtonWith style: borrowing GroupStyle) {
        item = nil
        isIconOnly = true
        role = .secondary
        isDisabled = false
        imageSize = Size(width: style.iconSize, height: style.iconSize)
        titleSize = nil
    }

    /// The width the slot needs to show its content without truncation: an icon-only slot is
    /// a square of the button height, the others their content's natural width.
    func naturalWidth(style: GroupStyle) -> Double {
        isIconOnly ? style.buttonHeight
            : ButtonContentLayout.sizeThatFits(content, metrics: style.contentMetrics.resolved(.leftToRight)).width
    }
}
