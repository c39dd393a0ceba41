import BGButton
import BGFoundations

/// A control group's cells before they are placed: what each shows and the width it needs.
struct GroupCells {
    /// The style drawn (resolved).
    let style: ControlGroupStyle
    /// The label style drawn (resolved).
    let labelStyle: ControlLabelStyle
    /// Each cell's base configuration (before its state's dimming).
    let configurations: [ButtonConfiguration]
    /// Each cell's button (nil: a menu-style group's one cell).
    let buttons: [Int?]
    /// Each cell's natural width: its content's, at least the group's height (square).
    let natural: [Double]
    /// The separator between joined cells (0: none).
    let separatorWidth: Double
    /// The width the group needs to show everything whole.
    let naturalWidth: Double

    /// The cells of `group` at `placement` in `context`.
    init(_ group: ControlGroup, context: ControlContext, placement: ToolbarPlacement, style: ControlStyle,
         measuring: ButtonLayoutEngine.Measuring) {
        let drawn = group.resolvedStyle(context: context, placement: placement)
        let shows = group.resolvedLabelStyle(style: drawn, context: context)
        let configurations: [ButtonConfiguration]
        switch drawn {
        case .menu, .compactMenu:
            configurations = [SegmentContent.menu(group, labelStyle: shows, style: style)]
            buttons = [nil]
        case .automatic, .segmented, .navigation, .palette:
            configurations = group.buttons.map { SegmentContent.button($0, labelStyle: shows, style: style) }
            buttons = Array(group.buttons.indices)
        }
        self.style = drawn
        labelStyle = shows
        self.configurations = configurations
        natural = configurations.map {
            max(style.height, ButtonLayoutEngine.sizeThatFits($0, style: style.button, measuring: measuring).width)
        }
        separatorWidth = drawn == .segmented || drawn == .navigation ? style.separatorWidth : 0
        naturalWidth = natural.reduce(0, +) + separatorWidth * Double(max(0, natural.count - 1))
    }

    /// Whether the group takes its natural width in content rather than a share of the width:
    /// a fixed-size group, and a palette (a compact row of icons, as SwiftUI draws one).
    func isNaturalWidth(_ group: ControlGroup) -> Bool { group.isFixedSize || style == .palette }

    /// The cells' natural widths added up.
    var contentWidth: Double { natural.reduce(0, +) }

    /// Cell `index`'s width in a group `width` wide whose cells' natural widths add up to
    /// `content`: its natural width, scaled with the others when the group is wider or narrower
    /// than its content.
    func width(ofCell index: Int, inGroup width: Double, content: Double) -> Double {
        let room = max(0, width - separatorWidth * Double(max(0, natural.count - 1)))
        guard content > 0, room != content else { return natural[index] }
        return natural[index] * room / content
    }
}
