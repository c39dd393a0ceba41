import BGFoundations

/// What a provider knows when it turns a base configuration into the effective one.
public struct ProviderContext: Hashable, Sendable {
    /// The button's state.
    public var state: ControlState
    /// The theme's values (tint and dimming for the plain provider).
    public var style: ButtonStyle

    /// Creates a context.
    public init(state: ControlState, style: ButtonStyle) {
        self.state = state
        self.style = style
    }
}

/// Why a provider could not produce an effective configuration (a host provider failed).
public struct ProviderFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var description: String

    /// Creates a failure.
    public init(_ description: String) {
        self.description = description
    }
}

/// Turns a button's base configuration into its effective configuration for the button's
/// state (the iOS component's configuration providers). ``none`` uses the base as it is; ``plain``
/// dims colors when disabled or highlighted; ``styled(_:)`` applies a style preset, then the
/// plain dimming (the iOS component's custom provider calling `super.update`); ``custom(_:)`` runs any
/// edit (the C ABI's host providers).
public struct ConfigurationProvider {
    /// Edits a configuration for a context; a failure leaves the button's effective
    /// configuration as it was.
    public typealias Update = (inout ButtonConfiguration, ProviderContext) throws(ProviderFailure) -> Void

    /// The edit.
    public let update: Update

    /// A provider running `update`.
    public static func custom(_ update: @escaping Update) -> ConfigurationProvider {
        ConfigurationProvider(update: update)
    }

    /// The base configuration, unchanged.
    public static var none: ConfigurationProvider { ConfigurationProvider { _, _ in } }

    /// The plain provider: in the disabled or highlighted state, the foreground color (or the
    /// tint when there is none), the title, subtitle and fill colors, and the stroke color of a
    /// drawn stroke (or the tint when there is none), get their alpha multiplied by the style's
    /// dimming factor.
    public static var plain: ConfigurationProvider { ConfigurationProvider(update: dim) }

    /// `preset` applied to the configuration, then ``plain``.
    public static func styled(_ preset: ButtonStylePreset) -> ConfigurationProvider {
        ConfigurationProvider { configuration, context in
            preset.apply(to: &configuration)
            dim(&configuration, context)
        }
    }

    /// The plain provider's edit.
    public static func dim(_ configuration: inout ButtonConfiguration, _ context: ProviderContext) {
        guard let alpha = context.style.dimming.alpha(for: context.state) else { return }
        configuration.foregroundColor = (configuration.foregroundColor ?? context.style.tint).withAlphaMultiplied(by: alpha)
        configuration.titleColor = configuration.titleColor?.withAlphaMultiplied(by: alpha)
        configuration.subtitleColor = configuration.subtitleColor?.withAlphaMultiplied(by: alpha)
        if var background = configuration.background {
            background.fillColor = background.fillColor?.withAlphaMultiplied(by: alpha)
            background.strokeColor = background.strokeWidth > 0
                ? (background.strokeColor ?? context.style.tint).withAlphaMultiplied(by: alpha)
                : background.strokeColor?.withAlphaMultiplied(by: alpha)
            configuration.background = background
        }
    }
}

/// A named look a styled provider gives a button (the iOS component's `primaryOutline` and
/// `primaryFilled`; themes define them under `parameters/button/styles/<name>`). Applying it
/// sets each of these fields, nil included; the background's fields only when the
/// configuration has a background.
public struct ButtonStylePreset: Hashable, Sendable {
    /// The content insets.
    public var contentInsets: ContentInsets
    /// The foreground color.
    public var foregroundColor: RGBAColor?
    /// The image padding.
    public var imagePadding: Double
    /// The background fill.
    public var fillColor: RGBAColor?
    /// The stroke color.
    public var strokeColor: RGBAColor?
    /// The stroke width.
    public var strokeWidth: Double
    /// The background corners.
    public var cornerStyle: BackgroundCorners?

    /// Creates a preset.
    public init(contentInsets: ContentInsets, foregroundColor: RGBAColor?, imagePadding: Double, fillColor: RGBAColor?,
                strokeColor: RGBAColor?, strokeWidth: Double, cornerStyle: BackgroundCorners?) {
        self.contentInsets = contentInsets
        self.foregroundColor = foregroundColor
        self.imagePadding = imagePadding
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.cornerStyle = cornerStyle
    }

    /// Writes the preset into `configuration`.
    public func apply(to configuration: inout ButtonConfiguration) {
        configuration.contentInsets = contentInsets
        configuration.foregroundColor = foregroundColor
        configuration.imagePadding = imagePadding
        configuration.background?.fillColor = fillColor
        configuration.background?.strokeColor = strokeColor
        configuration.background?.strokeWidth = strokeWidth
        configuration.background?.cornerStyle = cornerStyle
    }
}
