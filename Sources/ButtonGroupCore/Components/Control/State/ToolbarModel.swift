import BGButton
import BGFoundations

/// A toolbar (or a standalone control group in content) with its interaction state: the items,
/// the latest layout, the overflow memory (hysteresis), the pointer, keyboard focus and the
/// presented menu. Requests return the events the host must act on, in order.
///
/// States drawn in the layout (pressed, focused) change with the pointer and focus; the next
/// layout request draws them. A cell that is focused or pressed keeps its group out of the
/// overflow while it is.
///
/// Its stored properties skip Swift's dynamic exclusivity checks, as ``ButtonGroupModel``'s do:
/// the model calls nothing but its measuring, and its owner refuses mutations from inside the
/// measure callback, so no two accesses to them overlap.
public final class ToolbarModel {
    /// Where a toolbar is laid out: the width offered, the scale and the reading direction.
    public typealias Viewport = BGFoundations.Viewport

    /// The items.
    @exclusivity(unchecked) public private(set) var items: [ToolbarItem]
    /// A toolbar, or content.
    @exclusivity(unchecked) public private(set) var context: ControlContext
    /// The theme's values at ``controlSize``.
    @exclusivity(unchecked) public private(set) var style: ControlStyle
    /// The theme's values at the regular size.
    private let themeStyle: ControlStyle
    /// How large the groups are drawn (SwiftUI's `controlSize`): regular unless set.
    @exclusivity(unchecked) public private(set) var controlSize = ControlSize.regular
    /// Where text and image sizes come from.
    @exclusivity(unchecked) public private(set) var measuring: ButtonLayoutEngine.Measuring
    /// The menu the host was asked to present and has not closed, if any.
    @exclusivity(unchecked) public private(set) var presentedMenu: ControlMenu?
    /// The cell with keyboard focus, if any.
    @exclusivity(unchecked) public private(set) var focused: ControlTargetKey?
    /// How many times the toolbar was laid out (not counting requests answered from cache).
    @exclusivity(unchecked) public private(set) var layoutCount = 0

    /// Every group's cells, measured once per items, context and measuring (nil: not yet).
    @exclusivity(unchecked) private var measuredCells: [GroupCells?]? {
        didSet {
            guard measuredCells == nil else { return }
            laidOut.segments.removeAll(keepingCapacity: true)
            plan = nil
        }
    }
    /// The overflow plan of the measured cells for a pinned item (toolbar context).
    @exclusivity(unchecked) private var plan: (pinned: Int?, overflow: ToolbarOverflow)?
    @exclusivity(unchecked) private var pointer = PointerTracker()
    @exclusivity(unchecked) private var tracked: ControlTargetKey?
    /// The viewport of the latest layout request (nil before the first).
    @exclusivity(unchecked) public private(set) var viewport: Viewport?
    /// The latest layout (its storage reused by the next one) and whether it is current. Its
    /// cells' contents are reused by the next layout: they are dropped whenever the items,
    /// context, control size, measuring, scale or direction change.
    @exclusivity(unchecked) private var laidOut = ToolbarLayout()
    @exclusivity(unchecked) private var isLaidOut = false
    @exclusivity(unchecked) private var scratch = ToolbarScratch()
    @exclusivity(unchecked) private var overflowMemory: Int?

    /// Creates a toolbar.
    public init(items: [ToolbarItem] = [], context: ControlContext, style: ControlStyle,
                measuring: ButtonLayoutEngine.Measuring) {
        self.items = items
        self.context = context
        self.style = style
        themeStyle = style
        self.measuring = measuring
    }

    /// Replaces the items: pointer tracking stops and a presented menu is withdrawn (the
    /// returned event tells the host). When the new items are the old ones rebuilt (a host
    /// redrawing its toolbar after a state change, as a SwiftUI body does: as many items, each
    /// a group or a space where it was, with as many buttons and the same style), keyboard focus
    /// stays on its cell (the next layout drops it if that cell is now disabled) and the overflow
    /// keeps its memory, so a rebuild never flips a group inside the hysteresis band; otherwise
    /// both start over.
    public func setItems(_ newItems: [ToolbarItem]) -> [ToolbarEvent] {
        let isRebuild = Self.isRebuild(of: items, as: newItems)
        items = newItems
        if !isRebuild {
            focused = nil
            overflowMemory = nil
        }
        tracked = nil
        pointer.reset()
        isLaidOut = false
        measuredCells = nil
        guard presentedMenu != nil else { return [] }
        presentedMenu = nil
        return [.dismissMenu]
    }

    /// Whether `new` has the shape of `old`: the same kinds, placements, styles and button counts.
    private static func isRebuild(of old: [ToolbarItem], as new: [ToolbarItem]) -> Bool {
        old.count == new.count && zip(old, new).allSatisfy { before, after in
            before.kind == after.kind && before.placement == after.placement
                && before.group.style == after.group.style && before.group.buttons.count == after.group.buttons.count
        }
    }

    /// Changes the context (the next layout lays out again).
    public func setContext(_ newContext: ControlContext) {
        context = newContext
        overflowMemory = nil
        isLaidOut = false
        measuredCells = nil
    }

    /// Draws the groups at `size` (the next layout measures and lays out again).
    public func setControlSize(_ size: ControlSize) {
        guard size != controlSize else { return }
        controlSize = size
        style = themeStyle.sized(size)
        overflowMemory = nil
        isLaidOut = false
        measuredCells = nil
    }

    /// Replaces the measuring (and so lays out again).
    public func setMeasuring(_ newMeasuring: ButtonLayoutEngine.Measuring) {
        measuring = newMeasuring
        isLaidOut = false
        measuredCells = nil
    }

    /// What interactions and layout requests change, saved before a call that may fail and put
    /// back with ``restore(_:)`` when it does (the next request lays out again).
    public struct InteractionState {
        fileprivate let viewport: Viewport?, overflowMemory: Int?
        fileprivate let pointer: PointerTracker, tracked: ControlTargetKey?, focused: ControlTargetKey?
        fileprivate let presentedMenu: ControlMenu?
    }

    /// The current ``InteractionState``.
    public var interactionState: InteractionState {
        InteractionState(viewport: viewport, overflowMemory: overflowMemory, pointer: pointer, tracked: tracked,
                         focused: focused, presentedMenu: presentedMenu)
    }

    /// Puts back a saved ``InteractionState``.
    public func restore(_ state: InteractionState) {
        viewport = state.viewport
        overflowMemory = state.overflowMemory
        pointer = state.pointer
        tracked = state.tracked
        focused = state.focused
        presentedMenu = state.presentedMenu
        isLaidOut = false
        laidOut.segments.removeAll(keepingCapacity: true)
    }

    /// Lays out in `viewport`; a repeated request with nothing changed returns the cached layout.
    /// A relayout at another width measures nothing it has seen and, once the toolbar's storage
    /// has grown, allocates nothing.
    public func layout(in viewport: Viewport) -> ToolbarLayout {
        if viewport.scale != self.viewport?.scale || viewport.direction != self.viewport?.direction {
            laidOut.segments.removeAll(keepingCapacity: true)
        }
        if viewport != self.viewport { isLaidOut = false }
        self.viewport = viewport
        if !isLaidOut { relayout(in: viewport) }
        return laidOut
    }

    /// The latest layout (laid out again if something changed since); nil before the first
    /// layout request.
    public func currentLayout() -> ToolbarLayout? {
        guard let viewport else { return nil }
        return layout(in: viewport)
    }

    /// The widths at which each group moves into and out of the overflow menu, in the overflow
    /// order (none in content).
    public func breakpoints() -> [OverflowBreakpoint] {
        guard context == .toolbar else { return [] }
        return overflowPlan(pinned: pinnedItem).breakpoints(hysteresis: style.overflowHysteresis)
    }

    /// The groups' cells, measured when first needed after a change.
    private var cells: [GroupCells?] {
        if let measuredCells { return measuredCells }
        let measured = ToolbarLayoutEngine.cells(of: items, context: context, style: style, measuring: measuring)
        measuredCells = measured
        return measured
    }

    /// The overflow plan with `pinned` staying, made when first needed after a change.
    private func overflowPlan(pinned: Int?) -> ToolbarOverflow {
        if let plan, plan.pinned == pinned { return plan.overflow }
        let made = ToolbarLayoutEngine.overflowPlan(items: items, cells: cells, pinned: pinned, style: style)
        plan = (pinned, made)
        return made
    }

    private var pinnedItem: Int? { focused?.item ?? tracked?.item }

    private func relayout(in viewport: Viewport) {
        let pinned = pinnedItem
        let input = ToolbarLayoutInput(
            items: items, context: context, width: viewport.width, grid: PixelGrid(scale: viewport.scale),
            direction: viewport.direction, highlighted: pointer.isInside ? tracked : nil, focused: focused,
            pinned: pinned, previousOverflowCount: overflowMemory)
        let cells = self.cells, plan = overflowPlan(pinned: pinned)
        overflowMemory = ToolbarLayoutEngine.layout(input, cells: cells, plan: plan, scratch: &scratch, into: &laidOut,
                                                    style: style, measuring: measuring)
        layoutCount += 1
        isLaidOut = true
        if let key = focused, !laidOut.targets.contains(where: { $0.key == key && $0.isEnabled }) { focused = nil }
        if let key = tracked {
            // The pressed cell may have moved among the targets (another group left): follow it.
            if let index = laidOut.targets.firstIndex(where: { $0.key == key }) {
                pointer.retarget(to: index)
            } else {
                tracked = nil
                pointer.reset()
            }
        }
    }

    // MARK: Interaction

    /// A complete tap: activates the enabled cell whose hit frame contains `point`.
    public func tap(at point: Point) throws(ToolbarStateError) -> [ToolbarEvent] {
        let layout = try requireLayout()
        guard let target = layout.targets.first(where: { $0.hitFrame.contains(point) && $0.isEnabled }) else { return [] }
        return activation(of: target, in: layout)
    }

    /// Feeds a pointer event through the touch-tracking state machine.
    public func pointer(_ phase: PointerPhase, at point: Point) throws(ToolbarStateError) -> [ToolbarEvent] {
        let layout = try requireLayout()
        let before = (pointer.trackedTarget, pointer.isInside)
        let fired = pointer.handle(phase, at: point, hitFrames: layout.targets.map(\.hitFrame),
                                   isEnabled: { layout.targets[$0].isEnabled })
        tracked = pointer.trackedTarget.map { layout.targets[$0].key }
        if before != (pointer.trackedTarget, pointer.isInside) { isLaidOut = false }
        guard let fired else { return [] }
        return activation(of: layout.targets[fired], in: layout)
    }

    /// Moves keyboard focus through the enabled cells in reading order (the overflow button
    /// last); returns the focused cell.
    public func focus(_ move: FocusMove) throws(ToolbarStateError) -> ControlTargetKey? {
        let layout = try requireLayout()
        let current = focused.flatMap { key in layout.targets.firstIndex { $0.key == key } }
        let next = FocusNavigator.target(after: move, from: current, count: layout.targets.count,
                                         canFocus: { layout.targets[$0].isEnabled })
        let key = next.map { layout.targets[$0].key }
        if key != focused { isLaidOut = false }
        focused = key
        return key
    }

    /// Activates the focused cell.
    public func activateFocused() throws(ToolbarStateError) -> [ToolbarEvent] {
        let layout = try requireLayout()
        guard let key = focused, let target = layout.targets.first(where: { $0.key == key }) else {
            throw ToolbarStateError("nothing has keyboard focus")
        }
        return activation(of: target, in: layout)
    }

    /// Chooses entry `index` of the presented menu: closes the menu and fires that button.
    /// A submenu, a disabled entry or a stale one is refused and the menu stays. An entry is
    /// stale when its group is no longer where the menu saw it in the latest layout: an
    /// overflow menu's group came back from the overflow, a group's own menu's went into it.
    public func chooseMenuEntry(_ index: Int) throws(ToolbarStateError) -> [ToolbarEvent] {
        guard let menu = presentedMenu else { throw ToolbarStateError("no menu is presented") }
        guard menu.entries.indices.contains(index) else {
            throw ToolbarStateError("menu entry \(index) is out of range (the menu has \(menu.entries.count))", isOutOfRange: true)
        }
        let entry = menu.entries[index]
        if let layout = currentLayout(), layout.overflowed.contains(entry.item) != menu.isOverflow {
            throw ToolbarStateError("menu entry \(index) is stale: item \(entry.item) \(menu.isOverflow ? "came back from" : "went into") the overflow menu since the menu was presented (dismiss it; present it again)")
        }
        guard let button = entry.button else { throw ToolbarStateError("menu entry \(index) is a submenu, not a button") }
        guard !entry.isDisabled else { throw ToolbarStateError("menu entry \(index) is disabled") }
        presentedMenu = nil
        return [.action(item: entry.item, button: button)]
    }

    /// Closes the presented menu without choosing (the host's menu was dismissed).
    public func dismissMenu() throws(ToolbarStateError) {
        guard presentedMenu != nil else { throw ToolbarStateError("no menu is presented") }
        presentedMenu = nil
    }

    /// Withdraws `menu` if it is still the presented one (the host could not present it).
    public func withdrawMenu(_ menu: ControlMenu) {
        if presentedMenu == menu { presentedMenu = nil }
    }

    private func requireLayout() throws(ToolbarStateError) -> ToolbarLayout {
        guard let layout = currentLayout() else { throw ToolbarStateError("the toolbar has not been laid out yet") }
        return layout
    }

    private func activation(of target: ControlTarget, in layout: ToolbarLayout) -> [ToolbarEvent] {
        guard target.isEnabled else { return [] }
        switch target.kind {
        case .button:
            guard let item = target.item, let button = target.button else { return [] }
            return [.action(item: item, button: button)]
        case .menu:
            guard let item = target.item else { return [] }
            return present(ControlMenu.group(item, of: items))
        case .overflow:
            return present(ControlMenu.overflow(layout.overflowed, of: items))
        }
    }

    private func present(_ menu: ControlMenu) -> [ToolbarEvent] {
        presentedMenu = menu
        return [.presentMenu(menu)]
    }
}
