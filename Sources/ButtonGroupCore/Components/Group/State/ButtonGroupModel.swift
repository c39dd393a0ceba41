import BGFoundations

/// A button group's state: items, parameters, the latest layout, pointer tracking, focus
/// and the presented action sheet. Interactions return ``GroupEvent``s for the embedding
/// layer to run; the model itself calls nothing.
///
/// Any change of items, parameters, style or measurer invalidates the layout; the next
/// interaction lays out again at the last requested width.
///
/// Its stored properties skip Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`):
/// the model calls nothing but its measurer, and its owner refuses mutations from inside the
/// measure callback, so no two accesses to them overlap. The checks were a fifth of a
/// relayout's instructions.
public final class ButtonGroupModel {
    /// The width, scale and direction of a layout request.
    public typealias Viewport = BGFoundations.Viewport

    /// What the next layout is made of: items, parameters, style, and the latest viewport.
    @exclusivity(unchecked) private var input: GroupLayoutInput

    /// The items, in order.
    public var items: [ButtonGroupItem] { input.items }
    /// Layout, strings and overflow options.
    public var parameters: GroupParameters {
        get { input.parameters }
        set {
            input.parameters = newValue
            contentChanged()
            invalidate(resetsOverflowMemory: true)
        }
    }
    /// Token values of the layout.
    public var style: GroupStyle {
        get { input.style }
        set {
            input.style = newValue
            contentChanged()
            invalidate(resetsOverflowMemory: true)
        }
    }
    /// The measuring cache in use.
    @exclusivity(unchecked) public private(set) var measure: TextMeasureCache
    /// The sheet presented and not yet answered.
    @exclusivity(unchecked) public private(set) var presentedSheet: ActionSheet?
    /// Whether the host can present the action sheet. When it cannot (no one to show it to),
    /// activating More presents nothing and no sheet is ever considered presented.
    @exclusivity(unchecked) public var canPresentSheets = true
    /// The slot with keyboard focus.
    @exclusivity(unchecked) public private(set) var focusedSlot: Int?

    /// Bumped whenever the layout or a slot state changes, so views of it can be reused.
    @exclusivity(unchecked) public private(set) var layoutRevision = 0

    /// The viewport of the latest layout request (nil before the first).
    @exclusivity(unchecked) public private(set) var viewport: Viewport?
    /// The latest layout, its storage reused by the next one.
    @exclusivity(unchecked) private var laidOut: GroupLayout
    /// Whether ``laidOut`` is the layout of the current items, parameters and viewport.
    @exclusivity(unchecked) private var isLaidOut = false
    @exclusivity(unchecked) private var scratch = GroupLayoutScratch()
    @exclusivity(unchecked) private var pointer = PointerTracker()
    @exclusivity(unchecked) private var visibleItemMemory: Int?
    /// The slots whose state carries the highlighted and focused flags.
    @exclusivity(unchecked) private var marked: (highlight: Int?, focus: Int?) = (nil, nil)

    /// Creates a model.
    public init(items: [ButtonGroupItem] = [], parameters: GroupParameters, style: GroupStyle,
                measurer: any TextMeasuring) {
        input = GroupLayoutInput(items: items, parameters: parameters, style: style, width: 0,
                                 grid: PixelGrid(scale: 1), direction: .leftToRight, contentRevision: 0)
        self.measure = TextMeasureCache(measurer: measurer)
        laidOut = GroupLayout(parameters: parameters, style: style)
    }

    /// Replaces the items (a group's `update(with:)`). Dismisses a presented sheet and
    /// drops focus and pointer tracking, which referred to the old items.
    ///
    /// - Returns: the sheet it dismissed, if one was presented (the host must take it down).
    @discardableResult
    public func update(items newItems: [ButtonGroupItem]) -> ActionSheet? {
        let dismissed = presentedSheet
        input.items = newItems
        contentChanged()
        presentedSheet = nil
        focusedSlot = nil
        invalidate(resetsOverflowMemory: true)
        return dismissed
    }

    /// What interactions and layout requests change: the viewport, focus, pointer tracking,
    /// the presented sheet and the overflow memory. Saved before a call that may fail, and
    /// put back with ``restore(_:)`` when it does, so a failed call changes nothing.
    public struct InteractionState {
        fileprivate let viewport: Viewport?
        fileprivate let focusedSlot: Int?
        fileprivate let presentedSheet: ActionSheet?
        fileprivate let pointer: PointerTracker
        fileprivate let visibleItemMemory: Int?
    }

    /// The current ``InteractionState``.
    public var interactionState: InteractionState {
        InteractionState(viewport: viewport, focusedSlot: focusedSlot, presentedSheet: presentedSheet,
                         pointer: pointer, visibleItemMemory: visibleItemMemory)
    }

    /// Puts back a saved ``InteractionState``; the next layout request lays out again.
    public func restore(_ state: InteractionState) {
        viewport = state.viewport
        focusedSlot = state.focusedSlot
        presentedSheet = state.presentedSheet
        pointer = state.pointer
        visibleItemMemory = state.visibleItemMemory
        isLaidOut = false
    }

    /// Withdraws `sheet` if it is still the presented one (the host could not present it).
    public func withdrawSheet(_ sheet: ActionSheet) {
        if presentedSheet == sheet { presentedSheet = nil }
    }

    /// Replaces the measurer (and so the cache).
    public func setMeasurer(_ measurer: any TextMeasuring) {
        measure = TextMeasureCache(measurer: measurer)
        contentChanged()
        invalidate(resetsOverflowMemory: false)
    }

    /// Lays out in `viewport`; states (highlight, focus, disabled) are filled in.
    /// A repeated request with nothing changed returns the cached layout.
    public func layout(in viewport: Viewport) -> GroupLayout {
        withLayout(in: viewport) { $0 }
    }

    /// Lays out in `viewport` (as ``layout(in:)``) and lends the layout to `body` without
    /// copying it.
    public func withLayout<R>(in viewport: Viewport, _ body: (borrowing GroupLayout) throws -> R) rethrows -> R {
        if viewport != self.viewport { isLaidOut = false }
        self.viewport = viewport
        if !isLaidOut { relayout(in: viewport) }
        return try Self.lend(&laidOut, to: body)
    }

    /// The widths at which each item moves into and out of the More sheet
    /// (``GroupLayoutEngine/breakpoints(_:measure:scratch:)``), so a host can plan its window
    /// sizes.
    public func breakpoints() -> [OverflowBreakpoint] {
        withUnsafePointer(to: &input) { input in
            GroupLayoutEngine.breakpoints(input.pointee, measure: measure, scratch: &scratch)
        }
    }

    /// The latest layout, laid out again if something changed since; nil before the first
    /// layout request.
    public func currentLayout() -> GroupLayout? {
        guard let viewport else { return nil }
        if !isLaidOut { relayout(in: viewport) }
        return laidOut
    }

    private func relayout(in viewport: Viewport) {
        // What the press and focus are on, in the layout before this one: they follow it, and
        // the width policy keeps its item out of the sheet.
        let pressed = pointer.trackedTarget.flatMap(target(ofSlot:))
        let focused = focusedSlot.flatMap(target(ofSlot:))
        input.width = viewport.width
        input.grid = PixelGrid(scale: viewport.scale)
        input.direction = viewport.direction
        input.previousVisibleItemCount = visibleItemMemory
        input.keptItem = pressed?.item ?? focused?.item
        Self.layOut(&input, measure: measure, into: &laidOut, scratch: &scratch)
        isLaidOut = true
        visibleItemMemory = laidOut.visibleItemCount
        focusedSlot = focused.flatMap(slot(of:)).flatMap { canActivate($0, in: laidOut) ? $0 : nil }
        if pointer.trackedTarget != nil {
            if let slot = pressed.flatMap(slot(of:)) { pointer.retarget(to: slot) } else { pointer.reset() }
        }
        marked = (nil, nil)  // the engine wrote fresh states
        applyStates()
    }

    /// Lends `layout` to `body`. A stored property passed straight to a closure is copied (a
    /// dozen references retained and released), since the closure could reach the model; an
    /// `inout` one is exclusively ours for the call, so it is lent in place.
    private static func lend<R>(_ layout: inout GroupLayout, to body: (borrowing GroupLayout) throws -> R) rethrows -> R {
        try body(layout)
    }

    /// ``GroupLayoutEngine/layout(_:measure:into:scratch:)`` with the input lent in place (as
    /// ``lend(_:to:)`` explains; the engine's `lent:` form takes it `inout` for the same reason).
    private static func layOut(_ input: inout GroupLayoutInput, measure: TextMeasureCache, into layout: inout GroupLayout,
                               scratch: inout GroupLayoutScratch) {
        GroupLayoutEngine.layout(lent: &input, measure: measure, into: &layout, scratch: &scratch)
    }

    /// Once the item the latest layout kept out of the sheet is no longer pressed or focused,
    /// the next layout request decides again (at the same width it may now move).
    private func releaseKeptItemIfDone() {
        guard let kept = laidOut.overflow.kept else { return }
        let holder = pointer.trackedTarget.flatMap(target(ofSlot:))?.item ?? focusedSlot.flatMap(target(ofSlot:))?.item
        if holder != kept { isLaidOut = false }
    }

    /// What slot `index` of the latest layout shows; nil when there is no such slot.
    private func target(ofSlot index: Int) -> SlotTarget? {
        guard laidOut.placed.indices.contains(index) else { return nil }
        guard let item = laidOut.spec(ofSlot: index).item else { return .more }
        return input.items.indices.contains(item) ? .item(item) : nil
    }

    /// The slot of the latest layout that shows `target`, if one does.
    private func slot(of target: SlotTarget) -> Int? {
        switch target {
        case .item(let item): return laidOut.slot(showing: item)
        case .more: return laidOut.overflow.isEmpty ? nil : laidOut.placed.count - 1
        }
    }

    // MARK: Interaction

    /// A complete tap: activates the enabled slot whose hit frame contains `point`.
    public func tap(at point: Point) throws(GroupStateError) -> (slot: Int?, events: [GroupEvent]) {
        guard let layout = currentLayout() else { throw .notLaidOut }
        let slots = layout.slots
        guard let slot = slots.indices.first(where: {
            slots[$0].hitFrame.contains(point) && canActivate($0, in: layout)
        }) else { return (nil, []) }
        return (slot, activation(of: slot, in: layout))
    }

    /// Feeds a pointer event through the touch-tracking state machine.
    public func pointer(_ phase: PointerPhase, at point: Point) throws(GroupStateError) -> (slot: Int?, events: [GroupEvent]) {
        guard let layout = currentLayout() else { throw .notLaidOut }
        let before = pointer.highlightedTarget
        let fired = pointer.handle(phase, at: point, hitFrames: layout.slots.map(\.hitFrame),
                                   isEnabled: { self.canActivate($0, in: layout) })
        if pointer.highlightedTarget != before { refreshStates() }
        releaseKeptItemIfDone()
        guard let fired else { return (nil, []) }
        return (fired, activation(of: fired, in: layout))
    }

    /// Moves keyboard focus; returns the focused slot.
    public func focus(_ move: FocusMove) throws(GroupStateError) -> Int? {
        guard let layout = currentLayout() else { throw .notLaidOut }
        focusedSlot = FocusNavigator.target(after: move, from: focusedSlot, count: layout.slots.count,
                                            canFocus: { self.canActivate($0, in: layout) })
        refreshStates()
        releaseKeptItemIfDone()
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
        guard layout.placed.indices.contains(index) else {
            throw .indexOutOfRange(index: index, count: layout.placed.count)
        }
        return activation(of: index, in: layout)
    }

    /// Chooses entry `index` of the presented sheet: dismisses it and fires that item. An entry
    /// whose item the latest layout shows on the bar again (the width policy) is stale: refused,
    /// and the sheet stays.
    public func chooseSheetItem(_ index: Int) throws(GroupStateError) -> [GroupEvent] {
        guard let sheet = presentedSheet else { throw .noSheetPresented }
        guard sheet.entries.indices.contains(index) else {
            throw .indexOutOfRange(index: index, count: sheet.entries.count)
        }
        let item = sheet.entries[index].item
        if let layout = currentLayout(), !layout.overflow.holds(item) { throw .staleSheetEntry(index: index, item: item) }
        presentedSheet = nil
        return itemEvents(sheet.entries[index].item)
    }

    /// Dismisses the presented sheet (its cancel button); fires nothing.
    public func dismissSheet() throws(GroupStateError) {
        guard presentedSheet != nil else { throw .noSheetPresented }
        presentedSheet = nil
    }

    // MARK: Private

    /// What a slot shows, so that a press or focus can follow it to its slot in the next layout.
    private enum SlotTarget {
        case item(Int)
        case more

        /// The item shown, nil for More.
        var item: Int? {
            guard case .item(let item) = self else { return nil }
            return item
        }
    }

    private func activation(of slot: Int, in layout: GroupLayout) -> [GroupEvent] {
        switch layout.spec(ofSlot: slot).item {
        case let item?:
            return itemEvents(item)
        case nil:
            guard canPresentSheets else { return [] }
            let sheet = layout.sheet
            presentedSheet = sheet
            return [.presentSheet(sheet)]
        }
    }

    private func itemEvents(_ index: Int) -> [GroupEvent] {
        guard input.items.indices.contains(index), !input.items[index].isDisabled else { return [] }
        return input.items[index].hasNavigation ? [.action(item: index), .navigate(item: index)] : [.action(item: index)]
    }

    /// Whether slot `index` can fire and take focus: its engine-given state says whether it is
    /// disabled.
    private func canActivate(_ index: Int, in layout: GroupLayout) -> Bool {
        !layout.placed[index].state.contains(.disabled)
    }

    private func invalidate(resetsOverflowMemory: Bool) {
        isLaidOut = false
        pointer.reset()
        if resetsOverflowMemory { visibleItemMemory = nil }
    }

    /// Marks the new content: the next layout measures again.
    private func contentChanged() {
        input.contentRevision = (input.contentRevision ?? 0) &+ 1
    }

    private func refreshStates() {
        guard isLaidOut else { return }
        applyStates()
    }

    /// Sets the highlighted and focused flags where the pointer and focus are now, clearing
    /// them where they were (the engine sets the disabled flags): O(1), not O(slots).
    private func applyStates() {
        for index in [marked.highlight, marked.focus] {  // a fixed-size pair: no allocation
            if let index, laidOut.placed.indices.contains(index) {
                laidOut.placed[index].state.remove([.highlighted, .focused])
            }
        }
        marked = (pointer.highlightedTarget, focusedSlot)
        if let highlight = marked.highlight, laidOut.placed.indices.contains(highlight) {
            laidOut.placed[highlight].state.insert(.highlighted)
        }
        if let focus = marked.focus, laidOut.placed.indices.contains(focus) {
            laidOut.placed[focus].state.insert(.focused)
        }
        layoutRevision &+= 1
    }
}
