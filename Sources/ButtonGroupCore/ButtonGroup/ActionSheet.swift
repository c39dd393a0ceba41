/// The "More" action sheet a host presents (the seed's UIAlertController, as data).
public struct ActionSheet: Hashable, Sendable {
    /// The strings' alertTitle.
    public var title: String?
    /// The strings' alertMessage.
    public var message: String?
    /// The strings' alertCancelButtonTitle.
    public var cancelTitle: String
    /// Indices of the overflow items, in order: entry k of the sheet is item `items[k]`.
    public var items: [Int]
}

/// What the host must do after an interaction, in order.
public enum GroupEvent: Hashable, Sendable {
    /// Run the item's action.
    case action(item: Int)
    /// Call the navigate callback with the item (it has a navigation action).
    case navigate(item: Int)
    /// Present the overflow action sheet.
    case presentSheet(ActionSheet)
}

/// Interactions that are not possible in the group's current state.
public enum GroupStateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The group has never been laid out, so nothing can be hit, focused or activated.
    case notLaidOut
    /// No action sheet is presented.
    case noSheetPresented
    /// An index past the end of the slots or sheet entries.
    case indexOutOfRange(index: Int, count: Int)
    /// Nothing has keyboard focus.
    case nothingFocused

    /// A sentence for the error message.
    public var description: String {
        switch self {
        case .notLaidOut: return "the group has not been laid out yet"
        case .noSheetPresented: return "no action sheet is presented"
        case .indexOutOfRange(let index, let count): return "index \(index) is out of range (count \(count))"
        case .nothingFocused: return "no slot has keyboard focus"
        }
    }
}
