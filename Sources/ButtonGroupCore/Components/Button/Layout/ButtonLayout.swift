import BGFoundations

/// The colors a host paints a button with, resolved from its effective configuration.
public struct ButtonPaint: Hashable, Sendable {
    /// The foreground: image tint and activity indicator.
    public var foreground: RGBAColor
    /// The title's color.
    public var title: RGBAColor
    /// The subtitle's color.
    public var subtitle: RGBAColor
    /// The background fill, or nil for none.
    public var fill: RGBAColor?
    /// The stroke color, or nil when no stroke is drawn (its width is 0).
    public var stroke: RGBAColor?
    /// The stroke's width.
    public var strokeWidth: Double
    /// The label background's color, or nil when the button has none.
    public var labelBackground: RGBAColor?
    /// The view's tint in effect (its own, else the theme's): the focus ring's color.
    public var tint: RGBAColor?

    /// Creates paint.
    public init(foreground: RGBAColor, title: RGBAColor, subtitle: RGBAColor, fill: RGBAColor?, stroke: RGBAColor?,
                strokeWidth: Double, labelBackground: RGBAColor?, tint: RGBAColor? = nil) {
        self.foreground = foreground
        self.title = title
        self.subtitle = subtitle
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.labelBackground = labelBackground
        self.tint = tint
    }
}

/// A laid-out button: where everything goes and how it is painted, for a size.
public struct ButtonLayout: Hashable, Sendable {
    /// The button's bounds (origin 0, 0).
    public var bounds: Rect
    /// The touch target: the bounds grown toward the minimum touch size, centred.
    public var hitFrame: Rect
    /// The background and stroke, or nil when the configuration has no background.
    public var background: BackgroundGeometry?
    /// The image's frame, or nil when none is shown.
    public var imageFrame: Rect?
    /// The activity indicator's frame, or nil when none is shown.
    public var activityIndicatorFrame: Rect?
    /// The title's frame, or nil.
    public var titleFrame: Rect?
    /// The subtitle's frame, or nil.
    public var subtitleFrame: Rect?
    /// The content run (image, padding, text block) where the content alignment put it, not
    /// snapped; nil when nothing is shown.
    public var contentFrame: Rect?
    /// The label background's frame (``LabelDecoration``): the title's frame grown by its
    /// insets; nil when the button has none or shows no title.
    public var labelBackground: Rect?
    /// Where the background's visual effect, custom view and image go (all nil without a
    /// background, or when it has none of them).
    public var backgroundContent = BackgroundContentFrames()
    /// The title's decorations as shown (clipped; the "…" takes the one it cuts), each over its
    /// stretch of the title's frame; empty without any.
    public var titleDecorations: [PlacedDecoration] = []
    /// The subtitle's decorations as shown.
    public var subtitleDecorations: [PlacedDecoration] = []
    /// The title's lines when it is set to several lines or another line break mode
    /// (``ButtonTextLines``), each with the bytes it shows, its text and its frame; nil for a
    /// title on one line cut at the end (``title`` says how).
    public var titleLines: [TextLine]?
    /// The subtitle's lines, as ``titleLines``.
    public var subtitleLines: [TextLine]?
    /// How the title is shown (whole, truncated, not at all); with lines, whole.
    public var title: TextFit
    /// How the subtitle is shown.
    public var subtitle: TextFit
    /// The colors.
    public var paint: ButtonPaint
    /// The state the button was laid out in.
    public var state: ControlState

    /// Creates a layout.
    public init(bounds: Rect, hitFrame: Rect, background: BackgroundGeometry?, imageFrame: Rect?,
                activityIndicatorFrame: Rect?, titleFrame: Rect?, subtitleFrame: Rect?, contentFrame: Rect? = nil,
                labelBackground: Rect?, title: TextFit, subtitle: TextFit, paint: ButtonPaint, state: ControlState) {
        self.bounds = bounds
        self.hitFrame = hitFrame
        self.background = background
        self.imageFrame = imageFrame
        self.activityIndicatorFrame = activityIndicatorFrame
        self.titleFrame = titleFrame
        self.subtitleFrame = subtitleFrame
        self.contentFrame = contentFrame
        self.labelBackground = labelBackground
        self.title = title
        self.subtitle = subtitle
        self.paint = paint
        self.state = state
    }
}
