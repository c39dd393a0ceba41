import BGFoundations

/// A button group's state: items, parameters, the latest layout, pointer tracking, focus
/// and the presented action sheet. Interactions return ``GroupEvent``s for the embedding
/// layer to run; the model itself calls nothing.
///
/// Any change of items, parameters, style or measurer invalidates the layout; the next
/// interaction lays out again at the last requested width.
public final class ButtonGroupModel {
    /// The width, scale and direction of the latest layout request.
    public struct Viewport: Hashable, Sendable {
        /// Width in points.
        public var width: Double
        /// Pixels per point.
        public var scale: Double
        /// Reading direction.
        public var direction: LayoutDirection

        /// Creates a viewport.
        public init(width: Double, scale: Double, direction: LayoutDirection) {
            self.width = width
            self.scale = scale
            self.direction = direction
        }
    }

    /// The items, in order.
    public private(set) var items: [ButtonGroupItem]
    /// Layout, strings and overflow options.
    public var parameters: GroupParameters { didSet { invalidate(resetsOverflowMemory: true) } }
    /// Token values of the layout.
    public var style: GroupStyle { didSet { invalidate(resetsOverflowMemory: true) } }
    /// The measuring cache in use.
    public private(set) var measure: TextMeasureCache
    /// The sheet presented and not yet answered.
    public private(set) var presentedSheet: ActionSheet?
    /// The slot with keyboard focus.
    public private(set) var focusedSlot: Int?

    /// Bumped whenever the layout or a slot state changes, so views of it can be reused.
    public private(set) var layoutRevision = 0

    private var viewport: Viewport?
    private var cachedLayout: GroupLayout?
    private var pointer = PointerTracker()
    private var visibleItemMemory: Int?

    /// Creates a model.
    public init(items: [ButtonGroupItem] = [], parameters: GroupParameters, style: GroupStyle,
                measurer: any TextMeasuring) {
        self.items = items
        self.parameters = parameters
        self.style = style
        self.measure = TextMeasureCache(measurer: measurer)
    }

    /// Replaces the items (a group's `update(with:)`). Dismisses a presented sheet and
    /// drops focus and pointer tracking, which referred to the old items.
    public func update(items newItems: [ButtonGroupItem]) {
        items = newItems
        presentedSheet = nil
        focusedSlot = nil
        invalidate(resetsOverflowMemory: true)
    }

    /// Replaces the measurer (and so the cache).
    public func setMeasurer(_ measurer: any TextMeasuring) {
        measure = TextMeasureCache(measurer: measurer)
        invalidate(resetsOverflowMemory: false)
    }

    /// Lays out in `viewport`; states (highlight, focus, disabled) are filled in.
    /// A repeated request with nothing changed returns the cached layout.
    public func layout(in viewport: Viewport) -> GroupLayout {
        if viewport != self.viewport { cachedLayout = nil }
        self.viewport = viewport
        return cachedLayout ?? relayout(in: viewport)
    }

    /// The latest layout, laid out again if something changed since; nil before the first
    /// layout request.
    public func currentLayout() -> GroupLayout? {
        if let cachedLayout { return cachedLayout }
        guard let viewport else { return nil }
        return relayout(in: viewport)
    }

    private func relayout(in viewport: Viewport) -> GroupLayout {
        var result = GroupLayoutEngine.layout(
            GroupLayoutInput(items: items, parameters: parameters, style: style, width: viewport.width,
                             grid: PixelGrid(scale: viewport.scale), direction: viewport.direction,
                             previousVisibleItemCount: visibleItemMemory),
            measure: measure)
        visibleItemMemory = result.visibleItemCount
        if let focused = focusedSlot, focused >= result.slots.count || !canActivate(result.slots[focused]) {
            focusedSlot = nil
        }
        if let tracked = pointer.trackedTarget, tracked >= result.slots.count { pointer.reset() }
        applyStates(to: &result)
        cachedLayout = result
        layoutRevision &+= 1
        return result
    }

    // MARK: Interaction

    /// A complete tap: activates the enabled slot whose hit frame contains `point`.
    public func tap(at point: Point) throws(GroupStateError) -> (slot: Int?, events: [GroupEvent]) {
        guard let layout = currentLayout() else { throw .notLaidOut }
        guard let slot = layout.slots.indices.first(where: {
            layout.slots[$0].hitFrame.contains(point) && canActivate(layout.slots[$0])
        }) else { return (nil, []) }
        return (slot, activation(of: slot, in: layout))
    }

    /// Feeds a pointer event through the touch-tracking state machine.
    public func pointer(_ phase: PointerPhase, at point: Point) throws(GroupStateError) -> (slot: Int?, events: [GroupEvent]) {
        guard let layout = currentLayout() else { throw .notLaidOut }
        let before = pointer.highlightedTarget
        let fired = pointer.handle(phase, at: point, hitFrames: layout.slots.map(\.hitFrame),
                                   isEnabled: { self.canActivate(layout.slots[$0]) })
        if pointer.highlightedTarget != before { refreshStates() }
        guard let fired else { return (nil, []) }
        return (fired, activation(of: fired, in: layout))
    }

    /// Moves keyboard focus; returns the focused slot.
    public func focus(_ move: FocusMove) throws(GroupStateError) -> Int? {
        guard let layout = currentLayout() else { throw .notLaidOut }
        focusedSlot = FocusNavigator.target(after: move, from: focusedSlot, count: layout.slots.count,
                                            canFocus: { self.canActivate(layout.slots[$0]) })
        refreshStates()
        return focusedSlot
    }

    /// Activates the focused slot.
    public func activateFocused() throws(GroupStateError) -> [GroupEvent] {
        guard let layout = currentLayout() else { throw .notLaidOut }
        guard let focusedSlot else { throw .nothingFocused }
        return activation(of: focusedSlot, in: layout)
    }

    /// Activates slot `index` of the current layout as a tap would (nothing for a disabled item).
    public func activate(slot index: Int) throws(GroupStateError) -> [GroupEvent] {
        guard let layout = currentLayout() else { throw .notLaidOut }
        guard layout.slots.indices.contains(index) else {
            throw .indexOutOfRange(index: index, count: layout.slots.count)
        }
        return activation(of: index, in: layout)
    }

    /// Chooses entry `index` of the presented sheet: dismisses it and fires that item.
    public func chooseSheetItem(_ index: Int) throws(GroupStateError) -> [GroupEvent] {
        guard let sheet = presentedSheet else { throw .noSheetPresented }
        guard sheet.entries.indices.contains(index) else {
            throw .indexOutOfRange(index: index, count: sheet.entries.count)
        }
        presentedSheet = nil
        return itemEvents(sheet.entries[index].item)
    }

    /// Dismisses the presented sheet (its cancel button); fires nothing.
    public func dismissSheet() throws(GroupStateError) {
        guard presentedSheet != nil else { throw .noSheetPresented }
        presentedSheet = nil
    }

    // MARK: Private

    private func activation(of slot: Int, in layout: GroupLayout) -> [GroupEvent] {
        switch layout.slots[slot].kind {
        case .item:
            return layout.slots[slot].item.map(itemEvents) ?? []
        case .more:
            let sheet = ActionSheet(strings: parameters.strings, items: items, overflow: layout.overflow)
            presentedSheet = sheet
            return [.presentSheet(sheet)]
        }
    }

    private func itemEvents(_ index: Int) -> [GroupEvent] {
        guard items.indices.contains(index), !items[index].isDisabled else { return [] }
        return items[index].hasNavigation ? [.action(item: index), .navigate(item: index)] : [.action(item: index)]
    }

    private func canActivate(_ slot: SlotLayout) -> Bool {
        guard let index = slot.item else { return true }
        return items.indices.contains(index) && !items[index].isDisabled
    }

    private func invalidate(resetsOverflowMemory: Bool) {
        cachedLayout = nil
        pointer.reset()
        if resetsOverflowMemory { visibleItemMemory = nil }
    }

    private func refreshStates() {
        guard var layout = cachedLayout else { return }
        applyStates(to: &layout)
        cachedLayout = layout
        layoutRevision &+= 1
    }

    private func applyStates(to layout: inout GroupLayout) {
        for index in layout.slots.indices {
            var state: ControlState = []
            if !canActivate(layout.slots[index]) { state.insert(.disabled) }
            if pointer.highlightedTarget == index { state.insert(.highlighted) }
            if focusedSlot == index { state.insert(.focused) }
            layout.slots[index].state = state
        }
    }
}
