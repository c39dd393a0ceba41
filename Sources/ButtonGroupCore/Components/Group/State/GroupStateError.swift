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
    /// Sheet entry `index` lists `item`, which the latest layout shows on the bar again.
    case staleSheetEntry(index: Int, item: Int)

    /// A sentence for the error message.
    public var description: String {
        switch self {
        case .notLaidOut: return "the group has not been laid out yet"
        case .noSheetPresented: return "no action sheet is presented"
        case .indexOutOfRange(let index, let count): return "index \(index) is out of range (count \(count))"
        case .nothingFocused: return "no slot has keyboard focus"
        case .staleSheetEntry(let index, let item):
            return "sheet entry \(index) is stale: item \(item) came back from the More sheet since it was presented (dismiss it; present it again)"
        }
    }
}
