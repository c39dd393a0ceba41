/// Whether the first `count` candidates of a group (and More) fit a width at their natural
/// widths, in O(1) per question (the width policy asks it for several counts and widths).
struct FitTest: Sendable {
    private var prefixMaxWidth: [Double] = []
    private var prefixSumWidth: [Double] = []
    private var moreWidth = 0.0
    private var layout = GroupLayoutParameters.allRound(spacing: 0, cornerStyle: .none)

    /// Prepares the answers for `candidates` (reusing the storage of earlier ones).
    mutating func prepare(_ candidates: ArraySlice<SlotSpec>, more: SlotSpec, layout: GroupLayoutParameters,
                          style: GroupStyle) {
        prefixMaxWidth.removeAll(keepingCapacity: true)
        prefixSumWidth.removeAll(keepingCapacity: true)
        prefixMaxWidth.append(0)
        prefixSumWidth.append(0)
        for candidate in candidates {
            let natural = candidate.naturalWidth(style: style)
            prefixMaxWidth.append(max(prefixMaxWidth[prefixMaxWidth.count - 1], natural))
            prefixSumWidth.append(prefixSumWidth[prefixSumWidth.count - 1] + natural)
        }
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

    /// The narrowest width that ``fits(count:hasMore:width:)`` (up to rounding: the answer is
    /// checked against it and nudged up a representable step when needed).
    func requiredWidth(count: Int, hasMore: Bool) -> Double {
        let slotCount = count + (hasMore ? 1 : 0)
        guard slotCount > 0 else { return 0 }
        let gaps = SlotSizing.totalGap(slotCount: slotCount, layout: layout)
        var width: Double
        switch layout {
        case .allRound: width = gaps + Double(slotCount) * max(prefixMaxWidth[count], hasMore ? moreWidth : 0)
        case .prominent: width = prefixSumWidth[count] + (hasMore ? moreWidth : 0) + gaps
        }
        while !fits(count: count, hasMore: hasMore, width: width) { width = width.nextUp }
        return width
    }
}
