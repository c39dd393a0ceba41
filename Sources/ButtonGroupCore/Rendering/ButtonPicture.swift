import BGButton
import BGFoundations

/// Draws a laid-out ConfigurationBasedButton (and so a ButtonWithLabel, and a toolbar's cells):
/// its background (fill, then the stroke inside its outset frame), the label background, the
/// image or the activity indicator, the title and subtitle with their styled runs, as laid out
/// and coloured for its state, and a focus ring when focused.
public enum ButtonPicture {
    /// What a button shows, beside its layout: texts, image name, fonts.
    public struct Content: Sendable {
        /// The title and its runs, or nil.
        public var title: AttributedText?
        /// The subtitle and its runs, or nil.
        public var subtitle: AttributedText?
        /// The image name, or nil.
        public var image: String?
        /// The title's font.
        public var titleFont: FontSpec
        /// The subtitle's font.
        public var subtitleFont: FontSpec

        /// What a button with the effective `configuration` shows, in `style`'s fonts unless it sets its own.
        public init(_ configuration: ButtonConfiguration, style: ButtonStyle) {
            title = configuration.title.map { AttributedText(string: $0, runs: configuration.titleRuns) }
            subtitle = configuration.subtitle.map { AttributedText(string: $0, runs: configuration.subtitleRuns) }
            image = configuration.image?.name
            titleFont = configuration.titleFont ?? style.titleFont
            subtitleFont = configuration.subtitleFont ?? style.subtitleFont
        }

        /// A plain title and image (a control group's cell).
        public init(title: String?, image: String?, style: ButtonStyle) {
            self.title = title.map { AttributedText(string: $0, runs: []) }
            subtitle = nil
            self.image = image
            titleFont = style.titleFont
            subtitleFont = style.subtitleFont
        }
    }

    /// The SVG document of `layout`, the button laid out with its effective `configuration`.
    public static func svg(_ layout: ButtonLayout, configuration: ButtonConfiguration, style: ButtonStyle,
                           options: PictureOptions) -> String {
        let pad = max(0, options.padding)
        // Room for a stroke drawn outside the bounds and for the focus ring.
        let outside = max(0, (layout.background.map { $0.frame.x - $0.strokeFrame.x } ?? 0)) + 5
        let origin = Point(x: pad + outside, y: pad + outside)
        var canvas = SVGCanvas(size: Size(width: layout.bounds.width + 2 * origin.x, height: layout.bounds.height + 2 * origin.y),
                               background: options.background, direction: options.direction)
        canvas.comment("ConfigurationBasedButton")
        draw(layout, content: Content(configuration, style: style), tint: layout.paint.tint ?? style.tint, at: origin,
             into: &canvas)
        return canvas.document
    }

    /// Draws `layout` showing `content` with the button's origin at `origin`; `corners` replaces
    /// the background's own radius (a control group's joined cells); the focus ring takes `tint`.
    public static func draw(_ layout: ButtonLayout, content: Content, tint: RGBAColor, at origin: Point,
                            corners: CornerRadii? = nil, into canvas: inout SVGCanvas) {
        let paint = layout.paint
        if let background = layout.background {
            let radii = corners ?? CornerRadii(all: background.cornerRadius)
            canvas.roundedRect(background.frame.offsetBy(origin.x, origin.y), corners: radii, fill: paint.fill)
            drawContent(layout.backgroundContent, clip: background.frame.offsetBy(origin.x, origin.y), corners: radii,
                        origin: origin, into: &canvas)
            if let stroke = paint.stroke, paint.strokeWidth > 0 {
                canvas.strokeInside(background.strokeFrame.offsetBy(origin.x, origin.y),
                                    corners: corners ?? CornerRadii(all: background.strokeCornerRadius), color: stroke,
                                    width: paint.strokeWidth)
            }
        }
        if let label = layout.labelBackground, let color = paint.labelBackground {
            canvas.roundedRect(label.offsetBy(origin.x, origin.y), corners: CornerRadii(all: 0), fill: color)  // square
        }
        if let frame = layout.activityIndicatorFrame {
            canvas.activityIndicator(in: frame.offsetBy(origin.x, origin.y), color: paint.foreground)
        } else if let frame = layout.imageFrame, let image = content.image {
            // A cut-out shows the fill behind it, or white where there is none to see.
            let behind = paint.fill.flatMap { $0.alpha >= 0.5 ? $0 : nil } ?? RGBAColor(rgba: 0xFFFF_FFFF)
            canvas.icon(image, in: frame.offsetBy(origin.x, origin.y), color: paint.foreground, background: behind)
        }
        if let lines = layout.titleLines {
            drawLines(lines, origin: origin, font: content.titleFont, color: paint.title, into: &canvas)
        } else {
            drawText(content.title, fit: layout.title, frame: layout.titleFrame, decorations: layout.titleDecorations,
                     origin: origin, font: content.titleFont, color: paint.title, into: &canvas)
        }
        if let lines = layout.subtitleLines {
            drawLines(lines, origin: origin, font: content.subtitleFont, color: paint.subtitle, into: &canvas)
        } else {
            drawText(content.subtitle, fit: layout.subtitle, frame: layout.subtitleFrame,
                     decorations: layout.subtitleDecorations, origin: origin, font: content.subtitleFont,
                     color: paint.subtitle, into: &canvas)
        }
        if layout.state.contains(.focused) {
            let radius = layout.background?.cornerRadius ?? 4
            canvas.focusRing(around: layout.bounds.offsetBy(origin.x, origin.y), corners: corners ?? CornerRadii(all: radius),
                             color: tint)
        }
    }

    /// A text broken into lines: each line at its frame, in the text's font and color.
    private static func drawLines(_ lines: [TextLine], origin: Point, font: FontSpec, color: RGBAColor,
                                  into canvas: inout SVGCanvas) {
        for line in lines where !line.text.isEmpty {
            canvas.text([(line.text, color, font)], in: line.frame.offsetBy(origin.x, origin.y))
        }
    }

    /// One text as shown with `fit`, cut into its styled runs (and its decorations, placed by
    /// the layout).
    private static func drawText(_ text: AttributedText?, fit: TextFit, frame: Rect?, decorations: [PlacedDecoration],
                                 origin: Point, font: FontSpec, color: RGBAColor, into canvas: inout SVGCanvas) {
        guard let text, let frame else { return }
        let shown = fit.displayed(text.string)
        guard !shown.isEmpty else { return }
        let runs = text.displayedRuns(fit)
        guard decorations.isEmpty else {
            let pieces = DecoratedTextPicture.pieces(shown, runs: runs, decorations: decorations.map(\.decoration),
                                                     font: font, color: color)
            canvas.shapes(DecoratedTextPicture.svg(pieces, placed: decorations, in: frame, origin: origin), box: 1,
                          in: Rect(x: 0, y: 0, width: 1, height: 1))  // in place: scale 1 at the origin
            return
        }
        var pieces: [(text: String, color: RGBAColor, font: FontSpec)] = []
        let bytes = Array(shown.utf8)
        var cursor = 0
        func piece(_ range: Range<Int>, _ run: TextRun?) {
            let clipped = max(0, min(range.lowerBound, bytes.count))..<max(0, min(range.upperBound, bytes.count))
            guard !clipped.isEmpty else { return }
            pieces.append((String(decoding: bytes[clipped], as: UTF8.self), run?.color ?? color, run?.font ?? font))
        }
        for run in runs.sorted(by: { $0.start < $1.start }) where run.end > cursor {
            piece(cursor..<max(cursor, run.start), nil)
            piece(max(cursor, run.start)..<run.end, run)
            cursor = run.end
        }
        piece(cursor..<bytes.count, nil)
        canvas.text(pieces, in: frame.offsetBy(origin.x, origin.y))
    }

    // MARK: What a background holds

    /// The background's visual effect (a blurred translucent white layer, a material's look),
    /// image (from the host's reference, else a crossed placeholder) and custom view (an empty
    /// dashed slot, class `bg-custom-view`, for the host to find and fill), each clipped to the
    /// background's shape `clip` with `corners`. Ids are made from the background's position, so
    /// several buttons in one picture keep theirs apart.
    private static func drawContent(_ content: BackgroundContentFrames, clip: Rect, corners: CornerRadii, origin: Point,
                                    into canvas: inout SVGCanvas) {
        guard content.visualEffect != nil || content.image != nil || content.customView != nil else { return }
        let id = String("bg-\(SVGCanvas.number(clip.x))-\(SVGCanvas.number(clip.y))".map { $0 == "." ? "_" : $0 })
        var svg = "<clipPath id=\"\(id)-clip\"><path d=\"\(RoundedRectPath.data(clip, corners: corners))\"/></clipPath>"
        svg += "<g clip-path=\"url(#\(id)-clip)\">"
        if let frame = content.visualEffect?.offsetBy(origin.x, origin.y) {
            svg += "<filter id=\"\(id)-effect\"><feGaussianBlur stdDeviation=\"6\"/></filter>"
                + "<rect class=\"bg-visual-effect\" \(box(frame)) fill=\"#ffffff\" fill-opacity=\"0.6\" "
                + "filter=\"url(#\(id)-effect)\"/>"
        }
        if let frame = content.image?.offsetBy(origin.x, origin.y) {
            if let href = content.imageHref {
                svg += "<image class=\"bg-background-image\" \(box(frame)) preserveAspectRatio=\"none\" "
                    + "href=\"\(SVGCanvas.escaped(href))\"/>"
            } else {
                let corners = "M\(SVGCanvas.number(frame.x)) \(SVGCanvas.number(frame.y))L\(SVGCanvas.number(frame.maxX)) "
                    + "\(SVGCanvas.number(frame.maxY))M\(SVGCanvas.number(frame.maxX)) \(SVGCanvas.number(frame.y))L"
                    + "\(SVGCanvas.number(frame.x)) \(SVGCanvas.number(frame.maxY))"
                svg += "<g class=\"bg-background-image-placeholder\"><rect \(box(frame)) fill=\"#d1d1d6\"/>"
                    + "<path d=\"\(corners)\" stroke=\"#8e8e93\" stroke-width=\"1\"/></g>"
            }
        }
        if let frame = content.customView?.offsetBy(origin.x, origin.y) {
            svg += "<rect id=\"\(id)-custom-view\" class=\"bg-custom-view\" \(box(frame)) fill=\"none\" "
                + "stroke=\"#8e8e93\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>"
        }
        svg += "</g>"
        canvas.shapes(svg, box: 1, in: Rect(x: 0, y: 0, width: 1, height: 1))  // in place: scale 1 at the origin
    }

    /// The x, y, width and height attributes of `frame`.
    private static func box(_ frame: Rect) -> String {
        "x=\"\(SVGCanvas.number(frame.x))\" y=\"\(SVGCanvas.number(frame.y))\" width=\"\(SVGCanvas.number(frame.width))\" "
            + "height=\"\(SVGCanvas.number(frame.height))\""
    }
}
