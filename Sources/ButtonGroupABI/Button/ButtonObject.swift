import CButtonGroup
import ButtonGroupCore

/// The object behind a `bg_button` handle: the core model plus what C needs beside it (the
/// host's callbacks, the C views of configurations and layouts). Every access happens under its
/// runtime's lock (``HandleTable/withObject(_:mutating:_:)``).
final class ButtonObject: RuntimeObject {
    let runtime = ObjectRuntime()
    /// Configuration, provider, state, layout.
    let model: ButtonModel
    /// The theme the button was created with (style, presets, radii).
    let theme: ThemeObject
    /// The latest picture (`bg_button_svg`), made on first use.
    var picture: PictureOutput { madeOnFirstUse(&pictureStorage, PictureOutput.init) }
    @exclusivity(unchecked) private var pictureStorage: PictureOutput?
    /// The button's own handle, given to callbacks.
    @exclusivity(unchecked) var handle = bg_button(id: 0)

    @exclusivity(unchecked) private(set) var action: CallbackBox<bg_button_action_fn>?
    @exclusivity(unchecked) private(set) var updated: CallbackBox<bg_button_updated_fn>?
    @exclusivity(unchecked) private var hostProvider: CallbackBox<bg_provider_fn>?
    @exclusivity(unchecked) private var measureCallback: CallbackBox<bg_measure_fn>?
    @exclusivity(unchecked) private var hostMeasurer: HostMeasurer?
    @exclusivity(unchecked) private var imageMeasure: CallbackBox<bg_image_measure_fn>?
    /// The image measurer's first failure since the last call (``updating(_:)`` fails with it).
    @exclusivity(unchecked) private var imageMeasureFailure: String?

    /// C views handed out: each stays valid until the next call that replaces it.
    let baseOutput = ConfigurationOutput(), effectiveOutput = ConfigurationOutput()
    /// Strings and runs of the latest `bg_button_view`, strings of the latest `bg_button_a11y`.
    let viewStrings = CStringArena(), viewRuns = CTextRunStorage(), accessibilityStrings = CStringArena()
    /// The decorations of the latest `bg_button_view`.
    let viewDecorations = CDecorationStorage()
    /// The lines of the latest `bg_button_view`.
    let viewLines = CTextLineStorage()

    init(theme: ThemeObject, base: ButtonConfiguration) {
        self.theme = theme
        model = ButtonModel(baseConfiguration: base, provider: .plain, style: theme.buttonStyle,
                            measuring: ButtonLayoutEngine.Measuring(text: TextMeasureCache(measurer: BuiltInTextMeasurer()),
                                                                    image: { _ in nil }))
    }

    // MARK: Callbacks

    /// Sets or clears the action.
    func setAction(_ box: CallbackBox<bg_button_action_fn>?) {
        runtime.release(action.map { [$0] } ?? [])
        action = box
    }

    /// Sets or clears the updated callback.
    func setUpdated(_ box: CallbackBox<bg_button_updated_fn>?) {
        runtime.release(updated.map { [$0] } ?? [])
        updated = box
    }

    /// Sets the host provider (nil: the plain provider).
    func setHostProvider(_ box: CallbackBox<bg_provider_fn>?) {
        runtime.release(hostProvider.map { [$0] } ?? [])
        hostProvider = box
        guard let box else { return model.provider = .plain }
        model.provider = .custom { [unowned self] configuration, context throws(ProviderFailure) in
            try runHostProvider(box, on: &configuration, context)
        }
    }

    /// Sets a built-in provider (dropping a host provider).
    func setBuiltInProvider(_ provider: ConfigurationProvider) {
        runtime.release(hostProvider.map { [$0] } ?? [])
        hostProvider = nil
        model.provider = provider
    }

    /// Sets or clears the text measurer, and so drops the measure cache.
    func setMeasureCallback(_ box: CallbackBox<bg_measure_fn>?) {
        runtime.release(measureCallback.map { [$0] } ?? [])
        measureCallback = box
        hostMeasurer = box.map { HostMeasurer(callback: $0) }
        remeasure()
    }

    /// Sets or clears the image measurer.
    func setImageMeasure(_ box: CallbackBox<bg_image_measure_fn>?) {
        runtime.release(imageMeasure.map { [$0] } ?? [])
        imageMeasure = box
        remeasure()
    }

    /// Marks the button freed and releases every registration.
    func free() {
        runtime.isFreed = true
        let registrations: [AnyObject?] = [action, updated, hostProvider, measureCallback, imageMeasure]
        runtime.release(registrations.compactMap { $0 })
        action = nil
        updated = nil
        hostProvider = nil
        measureCallback = nil
        hostMeasurer = nil
        imageMeasure = nil
        model.provider = .none
    }

    // MARK: Updating and measuring

    /// Runs a model call that may update (run the provider) and lay out (measure): mutations
    /// are refused meanwhile, and so is such a call from inside the provider or a measurer
    /// (nested, it would run the provider again). A failed provider or measurement fails the
    /// call with `BG_E_CALLBACK` and changes nothing (the measure cache is dropped, the layout
    /// request put back). When an update ran, the updated callback is told once, after.
    func updating<R>(_ body: () throws(ProviderFailure) -> R) throws(ABIError) -> R {
        try runtime.checkNotMeasuring("the button cannot be updated or laid out from inside its provider or measure callbacks")
        let count = model.updateCount, request = model.layoutRequest
        let result: R
        do throws(ProviderFailure) {
            result = try runtime.refusingMutations(body)
        } catch {
            throw ABIError(.callback, error.description)
        }
        let textFailure = hostMeasurer?.takeFailure(), imageFailure = imageMeasureFailure
        imageMeasureFailure = nil
        if let failure = textFailure ?? imageFailure {
            remeasure()
            model.layoutRequest = request
            throw ABIError(.callback, failure)
        }
        if model.updateCount != count, let box = updated {
            box.function(box.userData, handle)
        }
        return result
    }

    /// New measurers over the current callbacks: nothing measured is kept.
    private func remeasure() {
        let measurer: any TextMeasuring = hostMeasurer ?? BuiltInTextMeasurer()
        let image: (String) -> Size? = imageMeasure.map { box in { [unowned self] name in measureImage(name, box) } }
            ?? { _ in nil }
        model.setMeasuring(ButtonLayoutEngine.Measuring(text: TextMeasureCache(measurer: measurer), image: image))
    }

    /// The host's size of image `name`; nil (the theme's icon size) for a size with a zero side.
    /// A failure status, or a size that is not finite and >= 0 (NaN, what the host was handed:
    /// it wrote nothing), is kept in ``imageMeasureFailure`` for the call to fail with.
    private func measureImage(_ name: String, _ box: CallbackBox<bg_image_measure_fn>) -> Size? {
        guard imageMeasureFailure == nil else { return nil }
        var size = bg_size(width: .nan, height: .nan)
        let status = name.withCString { box.function(box.userData, $0, &size) }
        guard status == ABIStatus.ok.rawValue else {
            imageMeasureFailure = "image measure callback returned \(status) for \"\(name.prefix(32))\""
            return nil
        }
        guard size.width.isFinite, size.width >= 0, size.height.isFinite, size.height >= 0 else {
            imageMeasureFailure = "image measure callback answered a size that is not finite and >= 0 "
                + "(\(size.width) x \(size.height)) for \"\(name.prefix(32))\""
            return nil
        }
        guard size.width > 0, size.height > 0 else { return nil }
        return Size(width: min(size.width, Limits.maximumLength), height: min(size.height, Limits.maximumLength))
    }

    /// Runs the host's provider on `configuration`: a C view of it goes in, the host edits it,
    /// and what comes back is validated like any configuration from C.
    private func runHostProvider(_ box: CallbackBox<bg_provider_fn>, on configuration: inout ButtonConfiguration,
                                 _ context: ProviderContext) throws(ProviderFailure) {
        let strings = CStringArena(), runs = CTextRunStorage()
        var c = configuration.cValue(strings: strings, runs: runs)
        let status = box.function(box.userData, handle, context.state.rawValue, &c)
        guard status == ABIStatus.ok.rawValue else { throw ProviderFailure("provider callback returned \(status)") }
        do throws(ABIError) {
            configuration = try ButtonConfiguration(c, radii: theme.theme.radii, name: "the provider's configuration")
        } catch {
            throw ProviderFailure(error.message)
        }
    }

    /// Fires the action, if any.
    func fire() throws(ABIError) {
        guard let box = action else { return }
        let status = box.function(box.userData, handle)
        guard status == ABIStatus.ok.rawValue else { throw ABIError(.callback, "action callback returned \(status)") }
    }
}

/// A configuration's C view, rebuilt only when the configuration changed, so its strings stay
/// valid until then.
final class ConfigurationOutput {
    @exclusivity(unchecked) private var shown: ButtonConfiguration?
    @exclusivity(unchecked) private var c = bg_button_config()
    private let strings = CStringArena()
    private let runs = CTextRunStorage()

    /// The C view of `configuration`.
    func view(of configuration: ButtonConfiguration) -> bg_button_config {
        if shown != configuration {
            strings.reset()
            runs.reset()
            c = configuration.cValue(strings: strings, runs: runs)
            shown = configuration
        }
        return c
    }
}

/// The live buttons.
let buttons = HandleTable<ButtonObject>(kind: .button)

/// Stores `object` among the live buttons and gives it its handle.
func insertButton(_ object: ButtonObject) throws(ABIError) -> bg_button {
    guard let id = buttons.insert(object) else { throw buttons.full }
    object.handle = bg_button(id: id)
    return object.handle
}
