/// The widths at which an item moves into and out of an overflow (a toolbar's menu, a button
/// group's More sheet), so a host can plan its window sizes.
public struct OverflowBreakpoint: Hashable, Sendable {
    /// The item.
    public var item: Int
    /// Below this width, the item is in the overflow (infinite: always).
    public var movesIn: Double
    /// At this width or wider, an item in the overflow comes back (`movesIn` plus the
    /// hysteresis); infinite for an item that never shows.
    public var movesOut: Double

    /// Creates a breakpoint.
    public init(item: Int, movesIn: Double, movesOut: Double) {
        self.item = item
        self.movesIn = movesIn
        self.movesOut = movesOut
    }
}
