import BGFoundations

/// A configuration-based button's state: its base configuration and provider, its control
/// state, the effective configuration and the latest layout.
///
/// **Coalesced updates.** Changing the base configuration, the provider or the state only
/// marks the button as needing an update. The update — one provider pass, producing the
/// effective configuration — runs once at ``flush()``, or at the next read of the effective
/// configuration, a layout or a size; however many changes came before. ``updateCount``
/// counts them, and ``flush()`` says whether one ran, so its owner can tell the host once.
/// When the provider fails, nothing changes: the effective configuration stays, the update
/// stays pending, and the read that ran it fails with the provider's ``ProviderFailure``.
///
/// The model calls nothing but its provider and measurers, and its owner refuses calls from
/// inside them; interactions return whether the button fired, and the embedding layer runs the
/// action. So no two accesses to its stored properties overlap, and they skip Swift's dynamic
/// exclusivity checks (`@exclusivity(unchecked)`: the checks were 8 % of a layout).
public final class ButtonModel {
    /// The configuration the host sets; the effective one derives from it.
    @exclusivity(unchecked) public var baseConfiguration: ButtonConfiguration {
        didSet { setNeedsUpdate() }
    }
    /// Derives the effective configuration from the base one and the state.
    @exclusivity(unchecked) public var provider: ConfigurationProvider {
        didSet { setNeedsUpdate() }
    }
    /// The theme's values.
    @exclusivity(unchecked) public var style: ButtonStyle {
        didSet { setNeedsUpdate() }
    }
    /// Whether the button can fire (the disabled state when false). Disabling it stops
    /// pointer tracking and takes keyboard focus away.
    @exclusivity(unchecked) public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled {
                // Tracking ends, and the highlight it made with it (UIKit cancels the touch).
                if pointer.highlightedTarget != nil { highlighted = false }
                pointer.reset()
                focused = false
            }
            setNeedsUpdate()
        }
    }
    /// The selected state.
    @exclusivity(unchecked) public var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdate() } }
    }
    /// The highlighted state, as UIControl's `isHighlighted`: one flag that the host sets and
    /// that pointer tracking writes when a press highlights the button (down inside, back
    /// inside) or stops highlighting it (out, up, cancel). So a host's highlight holds until it
    /// clears it or a press ends; a press over it ends it as UIKit's touch tracking does.
    /// Coalesced like every state change.
    public var isHighlighted: Bool {
        get { highlighted }
        set {
            guard newValue != highlighted else { return }
            highlighted = newValue
            setNeedsUpdate()
        }
    }
    /// The view's own tint (UIView's `tintColor`), or nil for the theme's
    /// (`parameters/button/tint`): the foreground color when the configuration sets none, and
    /// the stroke's when its background sets none.
    @exclusivity(unchecked) public var tintColor: RGBAColor? {
        didSet { if tintColor != oldValue { setNeedsUpdate() } }
    }
    /// The tint in effect: ``tintColor``, else the theme's.
    public var tint: RGBAColor { tintColor ?? style.tint }
    /// Where the content sits across the bounds less the insets (UIControl's
    /// `contentHorizontalAlignment`).
    @exclusivity(unchecked) public var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { if contentHorizontalAlignment != oldValue { laidOut = nil } }
    }
    /// Where the content sits down the bounds less the insets (`contentVerticalAlignment`).
    @exclusivity(unchecked) public var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { if contentVerticalAlignment != oldValue { laidOut = nil } }
    }
    /// The reference (a URL, a path, a data URI) a picture draws the background's image from,
    /// or nil for a placeholder: the host's, as the library draws no images of its own.
    @exclusivity(unchecked) public var backgroundImageHref: String? {
        didSet { if backgroundImageHref != oldValue { laidOut = nil } }
    }
    /// The decorations of the title and subtitle (underline, strikethrough, kern, baseline
    /// offset, background color), kept beside the configuration as the view's; coalesced like
    /// every change. The layout clips them to the effective texts.
    @exclusivity(unchecked) public var textDecorations = ButtonTextDecorations.none {
        didSet { if textDecorations != oldValue { setNeedsUpdate() } }
    }
    /// How many lines the title and subtitle may take and how they break (UILabel's
    /// `numberOfLines` and `lineBreakMode`); one line cut at the end by default. Coalesced.
    @exclusivity(unchecked) public var textLines = ButtonTextLines.singleLine {
        didSet { if textLines != oldValue { setNeedsUpdate() } }
    }
    /// A background behind the title alone (a ``ButtonWithLabel``), or nil.
    @exclusivity(unchecked) public var labelDecoration: LabelDecoration? {
        didSet { laidOut = nil }
    }
    /// The accessibility label (nil: the title).
    @exclusivity(unchecked) public var accessibilityLabel: String?
    /// The accessibility identifier.
    @exclusivity(unchecked) public var accessibilityIdentifier: String?

    /// The measurers.
    @exclusivity(unchecked) public private(set) var measuring: ButtonLayoutEngine.Measuring
    /// Whether a change is waiting for the next update.
    @exclusivity(unchecked) public private(set) var needsUpdate = true
    /// How many updates have run (one per flush that had changes to apply).
    @exclusivity(unchecked) public private(set) var updateCount = 0

    @exclusivity(unchecked) private var effective: ButtonConfiguration
    @exclusivity(unchecked) private var pointer = PointerTracker()
    @exclusivity(unchecked) private var focused = false
    @exclusivity(unchecked) private var highlighted = false
    /// A layout request: the size, scale and direction a button was laid out at.
    public struct LayoutRequest: Hashable, Sendable {
        /// The button's size in points.
        public var size: Size
        /// Pixels per point.
        public var scale: Double
        /// The reading direction.
        public var direction: LayoutDirection

        /// Creates a request.
        public init(size: Size, scale: Double, direction: LayoutDirection) {
            self.size = size
            self.scale = scale
            self.direction = direction
        }
    }

    /// The latest layout request (nil before the first). Setting it (to put back the request
    /// of before a layout that failed) drops the cached layout.
    @exclusivity(unchecked) public var layoutRequest: LayoutRequest? {
        didSet { laidOut = nil }
    }
    @exclusivity(unchecked) private var laidOut: ButtonLayout?

    /// Creates a button (nothing is computed until the first flush).
    public init(baseConfiguration: ButtonConfiguration, provider: ConfigurationProvider, style: ButtonStyle,
                measuring: ButtonLayoutEngine.Measuring) {
        self.baseConfiguration = baseConfiguration
        self.provider = provider
        self.style = style
        self.measuring = measuring
        effective = baseConfiguration
    }

    /// The control state: highlighted (pressed), focused, disabled, selected.
    public var state: ControlState {
        var state: ControlState = []
        if highlighted { state.insert(.highlighted) }
        if focused { state.insert(.focused) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The theme's values with the view's tint: what the provider and the layout use.
    var tintedStyle: ButtonStyle {
        var tinted = style
        tinted.tint = tint
        return tinted
    }

    /// The content alignment as the layout takes it.
    var contentAlignment: ContentAlignment {
        ContentAlignment(horizontal: contentHorizontalAlignment, vertical: contentVerticalAlignment)
    }

    /// The configuration the button shows in its state (updates first if needed).
    public var effectiveConfiguration: ButtonConfiguration {
        get throws(ProviderFailure) {
            try flush()
            return effective
        }
    }

    /// Replaces the measurers (and so drops what was measured and the cached layout; the
    /// effective configuration does not depend on them, so no update is needed).
    public func setMeasuring(_ measuring: ButtonLayoutEngine.Measuring) {
        self.measuring = measuring
        laidOut = nil
    }

    /// Marks the effective configuration as out of date; the next flush updates it.
    public func setNeedsUpdate() {
        needsUpdate = true
        laidOut = nil
    }

    /// Runs the pending update, if any: one provider pass. Returns whether one ran.
    @discardableResult
    public func flush() throws(ProviderFailure) -> Bool {
        guard needsUpdate else { return false }
        var configuration = baseConfiguration
        try provider.update(&configuration, ProviderContext(state: state, style: tintedStyle))
        needsUpdate = false
        effective = configuration
        updateCount += 1
        laidOut = nil
        return true
    }

    /// The size the button needs to show its effective configuration whole; with `width`, its
    /// texts set to several lines wrapped to a button that wide (the height grows).
    public func sizeThatFits(width: Double? = nil) throws(ProviderFailure) -> Size {
        try flush()
        return ButtonLayoutEngine.sizeThatFits(effective, style: tintedStyle, measuring: measuring, label: labelDecoration,
                                               decorations: textDecorations, lines: textLines, width: width)
    }

    /// Lays the button out at `size` (updates first if needed); an unchanged request returns
    /// the cached layout.
    public func layout(size: Size, scale: Double, direction: LayoutDirection) throws(ProviderFailure) -> ButtonLayout {
        try flush()
        let request = LayoutRequest(size: size, scale: scale, direction: direction)
        if layoutRequest == request, let laidOut { return laidOut }
        layoutRequest = request
        laidOut = ButtonLayoutEngine.layout(effective, size: size, grid: PixelGrid(scale: scale), direction: direction,
                                            state: state, style: tintedStyle, label: labelDecoration, measuring: measuring,
                                            alignment: contentAlignment, decorations: textDecorations, lines: textLines)
        if laidOut!.backgroundContent.image != nil { laidOut!.backgroundContent.imageHref = backgroundImageHref }
        return laidOut!
    }

    /// The latest layout, laid out again if something changed since; nil before the first.
    public func currentLayout() throws(ProviderFailure) -> ButtonLayout? {
        guard let request = layoutRequest else { return nil }
        return try layout(size: request.size, scale: request.scale, direction: request.direction)
    }

    // MARK: Interaction

    /// Feeds a pointer event (like a UIControl): down inside the hit frame highlights, moving
    /// out un-highlights and back re-highlights, up inside fires. Returns whether it fired.
    /// The highlight change is an update like any other (coalesced).
    public func pointer(_ phase: PointerPhase, at point: Point) throws(ButtonStateError) -> Bool {
        // The hit frame depends only on the size: a pointer event never forces a pending update.
        guard let size = layoutRequest?.size else { throw .notLaidOut }
        let hitFrame = ButtonLayoutEngine.hitFrame(of: Rect(x: 0, y: 0, width: size.width, height: size.height),
                                                   minimum: style.minimumTouchTarget)
        let wasPressed = pointer.highlightedTarget != nil
        let fired = pointer.handle(phase, at: point, hitFrames: [hitFrame], isEnabled: { _ in self.isEnabled }) != nil
        let isPressed = pointer.highlightedTarget != nil
        if isPressed != wasPressed { isHighlighted = isPressed }
        return fired
    }

    /// Activates the button as a tap or the keyboard would: fires unless disabled.
    public func activate() -> Bool {
        isEnabled
    }

    /// Takes (`true`) or gives up keyboard focus; a disabled button cannot take it. Returns
    /// whether the button is focused.
    @discardableResult
    public func setFocused(_ focused: Bool) -> Bool {
        let new = focused && isEnabled
        if new != self.focused {
            self.focused = new
            setNeedsUpdate()
        }
        return new
    }

    /// What a screen reader announces (from the effective configuration and the latest
    /// layout's bounds; a zero frame before the first layout).
    /// - Throws: the provider's failure when an update was pending and failed.
    public func accessibility() throws(ProviderFailure) -> ButtonAccessibility {
        let configuration = try effectiveConfiguration
        return ButtonAccessibility(
            label: accessibilityLabel ?? configuration.title ?? "",
            value: configuration.showsSubtitle ? configuration.subtitle : nil,
            identifier: accessibilityIdentifier,
            frame: layoutRequest.map { Rect(x: 0, y: 0, width: $0.size.width, height: $0.size.height) } ?? .zero,
            isEnabled: isEnabled, isSelected: isSelected, isBusy: configuration.showsActivityIndicator)
    }
}

/// Why a button cannot do what was asked.
public enum ButtonStateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Pointer events need a layout to hit-test against.
    case notLaidOut

    public var description: String {
        switch self {
        case .notLaidOut: return "the button has not been laid out yet"
        }
    }
}
