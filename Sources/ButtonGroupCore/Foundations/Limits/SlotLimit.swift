extension Limits {
    /// Whether `value` is a valid limit on a component's visible slots (a group's
    /// `maxVisible`): 0 for no limit, or at least ``minimumMaxVisible``, so that a component
    /// that overflows still shows one item beside its More button.
    public static func isSlotLimit(_ value: Int) -> Bool {
        value == 0 || value >= minimumMaxVisible
    }
}
