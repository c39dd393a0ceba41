import BGTokens

/// How a group arranges its slots: the layout parameters (the result is a ``GroupLayout``).
public enum GroupLayoutParameters: Hashable, Sendable {
    /// All slots equal width, `w = (W - (n-1) * spacing) / n`.
    case allRound(spacing: Double, cornerStyle: CornerStyle)
    /// Slot 0 prominent, taking the remaining width; the others secondary, sized to content.
    case prominent(type: ProminentType, spacing: Double, cornerStyle: CornerStyle)

    /// Which of the two layouts.
    public var kind: GroupLayoutKind {
        switch self {
        case .allRound: return .allRound
        case .prominent: return .prominent
        }
    }

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

/// The texts of the More button and its action sheet.
public struct GroupStrings: Hashable, Sendable {
    /// Title of the overflow action sheet; nil for none.
    public var alertTitle: String?
    /// Message of the overflow action sheet; nil for none.
    public var alertMessage: String?
    /// Title of the sheet's cancel button.
    public var alertCancelButtonTitle: String
    /// What a screen reader says for the More button.
    public var moreButtonAccessibilityLabel: String

    /// Creates strings. Defaults live in the theme (``Theme/groupParameters``).
    public init(alertTitle: String?, alertMessage: String?, alertCancelButtonTitle: String,
                moreButtonAccessibilityLabel: String) {
        self.alertTitle = alertTitle
        self.alertMessage = alertMessage
        self.alertCancelButtonTitle = alertCancelButtonTitle
        self.moreButtonAccessibilityLabel = moreButtonAccessibilityLabel
    }
}

/// A group's parameters: layout, the More button and its sheet, and when items overflow.
/// Defaults live in the theme (``Theme/groupParameters``).
public struct GroupParameters: Hashable, Sendable {
    /// How slots are arranged.
    public var layout: GroupLayoutParameters
    /// Icon name of the More button.
    public var moreIcon: String
    /// Texts of the action sheet and the More button.
    public var strings: GroupStrings
    /// When items overflow.
    public var overflowPolicy: OverflowPolicy
    /// Most slots shown, More included. 0 means no count limit.
    public var maxVisible: Int
    /// Extra points an overflowed item needs before it comes back (width policy only).
    public var overflowHysteresis: Double

    /// Creates parameters.
    public init(layout: GroupLayoutParameters, moreIcon: String, strings: GroupStrings,
                overflowPolicy: OverflowPolicy, maxVisible: Int, overflowHysteresis: Double) {
        self.layout = layout
        self.moreIcon = moreIcon
        self.strings = strings
        self.overflowPolicy = overflowPolicy
        self.maxVisible = maxVisible
        self.overflowHysteresis = overflowHysteresis
    }
}
