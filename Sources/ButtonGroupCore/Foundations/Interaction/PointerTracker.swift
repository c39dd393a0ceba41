/// The UIControl touch-tracking state machine over a set of hit frames.
///
/// Down on an enabled target starts tracking it, highlighted. Moving outside its hit frame
/// removes the highlight and moving back restores it; up while inside fires it; up outside
/// and cancel fire nothing. A down while already tracking starts over on the new target.
public struct PointerTracker: Hashable, Sendable {
    /// The target being tracked, if any.
    public private(set) var trackedTarget: Int?
    /// Whether the pointer is inside the tracked target's hit frame.
    public private(set) var isInside = false

    /// A tracker that tracks nothing.
    public init() {}

    /// The target shown highlighted: the tracked one while the pointer is inside it.
    public var highlightedTarget: Int? { isInside ? trackedTarget : nil }

    /// Feeds one event; returns the target that fires, if any.
    ///
    /// - Parameters:
    ///   - hitFrames: the targets' hit frames, by index.
    ///   - isEnabled: whether a target can be pressed.
    public mutating func handle(_ phase: PointerPhase, at point: Point, hitFrames: [Rect],
                                isEnabled: (Int) -> Bool) -> Int? {
        switch phase {
        case .down:
            trackedTarget = hitFrames.indices.first { hitFrames[$0].contains(point) && isEnabled($0) }
            isInside = trackedTarget != nil
            return nil
        case .move:
            guard let target = trackedTarget, hitFrames.indices.contains(target) else { return reset() }
            isInside = hitFrames[target].contains(point)
            return nil
        case .up:
            guard let target = trackedTarget, hitFrames.indices.contains(target) else { return reset() }
            let fires = hitFrames[target].contains(point) && isEnabled(target)
            _ = reset()
            return fires ? target : nil
        case .cancel:
            return reset()
        }
    }

    /// Follows the tracked target to `index` after a relayout moved it among the targets (the
    /// press goes on).
    public mutating func retarget(to index: Int) {
        guard trackedTarget != nil else { return }
        trackedTarget = index
    }

    /// Stops tracking (after a relayout that changed the targets, for example).
    @discardableResult
    public mutating func reset() -> Int? {
        trackedTarget = nil
        isInside = false
        return nil
    }
}
