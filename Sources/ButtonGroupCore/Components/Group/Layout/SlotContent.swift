import BGFoundations
import BGTokens

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

    /// The item shown; nil for More.
    let item: Int?
    let presentation: Presentation
    let role: ButtonRole
    let icon: String?
    /// The measured content ("" title when the presentation hides it).
    let content: ButtonContent

    /// Describes the slot of item `index` shown as the layout's slot `position`.
    init(item: ButtonGroupItem, index: Int, position: Int, layout: GroupLayoutParameters,
         style: GroupStyle, measure: TextMeasureCache) {
        let isProminentSlot = layout.kind == .prominent && position == 0
        switch layout.kind {
        case .allRound: presentation = .iconAndTitle
        case .prominent: presentation = isProminentSlot ? .iconAndTitle : (item.icon == nil ? .titleOnly : .iconOnly)
        }
        self.item = index
        role = item.role(inProminentSlot: isProminentSlot)
        icon = item.icon
        let title = presentation == .iconOnly ? "" : item.title
        content = ButtonContent(
            imageSize: item.icon == nil ? nil : Size(width: style.iconSize, height: style.iconSize),
            title: title,
            titleSize: title.isEmpty ? .zero : measure.size(of: title, in: style.font, memo: index),
            titleFont: style.font, titleMemo: index)
    }

    /// Describes the More button.
    init(moreIcon: String, style: GroupStyle) {
        item = nil
        presentation = .iconOnly
        role = .secondary
        icon = moreIcon
        content = ButtonContent(imageSize: Size(width: style.iconSize, height: style.iconSize), title: "",
                                titleSize: .zero, titleFont: style.font)
    }

    /// The width the slot needs to show its content without truncation: an icon-only slot is
    /// a square of the button height, the others their content's natural width.
    func naturalWidth(style: GroupStyle) -> Double {
        switch presentation {
        case .iconOnly: return style.buttonHeight
        case .titleOnly, .iconAndTitle: return ButtonContentLayout.sizeThatFits(content, metrics: style.contentMetrics).width
        }
    }
}
