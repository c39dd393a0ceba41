import BGButton
import BGFoundations

/// A toolbar (or a standalone control group in content) with its interaction state: the items,
/// the latest layout, the overflow memory (hysteresis), the pointer, keyboard focus and the
/// presented menu. Requests return the events the host must act on, in order.
///
/// States drawn in the layout (pressed, focused) change with the pointer and focus; the next
/// layout request draws them. A cell that is focused or pressed keeps its group out of the
/// overflow while it is.
public final class ToolbarModel {
    /// Where a toolbar is laid out.
    public struct Viewport: Hashable, Sendable {
        /// The width offered.
        public var width: Double
        /// Pixels per point.
        public var scale: Double
        /// The reading direction.
        public var direction: LayoutDirection

        /// Creates a viewport.
        public init(width: Double, scale: Double, direction: LayoutDirection) {
            self.width = width
            self.scale = scale
            self.direction = direction
        }
    }

    /// The items.
    public private(set) var items: [ToolbarItem]
    /// A toolbar, or content.
    public private(set) var context: ControlContext
    /// The theme's values.
    public let style: ControlStyle
    /// Where text and image sizes come from.
    public private(set) var measuring: ButtonLayoutEngine.Measuring
    /// The menu the host was asked to present and has not closed, if any.
    public private(set) var presentedMenu: ControlMenu?
    /// The cell with keyboard focus, if any.
    public private(set) var focused: ControlTargetKey?
    /// How many times the toolbar was laid out (not counting requests answered from cache).
    public private(set) var layoutCount = 0

    /// Every group's cells, measured once per items, context and measuring (nil: not yet).
    private var measuredCells: [GroupCells?]? {
        didSet { if measuredCells == nil { contentCache.removeAll() } }
    }
    /// The cells' laid-out contents, reused across relayouts.
    private let contentCache = CellContentCache()
    private var pointer = PointerTracker()
    private var tracked: ControlTargetKey?
    private var viewport: Viewport?
    private var laidOut: ToolbarLayout?
    private var overflowMemory: Int?

    /// Creates a toolbar.
    public init(items: [ToolbarItem] = [], context: ControlContext, style: ControlStyle,
                measuring: ButtonLayoutEngine.Measuring) {
        self.items = items
        self.context = context
        self.style = style
        self.measuring = measuring
    }

    /// Replaces the items: focus, pointer tracking and the overflow memory start over, and a
    /// presented menu is withdrawn (the returned event tells the host).
    public func setItems(_ newItems: [ToolbarItem]) -> [ToolbarEvent] {
        items = newItems
        focused = nil
        tracked = nil
        pointer.reset()
        overflowMemory = nil
        laidOut = nil
        measuredCells = nil
        guard presentedMenu != nil else { return [] }
        presentedMenu = nil
        return [.dismissMenu]
    }

    /// Changes the context (the next layout lays out again).
    public func setContext(_ newContext: ControlContext) {
        context = newContext
        overflowMemory = nil
        laidOut = nil
        measuredCells = nil
    }

    /// Replaces the measuring (and so lays out again).
    public func setMeasuring(_ newMeasuring: ButtonLayoutEngine.Measuring) {
        measuring = newMeasuring
        laidOut = nil
        measuredCells = nil
    }

    /// What interactions and layout requests change, saved before a call that may fail and put
    /// back with ``restore(_:)`` when it does.
    public struct InteractionState {
        fileprivate let viewport: Viewport?, laidOut: ToolbarLayout?, overflowMemory: Int?
        fileprivate let pointer: PointerTracker, tracked: ControlTargetKey?, focused: ControlTargetKey?
        fileprivate let presentedMenu: ControlMenu?
    }

    /// The current ``InteractionState``.
    public var interactionState: InteractionState {
        InteractionState(viewport: viewport, laidOut: laidOut, overflowMemory: overflowMemory, pointer: pointer,
                         tracked: tracked, focused: focused, presentedMenu: presentedMenu)
    }

    /// Puts back a saved ``InteractionState``.
    public func restore(_ state: InteractionState) {
        viewport = state.viewport
        laidOut = state.laidOut
        overflowMemory = state.overflowMemory
        pointer = state.pointer
        tracked = state.tracked
        focused = state.focused
        presentedMenu = state.presentedMenu
    }

    /// Lays out in `viewport`; a repeated request with nothing changed returns the cached layout.
    public func layout(in viewport: Viewport) -> ToolbarLayout {
        if viewport != self.viewport { laidOut = nil }
        self.viewport = viewport
        if let laidOut { return laidOut }
        return relayout(in: viewport)
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
        ToolbarLayoutEngine.breakpoints(items: items, context: context, cells: cells, pinned: pinnedItem, style: style)
    }

    /// The groups' cells, measured when first needed after a change.
    private var cells: [GroupCells?] {
        if let measuredCells { return measuredCells }
        let measured = ToolbarLayoutEngine.cells(of: items, context: context, style: style, measuring: measuring)
        measuredCells = measured
        return measured
    }

    private var pinnedItem: Int? { focused?.item ?? tracked?.item }

    private func relayout(in viewport: Viewport) -> ToolbarLayout {
        let input = ToolbarLayoutInput(
            items: items, context: context, width: viewport.width, grid: PixelGrid(scale: viewport.scale),
            direction: viewport.direction, highlighted: pointer.isInside ? tracked : nil, focused: focused,
            pinned: pinnedItem, previousOverflowCount: overflowMemory)
        let (layout, count) = ToolbarLayoutEngine.layout(input, cells: cells, contentCache: contentCache, style: style,
                                                         measuring: measuring)
        layoutCount += 1
        overflowMemory = count
        if let key = focused, !layout.targets.contains(where: { $0.key == key && $0.isEnabled }) { focused = nil }
        if let key = tracked, layout.targets.firstIndex(where: { $0.key == key }) != pointer.trackedTarget {
            tracked = nil
            pointer.reset()
        }
        laidOut = layout
        return layout
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
        if before != (pointer.trackedTarget, pointer.isInside) { laidOut = nil }
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
        if key != focused { laidOut = nil }
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
    /// A submenu or a disabled entry is refused and the menu stays.
    public func chooseMenuEntry(_ index: Int) throws(ToolbarStateError) -> [ToolbarEvent] {
        guard let menu = presentedMenu else { throw ToolbarStateError("no menu is presented") }
        guard menu.entries.indices.contains(index) else {
            throw ToolbarStateError("menu entry \(index) is out of range (the menu has \(menu.entries.count))")
        }
        let entry = menu.entries[index]
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
