/// The part of a bar a placement's items go to.
public enum BarSection: Hashable, Sendable {
    /// Packed from the bar's leading end.
    case leading
    /// Centred on the bar, pushed aside when the ends need the room.
    case centre
    /// Packed against the bar's trailing end (before the overflow button).
    case trailing
    /// Never on a bar: always in the overflow menu.
    case overflowMenu
}

extension ToolbarPlacement {
    /// The bar this placement's items go to, as iOS places SwiftUI's placements: the navigation
    /// bar (top) for every placement but the status and bottom-bar ones (the bottom toolbar) and
    /// the keyboard one (the keyboard's accessory bar). A secondary action belongs to the top
    /// bar's overflow menu.
    public var bar: ToolbarBar {
        switch self {
        case .status, .bottomBar: return .bottom
        case .keyboard: return .keyboard
        case .primaryAction, .navigation, .principal, .automatic, .secondaryAction, .confirmationAction,
             .cancellationAction, .destructiveAction, .topBarLeading, .topBarTrailing:
            return .top
        }
    }

    /// Where on its bar: navigation, cancellation and top-bar-leading items at the leading end;
    /// principal and status items centred; primary, automatic, confirmation, destructive and
    /// top-bar-trailing items at the trailing end; bottom-bar and keyboard items from the leading
    /// end (flexible spaces spread them; see ``sections(of:into:)`` for bottom-bar items after a
    /// status item); secondary actions in the overflow menu.
    public var section: BarSection {
        switch self {
        case .navigation, .cancellationAction, .topBarLeading, .bottomBar, .keyboard: return .leading
        case .principal, .status: return .centre
        case .primaryAction, .automatic, .confirmationAction, .destructiveAction, .topBarTrailing: return .trailing
        case .secondaryAction: return .overflowMenu
        }
    }
}

extension ToolbarPlacement {
    /// Fills `sections` (emptied, its storage kept) with each item's section: its placement's,
    /// except that a bottom-bar item (or flexible space) after a status item goes to the bottom
    /// bar's trailing end, so that "Compose, status, Filter" reads as iOS draws it: Compose at
    /// the leading end, the status centred, Filter at the trailing end. Allocates nothing once
    /// `sections` has grown.
    static func sections(of items: [ToolbarItem], into sections: inout [BarSection]) {
        sections.removeAll(keepingCapacity: true)
        var afterStatus = false
        for item in items {
            if item.placement == .status { afterStatus = true }
            sections.append(item.placement == .bottomBar && afterStatus ? .trailing : item.placement.section)
        }
    }
}

extension ToolbarBar {
    /// Fills `bars` (emptied, its storage kept) with the bars `items` fill, from the top: each
    /// bar one of them is placed on, and the top bar also when no item is placed anywhere else
    /// (an empty toolbar is one empty top bar). Allocates nothing once `bars` has grown.
    static func bars(of items: [ToolbarItem], into bars: inout [ToolbarBar]) {
        var top = false, bottom = false, keyboard = false
        for item in items {
            switch item.placement.bar {
            case .top: top = true
            case .bottom: bottom = true
            case .keyboard: keyboard = true
            }
        }
        bars.removeAll(keepingCapacity: true)
        if top || !(bottom || keyboard) { bars.append(.top) }
        if bottom { bars.append(.bottom) }
        if keyboard { bars.append(.keyboard) }
    }
}
