/// Whether `count` candidates of a group (and More) fit a width at their natural widths, in
/// O(1) per question (the width policy asks it for several counts and widths). The candidates
/// shown are the first `count`, or with a kept item beyond them the first `count - 1` and it.
struct FitTest: Sendable {
    private var naturalWidths: [Double] = []
    private var prefixMaxWidth: [Double] = []
    private var prefixSumWidth: [Double] = []
    private var moreWidth = 0.0
    private var layout = GroupLayoutParameters.allRound(spacing: 0, cornerStyle: .none)

    /// Prepares the answers for `candidates` (reusing the storage of earlier ones).
    mutating func prepare(_ candidates: ArraySlice<SlotSpec>, more: SlotSpec, layout: GroupLayoutParameters,
                          style: GroupStyle) {
        naturalWidths.removeAll(keepingCapacity: true)
        prefixMaxWidth.removeAll(keepingCapacity: true)
        prefixSumWidth.removeAll(keepingCapacity: true)
        prefixMaxWidth.append(0)
        prefixSumWidth.append(0)
        for candidate in candidates {
            let natural = candidate.naturalWidth(style: style)
            naturalWidths.append(natural)
            prefixMaxWidth.append(max(prefixMaxWidth[prefixMaxWidth.count - 1], natural))
            prefixSumWidth.append(prefixSumWidth[prefixSumWidth.count - 1] + natural)
        }
        moreWidth = more.naturalWidth(style: style)
        self.layout = layout
    }

    /// The widest and the total natural width of the `count` candidates shown with `kept`.
    private func shown(count: Int, kept: Int?) -> (widest: Double, total: Double) {
        guard let kept, kept >= count, count > 0 else { return (prefixMaxWidth[count], prefixSumWidth[count]) }
        let natural = naturalWidths[kept]
        return (max(prefixMaxWidth[count - 1], natural), prefixSumWidth[count - 1] + natural)
    }

    /// allRound: the widest of them fits an equal share; prominent: their widths and the gaps
    /// add up to at most `width`.
    func fits(count: Int, kept: Int? = nil, hasMore: Bool, width: Double) -> Bool {
        let slotCount = count + (hasMore ? 1 : 0)
        guard slotCount > 0 else { return true }
        let gaps = SlotSizing.totalGap(slotCount: slotCount, layout: layout)
        let shown = shown(count: count, kept: kept)
        switch layout {
        case .allRound:
            let slotWidth = (width - gaps) / Double(slotCount)
            return shown.widest <= slotWidth && (!hasMore || moreWidth <= slotWidth)
        case .prominent:
            return shown.total + (hasMore ? moreWidth : 0) + gaps <= width
        }
    }

    /// The narrowest width that ``fits(count:kept:hasMore:width:)`` with nothing kept (up to
    /// rounding: the answer is checked against it and nudged up a representable step when
    /// needed).
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
