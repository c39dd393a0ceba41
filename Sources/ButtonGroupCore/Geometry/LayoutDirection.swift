/// Reading direction. Raw values are the C ABI's `BG_DIRECTION_*`.
public enum LayoutDirection: Int32, CaseIterable, Sendable {
    /// Left to right.
    case leftToRight = 0
    /// Right to left: visual order, frames and corners are mirrored.
    case rightToLeft = 1
}
