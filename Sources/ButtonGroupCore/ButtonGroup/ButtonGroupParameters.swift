/// How corners are rounded (DesignSystem.CornerRadiusTypes, plus capsule and fixed).
///
/// Raw values of the cases without payload are the C ABI's `BG_CORNER_*` constants.
public enum CornerStyle: Hashable, Sendable {
    /// Radius = half the height.
    case capsule
    /// Square corners.
    case none
    /// Theme token `radius/small`.
    case small
    /// Theme token `radius/medium`.
    case medium
    /// Theme token `radius/large`.
    case large
    /// A fixed radius in points (clamped to the capsule radius).
    case fixed(Double)
}

/// The two variants of the prominent layout.
public enum ProminentType: Int32, CaseIterable, Sendable {
    /// Secondary buttons stand apart, `spacing` between all slots.
    case relaxed = 0
    /// Secondary buttons are joined into one segmented run; `spacing` only before the run.
    case grouped = 1
}

/// The seed's `ButtonGroup.Layout`.
public enum GroupLayout: Hashable, Sendable {
    /// All slots equal width, `w = (W - (n-1) * spacing) / n`.
    case allRound(spacing: Double, cornerStyle: CornerStyle)
    /// Slot 0 prominent, taking the remaining width; the others secondary, sized to content.
    case prominent(type: ProminentType, spacing: Double, cornerStyle: CornerStyle)

    /// The space between slots.
    public var spacing: Double {
        switch self {
        case .allRound(let spacing, _), .prominent(_, let spacing, _): return spacing
        }
    }

    /// The corner style of the slots.
    public var cornerStyle: CornerStyle {
        switch self {
        case .allRound(_, let style), .prominent(_, _, let style): return style
        }
    }
}

/// The seed's `ButtonGroup.Strings`.
public struct GroupStrings: Hashable, Sendable {
    /// Title of the overflow action sheet.
    public var alertTitle: String?
    /// Message of the overflow action sheet.
    public var alertMessage: String?
    /// Title of the sheet's cancel button.
    public var alertCancelButtonTitle: String
    /// VoiceOver label of the More button.
    public var moreButtonAccessibilityLabel: String

    /// Creates strings; defaults are the seed's.
    public init(
        alertTitle: String? = nil,
        alertMessage: String? = nil,
        alertCancelButtonTitle: String = "Cancel",
        moreButtonAccessibilityLabel: String = "More"
    ) {
        self.alertTitle = alertTitle
        self.alertMessage = alertMessage
        self.alertCancelButtonTitle = alertCancelButtonTitle
        self.moreButtonAccessibilityLabel = moreButtonAccessibilityLabel
    }
}

/// When items move into the More sheet.
public enum OverflowPolicy: Int32, CaseIterable, Sendable {
    /// The seed's rule: with more than `maxVisible` items, the first `maxVisible - 1` show and
    /// the last slot is More.
    case count = 0
    /// The count rule, and also trailing items move into More while they do not fit the width
    /// (Compose Material 3 ButtonGroup), with hysteresis.
    case width = 1
}

/// The seed's `ButtonGroup.Parameters`, plus overflow options.
public struct GroupParameters: Hashable, Sendable {
    /// How slots are arranged.
    public var layout: GroupLayout
    /// Icon name of the More button.
    public var moreIcon: String
    /// Texts of the action sheet and the More button.
    public var strings: GroupStrings
    /// When items overflow.
    public var overflowPolicy: OverflowPolicy
    /// Most slots shown, More included (the seed: 3). 0 means no count limit.
    public var maxVisible: Int
    /// Extra points an overflowed item needs before it comes back (width policy only).
    public var overflowHysteresis: Double

    /// Creates parameters; defaults are the seed's (`.allRound()` with the `xs` spacer (8), capsule).
    public init(
        layout: GroupLayout = .allRound(spacing: 8, cornerStyle: .capsule),
        moreIcon: String = "ic_more_horiz",
        strings: GroupStrings = GroupStrings(),
        overflowPolicy: OverflowPolicy = .count,
        maxVisible: Int = 3,
        overflowHysteresis: Double = 8
    ) {
        self.layout = layout
        self.moreIcon = moreIcon
        self.strings = strings
        self.overflowPolicy = overflowPolicy
        self.maxVisible = maxVisible
        self.overflowHysteresis = overflowHysteresis
    }
}
