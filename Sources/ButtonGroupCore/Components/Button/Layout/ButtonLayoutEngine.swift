import BGFoundations

/// Lays out a configuration-based button: measures its texts and image, places them with the
/// one content layout (``ButtonContentLayout``), truncates what does not fit, and resolves its
/// background and colors. Pure, apart from the measure cache it fills.
public enum ButtonLayoutEngine {
    /// Where a button's measured content comes from.
    public struct Measuring {
        /// Text sizes, cached.
        public let text: TextMeasureCache
        /// An image's size by name, when the host measures images (nil: the style's size).
        public let image: (String) -> Size?

        /// Creates measuring.
        public init(text: TextMeasureCache, image: @escaping (String) -> Size?) {
            self.text = text
            self.image = image
        }
    }

    /// The memo slots of a button's texts in the measure cache.
    static let titleMemo = 0, subtitleMemo = 1

    /// The content `configuration` shows, measured.
    public static func content(of configuration: ButtonConfiguration, style: ButtonStyle, measuring: Measuring,
                               decorations: ButtonTextDecorations = .none) -> ButtonContent {
        let imageSize: Size?
        if configuration.showsActivityIndicator {
            imageSize = style.activityIndicatorSize
        } else if let image = configuration.image {
            imageSize = image.size ?? measuring.image(image.name) ?? style.imageSize
        } else {
            imageSize = nil
        }
        return ButtonContent(
            imageSize: imageSize,
            titleSize: configuration.showsTitle
                ? size(of: configuration.title ?? "", runs: decorations.attributedTitle(of: configuration),
                       font: configuration.titleFont ?? style.titleFont, memo: titleMemo, measure: measuring.text) : nil,
            subtitleSize: configuration.showsSubtitle
                ? size(of: configuration.subtitle ?? "", runs: decorations.attributedSubtitle(of: configuration),
                       font: configuration.subtitleFont ?? style.subtitleFont, memo: subtitleMemo, measure: measuring.text) : nil)
    }

    /// The one-line size of a text: plain (memoized) or with its styled runs.
    private static func size(of text: String, runs attributed: AttributedText?, font: FontSpec, memo: Int,
                             measure: TextMeasureCache) -> Size {
        guard let attributed else { return measure.size(of: text, in: measure.font(font), memo: memo) }
        return measure.size(of: attributed, base: font)
    }

    /// The metrics of `configuration` in `direction`.
    static func metrics(of configuration: ButtonConfiguration, direction: LayoutDirection,
                        alignment: ContentAlignment = .center) -> ResolvedContentMetrics {
        ContentMetrics(insets: configuration.contentInsets, imagePadding: configuration.imagePadding,
                       titlePadding: configuration.titlePadding, imagePlacement: configuration.imagePlacement,
                       titleAlignment: configuration.titleAlignment, alignment: alignment).resolved(direction)
    }

    /// The size the button needs to show everything whole, each side at most
    /// ``Limits/maximumLength`` (what a layout accepts). With a `label` decoration it is also
    /// tall enough for the label's background, the title grown by the label's insets, which
    /// the image beside it does not share (as a stack of the label and the icon, centred).
    /// With `width`, texts set to several lines (`lines`) wrap to what a button that wide
    /// leaves them, and the height grows to show their lines.
    public static func sizeThatFits(_ configuration: ButtonConfiguration, style: ButtonStyle, measuring: Measuring,
                                    label: LabelDecoration? = nil, decorations: ButtonTextDecorations = .none,
                                    lines: ButtonTextLines = .singleLine, width: Double? = nil) -> Size {
        // Insets and paddings are symmetric under mirroring, so the size is the same either way.
        var content = content(of: configuration, style: style, measuring: measuring, decorations: decorations)
        let metrics = metrics(of: configuration, direction: .leftToRight)
        if let width {
            let room = ButtonContentLayout.textRoom(content, in: Rect(x: 0, y: 0, width: width, height: 0), metrics: metrics)
            wrap(&content, configuration, style: style, decorations: decorations, lines: lines, room: room,
                 measure: measuring.text)
        }
        var size = ButtonContentLayout.sizeThatFits(content, metrics: metrics)
        if let label, let title = content.titleSize {
            size.height = max(size.height, metrics.insets.vertical + title.height + 2 * label.insets)
        }
        // Each inset and padding may be as large as a length: their sum is clamped to one, so
        // the size is one a layout accepts.
        return Size(width: min(size.width, Limits.maximumLength), height: min(size.height, Limits.maximumLength))
    }

    /// Lays `configuration` out in a button of `size`, in `state`, its content placed by
    /// `alignment`, its texts carrying `decorations`. A nil stroke color takes the style's tint
    /// (the view's), not the foreground.
    public static func layout(_ configuration: ButtonConfiguration, size: Size, grid: PixelGrid, direction: LayoutDirection,
                              state: ControlState, style: ButtonStyle, label: LabelDecoration?,
                              measuring: Measuring, alignment: ContentAlignment = .center,
                              decorations: ButtonTextDecorations = .none, lines: ButtonTextLines = .singleLine) -> ButtonLayout {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var content = content(of: configuration, style: style, measuring: measuring, decorations: decorations)
        let metrics = metrics(of: configuration, direction: direction, alignment: alignment)
        let room = ButtonContentLayout.textRoom(content, in: bounds, metrics: metrics)
        let lineHeights = (title: content.titleSize?.height ?? 0, subtitle: content.subtitleSize?.height ?? 0)
        // A pixel of slack, as a one-line text has (ButtonContentLayout.fitsWhole).
        let wrapped = wrap(&content, configuration, style: style, decorations: decorations, lines: lines,
                           room: room + 1 / grid.scale, measure: measuring.text)
        let title = wrapped.title.map { _ in PlacedText(fit: .whole, width: content.titleSize?.width ?? 0) }
            ?? fit(configuration.title, runs: decorations.attributedTitle(of: configuration), size: content.titleSize,
                   font: configuration.titleFont ?? style.titleFont, memo: titleMemo, room: room, grid: grid, measure: measuring.text)
        let subtitle = wrapped.subtitle.map { _ in PlacedText(fit: .whole, width: content.subtitleSize?.width ?? 0) }
            ?? fit(configuration.subtitle, runs: decorations.attributedSubtitle(of: configuration), size: content.subtitleSize,
                   font: configuration.subtitleFont ?? style.subtitleFont, memo: subtitleMemo, room: room, grid: grid, measure: measuring.text)
        let frames = ButtonContentLayout.place(content, in: bounds, metrics: metrics, grid: grid, title: title, subtitle: subtitle)
        let foreground = configuration.foregroundColor ?? style.tint
        let background = configuration.background
        let strokeWidth = max(0, background?.strokeWidth ?? 0)
        var layout = ButtonLayout(
            bounds: bounds, hitFrame: hitFrame(of: bounds, minimum: style.minimumTouchTarget),
            background: background.map {
                BackgroundLayout.geometry(in: bounds, corners: $0.corners, strokeOutset: $0.strokeOutset)
            },
            imageFrame: configuration.showsActivityIndicator ? nil : frames.imageFrame,
            activityIndicatorFrame: configuration.showsActivityIndicator ? frames.imageFrame : nil,
            titleFrame: frames.titleFrame, subtitleFrame: frames.subtitleFrame, contentFrame: frames.contentFrame,
            labelBackground: label.flatMap { label in frames.titleBox.map { grid.snapEdges($0.grown(by: label.insets)) } },
            title: frames.title, subtitle: frames.subtitle,
            paint: ButtonPaint(
                foreground: foreground, title: configuration.titleColor ?? foreground,
                subtitle: configuration.subtitleColor ?? foreground, fill: background?.fillColor,
                stroke: strokeWidth > 0 ? background?.strokeColor ?? style.tint : nil, strokeWidth: strokeWidth,
                labelBackground: label?.color, tint: style.tint),
            state: state)
        if let background {
            layout.backgroundContent = BackgroundContentLayout.frames(
                of: background, in: bounds, imageSize: background.image.flatMap(measuring.image))
        }
        let edge = metrics.textEdge(hasImage: frames.imageFrame != nil)
        layout.titleLines = wrapped.title.map { positioned($0, in: frames.titleFrame, lineHeight: lineHeights.title, edge: edge) }
        layout.subtitleLines = wrapped.subtitle.map {
            positioned($0, in: frames.subtitleFrame, lineHeight: lineHeights.subtitle, edge: edge)
        }
        if wrapped.title == nil, !decorations.title.isEmpty {  // (runs carry no decorations)
            layout.titleDecorations = placed(decorations.attributedTitle(of: configuration), fit: frames.title, frame: frames.titleFrame,
                                             font: configuration.titleFont ?? style.titleFont, measure: measuring.text)
        }
        if wrapped.subtitle == nil, !decorations.subtitle.isEmpty {
            layout.subtitleDecorations = placed(decorations.attributedSubtitle(of: configuration), fit: frames.subtitle,
                                                frame: frames.subtitleFrame, font: configuration.subtitleFont ?? style.subtitleFont,
                                                measure: measuring.text)
        }
        return layout
    }

    /// Breaks the texts of `configuration` set to several lines (or another line break mode)
    /// into lines in `room`, and makes `content`'s sizes theirs (the widest line, a line height
    /// per line). Returns the lines, nil for a text laid out on one line as before.
    @discardableResult
    static func wrap(_ content: inout ButtonContent, _ configuration: ButtonConfiguration, style: ButtonStyle,
                     decorations: ButtonTextDecorations, lines: ButtonTextLines, room: Double,
                     measure: TextMeasureCache) -> (title: [TextLine]?, subtitle: [TextLine]?) {
        guard lines != .singleLine else { return (nil, nil) }  // the one-line layout: nothing to build
        let title = wrapped(configuration.title, attributed: decorations.attributedTitle(of: configuration),
                            shown: content.titleSize != nil, settings: lines.title,
                            font: configuration.titleFont ?? style.titleFont, room: room, measure: measure)
        let subtitle = wrapped(configuration.subtitle, attributed: decorations.attributedSubtitle(of: configuration),
                               shown: content.subtitleSize != nil, settings: lines.subtitle,
                               font: configuration.subtitleFont ?? style.subtitleFont, room: room, measure: measure)
        if let title, let size = content.titleSize { content.titleSize = block(of: title, lineHeight: size.height) }
        if let subtitle, let size = content.subtitleSize { content.subtitleSize = block(of: subtitle, lineHeight: size.height) }
        return (title, subtitle)
    }

    /// The decorations of `text` as shown with `fit` in `frame`, each over its stretch of it.
    private static func placed(_ text: AttributedText?, fit: TextFit, frame: Rect?, font: FontSpec,
                               measure: TextMeasureCache) -> [PlacedDecoration] {
        guard let text, let frame, !text.decorations.isEmpty else { return [] }
        let shown = AttributedText(string: fit.displayed(text.string), runs: text.displayedRuns(fit),
                                   decorations: text.displayedDecorations(fit))
        return shown.decorations.map { decoration in
            let x = measure.width(of: 0..<decoration.start, in: shown, base: font)
            let width = measure.width(of: decoration.start..<decoration.end, in: shown, base: font)
            return PlacedDecoration(decoration: decoration,
                                    frame: Rect(x: frame.x + x, y: frame.y, width: width, height: frame.height))
        }
    }

    /// How a text of measured `size` shows in `room`: whole, or tail-truncated (runs and font made only then).
    private static func fit(_ text: String?, runs attributed: @autoclosure () -> AttributedText?, size: Size?,
                            font: @autoclosure () -> FontSpec, memo: Int, room: Double, grid: PixelGrid,
                            measure: TextMeasureCache) -> PlacedText {
        guard let text, let size else { return .absent }
        guard !ButtonContentLayout.fitsWhole(size.width, room: room, grid: grid) else {
            return PlacedText(fit: .whole, width: size.width)
        }
        let font = font()
        if let attributed = attributed() {
            let fit = measure.fit(attributed, base: font, fullWidth: size.width, available: room)
            return PlacedText(fit: fit.fit, width: fit.width)
        }
        let resolved = measure.font(font)
        let fit = measure.fit(of: text, in: resolved, memo: memo, fullWidth: size.width, available: room)
        return PlacedText(fit: fit.fit, width: fit.width)
    }

    /// `bounds` grown toward `minimum` on each axis, centred.
    static func hitFrame(of bounds: Rect, minimum: Double) -> Rect {
        let growX = max(0, minimum - bounds.width) / 2, growY = max(0, minimum - bounds.height) / 2
        return Rect(x: bounds.x - growX, y: bounds.y - growY, width: bounds.width + 2 * growX, height: bounds.height + 2 * growY)
    }
}
