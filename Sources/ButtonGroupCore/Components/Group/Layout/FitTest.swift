/// Whether the first `count` candidates of a group (and More) fit a width at their natural
/// widths, in O(1) per question (the width policy asks it for several counts and widths).
struct FitTest {
    let prefixMaxWidth: [Double]
    let prefixSumWidth: [Double]
    let moreWidth: Double
    let layout: GroupLayoutParameters

    init(candidates: [SlotContent], more: SlotContent, layout: GroupLayoutParameters, style: GroupStyle) {
        var maxima = [0.0], sums = [0.0]
        for candidate in candidates {
            let natural = candidate.naturalWidth(style: style)
            maxima.append(max(maxima[maxima.count - 1], natural))
            sums.append(sums[sums.count - 1] + natural)
        }
        prefixMaxWidth = maxima
        prefixSumWidth = sums
        moreWidth = more.naturalWidth(style: style)
        self.layout = layout
    }

    /// allRound: the widest of them fits an equal share; prominent: their widths and the gaps
    /// add up to at most `width`.
    func fits(count: Int, hasMore: Bool, width: Double) -> Bool {
        let slotCount = count + (hasMore ? 1 : 0)
        guard slotCount > 0 else { return true }
        let gaps = SlotSizing.totalGap(slotCount: slotCount, layout: layout)
        switch layout {
        case .allRound:
            let slotWidth = (width - gaps) / Double(slotCount)
            return prefixMaxWidth[count] <= slotWidth && (!hasMore || moreWidth <= slotWidth)
        case .prominent:
            return prefixSumWidth[count] + (hasMore ? moreWidth : 0) + gaps <= width
        }
    }
}
