import CButtonGroup
import ButtonGroupCore

/// An item's host functions; they share the item's user_data.
struct ItemFunctions {
    let action: bg_action_fn?
    let navigation: bg_navigation_fn?
}

/// The object behind a `bg_group` handle: the core model plus what C needs beside it (the
/// host's callbacks, the C view of the latest layout). Every access happens under its
/// runtime's lock (``HandleTable/withObject(_:mutating:_:)``).
final class GroupObject: RuntimeObject {
    let runtime = ObjectRuntime()
    /// Items, parameters, layout, interaction state.
    let model: ButtonGroupModel
    /// The theme the group was created with (its default parameters and style).
    let theme: ThemeObject
    /// The latest picture (`bg_group_svg`).
    var picture: PictureOutput { madeOnFirstUse(&pictureStorage, PictureOutput.init) }
    @exclusivity(unchecked) private var pictureStorage: PictureOutput?
    /// Per item: its callbacks, or nil when it has none; empty when no item has any (read them
    /// with ``callbacks(ofItem:)``).
    @exclusivity(unchecked) private var itemCallbacks: [CallbackBox<ItemFunctions>?] = []
    /// Bumped by every update of the items: a dispatch stops when the items it fires for are gone.
    @exclusivity(unchecked) private(set) var itemsGeneration = 0
    /// The host measurer, when one is registered.
    @exclusivity(unchecked) private(set) var hostMeasurer: HostMeasurer?
    @exclusivity(unchecked) private var measureCallback: CallbackBox<bg_measure_fn>?
    /// The present-action-sheet callback.
    @exclusivity(unchecked) private(set) var sheetCallback: CallbackBox<bg_present_sheet_fn>?
    /// The navigate callback.
    @exclusivity(unchecked) private(set) var navigateCallback: CallbackBox<bg_navigate_fn>?
    /// The sheet-dismissed callback.
    @exclusivity(unchecked) private(set) var sheetDismissedCallback: CallbackBox<bg_sheet_dismissed_fn>?
    /// C copies of the items' strings, which whole layouts point at: made on the first whole
    /// layout after the items changed (a host reading only frames never pays for them).
    var itemStrings: GroupItemStrings { madeOnFirstUse(&itemStringsCopy) { GroupItemStrings(model.items) } }
    @exclusivity(unchecked) private var itemStringsCopy: GroupItemStrings?
    /// The C view of the latest whole layout (made on first use: ``madeOnFirstUse(_:_:)``; the
    /// frames-only path writes into the caller's array and needs none).
    var output: GroupLayoutOutput { madeOnFirstUse(&outputStorage, GroupLayoutOutput.init) }
    @exclusivity(unchecked) private var outputStorage: GroupLayoutOutput?
    /// The C view of the latest breakpoints.
    var breakpoints: BreakpointsOutput { madeOnFirstUse(&breakpointsStorage, BreakpointsOutput.init) }
    @exclusivity(unchecked) private var breakpointsStorage: BreakpointsOutput?

    init(theme: ThemeObject, parameters: GroupParameters) {
        self.theme = theme
        model = ButtonGroupModel(parameters: parameters, style: theme.groupStyle, measurer: BuiltInTextMeasurer())
        model.canPresentSheets = false  // until the host registers a present-sheet callback
    }

    /// The callbacks of item `index`, or nil (none, or no such item).
    func callbacks(ofItem index: Int) -> CallbackBox<ItemFunctions>? {
        itemCallbacks.indices.contains(index) ? itemCallbacks[index] : nil
    }

    /// Replaces the items and their callbacks (one per item, or none when no item has any); the
    /// old registrations are released.
    ///
    /// - Returns: whether a presented sheet was dismissed (the host must be told).
    func replaceItems(_ items: [ButtonGroupItem], callbacks: [CallbackBox<ItemFunctions>?]) -> Bool {
        let dismissed = model.update(items: items) != nil
        itemStringsCopy = nil
        runtime.release(itemCallbacks.compactMap { $0 })
        itemCallbacks = callbacks
        itemsGeneration &+= 1
        return dismissed
    }

    /// Sets or clears the host measurer (which drops the measure cache).
    func setMeasureCallback(_ callback: CallbackBox<bg_measure_fn>?) {
        runtime.release(measureCallback.map { [$0] } ?? [])
        measureCallback = callback
        if let callback {
            let measurer = HostMeasurer(callback: callback)
            hostMeasurer = measurer
            model.setMeasurer(measurer)
        } else {
            hostMeasurer = nil
            model.setMeasurer(BuiltInTextMeasurer())
        }
    }

    /// Sets or clears the present-action-sheet callback.
    func setSheetCallback(_ callback: CallbackBox<bg_present_sheet_fn>?) {
        runtime.release(sheetCallback.map { [$0] } ?? [])
        sheetCallback = callback
        model.canPresentSheets = callback != nil
    }

    /// Sets or clears the sheet-dismissed callback.
    func setSheetDismissedCallback(_ callback: CallbackBox<bg_sheet_dismissed_fn>?) {
        runtime.release(sheetDismissedCallback.map { [$0] } ?? [])
        sheetDismissedCallback = callback
    }

    /// Sets or clears the navigate callback.
    func setNavigateCallback(_ callback: CallbackBox<bg_navigate_fn>?) {
        runtime.release(navigateCallback.map { [$0] } ?? [])
        navigateCallback = callback
    }

    /// Marks the group freed and releases every registration.
    func free() {
        runtime.isFreed = true
        // Collected one by one: a group without callbacks frees without building an array.
        var registrations: [AnyObject] = itemCallbacks.compactMap { $0 }
        if let measureCallback { registrations.append(measureCallback) }
        if let sheetCallback { registrations.append(sheetCallback) }
        if let navigateCallback { registrations.append(navigateCallback) }
        if let sheetDismissedCallback { registrations.append(sheetDismissedCallback) }
        if !registrations.isEmpty { runtime.release(registrations) }
        itemCallbacks = []
        itemsGeneration &+= 1
        measureCallback = nil
        hostMeasurer = nil
        sheetCallback = nil
        navigateCallback = nil
        sheetDismissedCallback = nil
    }

    /// Runs a model call that may lay out (and so measure): reentrant mutations are refused
    /// meanwhile. A failed host measurement fails the call with `BG_E_CALLBACK`, drops the
    /// cache so that no wrong size is kept, and puts back what the call changed (viewport,
    /// focus, pointer tracking, presented sheet): a failed call changes nothing.
    func measuring<R>(_ body: () throws(ABIError) -> R) throws(ABIError) -> R {
        // Only a host measurer can fail; the built-in one needs nothing saved.
        guard let measurer = hostMeasurer else { return try runtime.refusingMutations(body) }
        let saved = model.interactionState
        let result = try runtime.refusingMutations(body)
        if let failure = measurer.takeFailure() {
            model.setMeasurer(measurer)
            model.restore(saved)
            throw ABIError(.callback, failure)
        }
        return result
    }
}

/// The live groups.
let groups = HandleTable<GroupObject>(kind: .group)
