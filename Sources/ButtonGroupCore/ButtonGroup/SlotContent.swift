/// What one slot shows and how much room that needs, before it is placed.
struct SlotContent {
    /// How the slot presents its item.
    enum Presentation {
        /// Icon (if any) and title side by side (allRound slots, the prominent slot).
        case iconAndTitle
        /// Icon alone in a square (prominent secondaries with an icon, the More button).
        case iconOnly
        /// Title alone (prominent secondaries without an icon).
        case titleOnly
    }

    let kind: SlotKind
    let presentation: Presentation
    let role: ButtonRole
    let title: String
    let icon: String?
    /// Measured size of the full title ("" when the presentation hides it).
    let titleSize: Size

    /// Describes the slot of item `index` shown as the layout's slot `position`.
    init(item: ButtonGroupItem, index: Int, position: Int, layout: GroupLayout,
         style: LayoutStyle, measure: TextMeasureCache) {
        let isProminentSlot: Bool
        switch layout {
        case .allRound: isProminentSlot = false
        case .prominent: isProminentSlot = position == 0
        }
        switch layout {
        case .allRound: presentation = .iconAndTitle
        case .prominent: presentation = isProminentSlot ? .iconAndTitle : (item.icon == nil ? .titleOnly : .iconOnly)
        }
        kind = .item(index)
        role = item.role != .automatic ? item.role : (isProminentSlot ? .primary : .secondary)
        icon = item.icon
        title = presentation == .iconOnly ? "" : item.title
        titleSize = title.isEmpty ? .zero : measure.size(ofItem: index, title: title)
    }

    /// Describes the More button.
    init(moreIcon: String) {
        kind = .more
        presentation = .iconOnly
        role = .secondary
        title = ""
        icon = moreIcon
        titleSize = .zero
    }

    /// The width the slot needs to show its content without truncation.
    func naturalWidth(style: LayoutStyle) -> Double {
        switch presentation {
        case .iconOnly:
            return style.buttonHeight
        case .titleOnly:
            return 2 * style.paddingHorizontal + titleSize.width
        case .iconAndTitle:
            let iconWidth = icon == nil ? 0 : style.iconSize
            let gap = icon != nil && titleSize.width > 0 ? style.iconTitleSpacing : 0
            return 2 * style.paddingHorizontal + iconWidth + gap + titleSize.width
        }
    }
}
