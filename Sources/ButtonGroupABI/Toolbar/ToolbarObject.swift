import CButtonGroup
import ButtonGroupCore

/// The object behind a `bg_toolbar` handle: the core model plus what C needs beside it (the
/// buttons' actions, the host's callbacks, the C view of the latest layout). Every access
/// happens under its runtime's lock (``HandleTable/withObject(_:mutating:_:)``).
final class ToolbarObject: RuntimeObject {
    let runtime = ObjectRuntime()
    /// Items, layout, interaction state.
    let model: ToolbarModel
    /// The toolbar's own handle, given to callbacks.
    @exclusivity(unchecked) var handle = bg_toolbar(id: 0)
    /// Per item, per button: its action, or nil.
    @exclusivity(unchecked) private(set) var actions: [[CallbackBox<bg_control_action_fn>?]] = []
    /// Bumped by every replacement of the items: a dispatch stops when its items are gone.
    @exclusivity(unchecked) private(set) var itemsGeneration = 0
    @exclusivity(unchecked) private(set) var menuCallback: CallbackBox<bg_present_menu_fn>?
    @exclusivity(unchecked) private(set) var menuDismissedCallback: CallbackBox<bg_menu_dismissed_fn>?
    @exclusivity(unchecked) private var measureCallback: CallbackBox<bg_measure_fn>?
    @exclusivity(unchecked) private var hostMeasurer: HostMeasurer?
    /// C copies of the items' strings, which whole layouts point at: made on the first whole
    /// layout after the items were replaced (a host reading only frames never pays for them).
    var itemStrings: ToolbarItemStrings { madeOnFirstUse(&itemStringsCopy) { ToolbarItemStrings(model.items) } }
    @exclusivity(unchecked) private var itemStringsCopy: ToolbarItemStrings?
    /// The C view of the latest whole layout (the frames-only path writes into the caller's
    /// array and needs none), the number of the cells it shows, and the C view of the latest
    /// breakpoints.
    let output: ToolbarLayoutOutput
    let arrangement = ToolbarArrangement()
    var breakpoints: BreakpointsOutput { madeOnFirstUse(&breakpointsStorage, BreakpointsOutput.init) }
    @exclusivity(unchecked) private var breakpointsStorage: BreakpointsOutput?
    /// The latest picture (`bg_toolbar_svg`), made on first use.
    var picture: PictureOutput { madeOnFirstUse(&pictureStorage, PictureOutput.init) }
    @exclusivity(unchecked) private var pictureStorage: PictureOutput?

    init(theme: ThemeObject, context: ControlContext) {
        model = ToolbarModel(context: context, style: theme.controlStyle, measuring: Self.measuring(BuiltInTextMeasurer()))
        output = ToolbarLayoutOutput(style: theme.controlStyle)
    }

    private static func measuring(_ measurer: any TextMeasuring) -> ButtonLayoutEngine.Measuring {
        ButtonLayoutEngine.Measuring(text: TextMeasureCache(measurer: measurer), image: { _ in nil })
    }

    /// Replaces the items and their actions; the old registrations are released.
    ///
    /// - Returns: whether a presented menu was withdrawn (the host must be told).
    func replaceItems(_ items: [ToolbarItem], actions newActions: [[CallbackBox<bg_control_action_fn>?]]) -> Bool {
        let events = model.setItems(items)
        itemStringsCopy = nil
        runtime.release(actions.flatMap { $0.compactMap { $0 } })
        actions = newActions
        itemsGeneration &+= 1
        return events.contains(.dismissMenu)
    }

    /// Sets or clears the present-menu callback.
    func setMenuCallback(_ callback: CallbackBox<bg_present_menu_fn>?) {
        runtime.release(menuCallback.map { [$0] } ?? [])
        menuCallback = callback
    }

    /// Sets or clears the menu-dismissed callback.
    func setMenuDismissedCallback(_ callback: CallbackBox<bg_menu_dismissed_fn>?) {
        runtime.release(menuDismissedCallback.map { [$0] } ?? [])
        menuDismissedCallback = callback
    }

    /// Sets or clears the host measurer (which drops the measure cache).
    func setMeasureCallback(_ callback: CallbackBox<bg_measure_fn>?) {
        runtime.release(measureCallback.map { [$0] } ?? [])
        measureCallback = callback
        hostMeasurer = callback.map { HostMeasurer(callback: $0) }
        model.setMeasuring(Self.measuring(hostMeasurer ?? BuiltInTextMeasurer()))
    }

    /// Marks the toolbar freed and releases every registration.
    func free() {
        runtime.isFreed = true
        let registrations: [AnyObject?] = [menuCallback, menuDismissedCallback, measureCallback]
        runtime.release(actions.flatMap { $0.compactMap { $0 } } + registrations.compactMap { $0 })
        actions = []
        itemsGeneration &+= 1
        menuCallback = nil
        menuDismissedCallback = nil
        measureCallback = nil
        hostMeasurer = nil
    }

    /// Runs a model call that may lay out (and so measure): reentrant mutations are refused
    /// meanwhile. A failed host measurement fails the call with `BG_E_CALLBACK`, drops the
    /// cache and puts back what the call changed: a failed call changes nothing.
    func measuring<R>(_ body: () throws(ABIError) -> R) throws(ABIError) -> R {
        let saved = model.interactionState
        let result = try runtime.refusingMutations(body)
        if let measurer = hostMeasurer, let failure = measurer.takeFailure() {
            model.setMeasuring(Self.measuring(measurer))
            model.restore(saved)
            throw ABIError(.callback, failure)
        }
        return result
    }
}

/// The live toolbars.
let toolbars = HandleTable<ToolbarObject>(kind: .toolbar)
