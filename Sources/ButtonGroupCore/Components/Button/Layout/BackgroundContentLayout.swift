import BGFoundations

/// Where the host draws what a button's background holds besides its fill and stroke, as
/// UIKit's background configuration has them; nil for what the background does not have.
/// Every frame is in the button's bounds and is clipped to the background's shape when drawn.
public struct BackgroundContentFrames: Hashable, Sendable {
    /// The visual effect's frame (the whole background).
    public var visualEffect: Rect?
    /// The custom view's frame: its stated size centred in the background, else the whole
    /// background.
    public var customView: Rect?
    /// The background image's frame by its content mode; it may reach past the background
    /// (aspect fill, an image larger than it), which clips it.
    public var image: Rect?
    /// The reference a picture draws the image from (the host's, ``ButtonModel/backgroundImageHref``),
    /// or nil for a placeholder.
    public var imageHref: String?

    /// Creates frames.
    public init(visualEffect: Rect? = nil, customView: Rect? = nil, image: Rect? = nil, imageHref: String? = nil) {
        self.visualEffect = visualEffect
        self.customView = customView
        self.image = image
        self.imageHref = imageHref
    }
}

/// Places a background's visual effect, custom view and image (UIView.ContentMode rules).
public enum BackgroundContentLayout {
    /// The frames of what `background` holds in `frame`; the image is `imageSize` big (the
    /// host's image measurer), or the background's size when the host gives none.
    public static func frames(of background: BackgroundConfiguration, in frame: Rect, imageSize: Size?) -> BackgroundContentFrames {
        BackgroundContentFrames(
            visualEffect: background.visualEffect != nil ? frame : nil,
            customView: background.customViewSize.map { centred($0, in: frame) },
            image: background.image != nil
                ? imageFrame(imageSize ?? Size(width: frame.width, height: frame.height), in: frame,
                             mode: background.imageContentMode)
                : nil)
    }

    /// The frame of an image of `image` size in `frame` by `mode`: stretched (scale to fill,
    /// redraw), scaled with its aspect to fit or to fill and centred, or at its own size centred,
    /// against an edge (centred along it) or in a corner. Left and right are physical, in either
    /// direction. An empty image scales to an empty frame at the centre.
    public static func imageFrame(_ image: Size, in frame: Rect, mode: ImageContentMode) -> Rect {
        switch mode {
        case .scaleToFill, .redraw:
            return frame
        case .scaleAspectFit, .scaleAspectFill:
            guard image.width > 0, image.height > 0 else { return centred(.zero, in: frame) }
            let across = frame.width / image.width, down = frame.height / image.height
            let scale = mode == .scaleAspectFit ? min(across, down) : max(across, down)
            return centred(Size(width: image.width * scale, height: image.height * scale), in: frame)
        case .center: return placed(image, in: frame, x: 0.5, y: 0.5)
        case .top: return placed(image, in: frame, x: 0.5, y: 0)
        case .bottom: return placed(image, in: frame, x: 0.5, y: 1)
        case .left: return placed(image, in: frame, x: 0, y: 0.5)
        case .right: return placed(image, in: frame, x: 1, y: 0.5)
        case .topLeft: return placed(image, in: frame, x: 0, y: 0)
        case .topRight: return placed(image, in: frame, x: 1, y: 0)
        case .bottomLeft: return placed(image, in: frame, x: 0, y: 1)
        case .bottomRight: return placed(image, in: frame, x: 1, y: 1)
        }
    }

    /// `size` at `x` and `y` of the room `frame` leaves (0 the start, 0.5 centred, 1 the end).
    static func placed(_ size: Size, in frame: Rect, x: Double, y: Double) -> Rect {
        Rect(x: frame.x + (frame.width - size.width) * x, y: frame.y + (frame.height - size.height) * y,
             width: size.width, height: size.height)
    }

    /// `size` centred in `frame`.
    static func centred(_ size: Size, in frame: Rect) -> Rect { placed(size, in: frame, x: 0.5, y: 0.5) }
}
