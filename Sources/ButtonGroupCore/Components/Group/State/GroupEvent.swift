/// What the host must do after an interaction with a group, in order.
public enum GroupEvent: Hashable, Sendable {
    /// Run the item's action.
    case action(item: Int)
    /// Call the navigate callback with the item (it has a navigation action).
    case navigate(item: Int)
    /// Present the overflow action sheet.
    case presentSheet(ActionSheet)
}
