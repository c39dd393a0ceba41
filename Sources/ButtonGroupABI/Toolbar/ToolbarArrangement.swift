import CButtonGroup
import ButtonGroupCore

/// Numbers which cells a toolbar's layouts show (`bg_toolbar_view.arrangement`,
/// `bg_toolbar_frames.arrangement`): the number changes when the items were replaced or another
/// set of groups moved into the overflow menu, since the layout it last numbered, and never
/// otherwise. The cells shown follow from the items and the groups overflowed alone (their order
/// and buttons come from the items; the direction only mirrors frames), so two layouts with the
/// same number show the same cells in the same order. Never 0.
final class ToolbarArrangement {
    @exclusivity(unchecked) private var number: UInt32 = 0
    /// The items generation and overflowed items of the layout numbered last.
    @exclusivity(unchecked) private var generation: Int?
    @exclusivity(unchecked) private var overflowed: [Int] = []

    /// The number of `layout`, a layout of the items of generation `itemsGeneration`.
    func number(of layout: borrowing ToolbarLayout, itemsGeneration: Int) -> UInt32 {
        if generation != itemsGeneration || overflowed != layout.overflowed {
            number = number == UInt32.max ? 1 : number + 1
            generation = itemsGeneration
            overflowed.removeAll(keepingCapacity: true)
            overflowed.append(contentsOf: layout.overflowed)
        }
        return number
    }
}
