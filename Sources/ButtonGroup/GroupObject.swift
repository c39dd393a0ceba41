import CButtonGroup
import ButtonGroupCore

/// An item's host functions and their shared user_data.
struct ItemFunctions {
    let action: bg_action_fn?
    let navigation: bg_navigation_fn?
}

/// The object behind a `bg_group` handle: the core model plus everything C needs beside
/// it (callbacks, output buffers). Every access happens under `lock`.
final class GroupObject {
    /// Serializes all calls on this group (recursive: callbacks may call back in).
    let lock = RecursiveLock()
    /// Items, parameters, layout, interaction state.
    let model: ButtonGroupModel
    /// The theme the group was created with (colors, defaults, layout style).
    let theme: Theme
    /// Per item: its callbacks, or nil when it has none.
    private(set) var itemCallbacks: [CallbackBox<ItemFunctions>?] = []
    /// Bumped by every update of the items: a dispatch stops when the items it fires for are gone.
    private(set) var itemsGeneration = 0
    /// The host measurer, when one is registered.
    private(set) var hostMeasurer: HostMeasurer?
    private var measureCallback: CallbackBox<bg_measure_fn>?
    /// The present-action-sheet callback.
    var sheetCallback: CallbackBox<bg_present_sheet_fn>?
    /// The navigate callback.
    var navigateCallback: CallbackBox<bg_navigate_fn>?
    /// Set by `bg_group_free`: the handle is dead; in-flight calls finish and stop.
    var isFreed = false
    /// Set while the core may be measuring: mutations would pull the layout from under it.
    private(set) var isMeasuring = false
    /// How many event dispatches are running on this group (callbacks may nest).
    private var dispatchDepth = 0
    /// Registrations dropped while a dispatch runs: released when the outermost one returns.
    private var deferredReleases: [AnyObject] = []
    /// The C view of the latest layout.
    let output = LayoutOutput()

    init(theme: Theme, parameters: GroupParameters) {
        self.theme = theme
        model = ButtonGroupModel(parameters: parameters, style: theme.layoutStyle, measurer: BuiltInTextMeasurer())
    }

    /// Replaces the items and their callbacks; returns the old registrations for
    /// ``release(_:)``.
    func replaceItems(_ items: [ButtonGroupItem], callbacks: [CallbackBox<ItemFunctions>?]) -> [AnyObject] {
        model.update(items: items)
        let old = itemCallbacks.compactMap { $0 as AnyObject? }
        itemCallbacks = callbacks
        itemsGeneration &+= 1
        return old
    }

    /// Takes registrations that were just dropped. Outside callbacks they are handed back for
    /// the caller to release once it has let go of the lock; inside a callback they are kept
    /// until the outermost dispatch returns (so no destroy notification runs under a callback).
    func release(_ registrations: [AnyObject]) -> [AnyObject] {
        guard dispatchDepth > 0 else { return registrations }
        deferredReleases += registrations
        return []
    }

    /// Runs `body` as an event dispatch: registrations dropped meanwhile are released after the
    /// outermost dispatch returns.
    func dispatching<R>(_ body: () throws(ABIError) -> R) throws(ABIError) -> R {
        dispatchDepth += 1
        defer {
            dispatchDepth -= 1
            if dispatchDepth == 0 { deferredReleases.removeAll() }
        }
        return try body()
    }

    /// Sets or clears the host measurer; returns the old registration.
    func setMeasureCallback(_ callback: CallbackBox<bg_measure_fn>?) -> AnyObject? {
        defer { measureCallback = callback }
        let old = measureCallback
        if let callback {
            let measurer = HostMeasurer(callback: callback)
            hostMeasurer = measurer
            model.setMeasurer(measurer)
        } else {
            hostMeasurer = nil
            model.setMeasurer(BuiltInTextMeasurer())
        }
        return old
    }

    /// Runs a model call that may lay out (and so measure): reentrant mutations are refused
    /// meanwhile, and a failed host measurement fails the call with `BG_E_CALLBACK` and drops
    /// the cache so that no wrong size is kept.
    func measuring<R>(_ body: () throws(ABIError) -> R) throws(ABIError) -> R {
        let wasMeasuring = isMeasuring
        isMeasuring = true
        defer { isMeasuring = wasMeasuring }
        let result = try body()
        if let measurer = hostMeasurer, let failure = measurer.takeFailure() {
            model.setMeasurer(measurer)
            throw ABIError(.callback, failure)
        }
        return result
    }

    /// Refuses a mutation while the group is measuring (from inside the measure callback).
    func checkMutable() throws(ABIError) {
        if isMeasuring {
            throw ABIError(.reentrant, "the group cannot be changed from inside its measure callback")
        }
    }
}

/// The live groups.
let groups = HandleTable<GroupObject>(kind: 1)

/// Resolves `handle` and runs `body` with the group locked.
func withGroup<R>(_ handle: bg_group, mutating: Bool = false,
                  _ body: (GroupObject) throws(ABIError) -> R) throws(ABIError) -> R {
    guard let object = groups.lookup(handle.id) else {
        throw ABIError(.invalidHandle, "group handle 0x\(String(handle.id, radix: 16)) is not live (never created, freed, or forged)")
    }
    return try object.lock.withLock { () throws(ABIError) -> R in
        guard !object.isFreed else { throw ABIError(.invalidHandle, "the group has been freed") }
        if mutating { try object.checkMutable() }
        return try body(object)
    }
}

extension GroupObject {
    /// Drops every callback registration and returns them, so the caller can release them
    /// (running their destroy notifications) after it has let go of the lock.
    func releaseCallbacks() -> [AnyObject] {
        var released: [AnyObject] = itemCallbacks.compactMap { $0 }
        if let measureCallback { released.append(measureCallback) }
        if let sheetCallback { released.append(sheetCallback) }
        if let navigateCallback { released.append(navigateCallback) }
        itemCallbacks = []
        measureCallback = nil
        hostMeasurer = nil
        sheetCallback = nil
        navigateCallback = nil
        return released
    }
}
