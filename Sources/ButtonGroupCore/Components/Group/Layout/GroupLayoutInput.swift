import BGFoundations

/// Everything a group layout depends on.
public struct GroupLayoutInput: Sendable {
    /// The group's items.
    public var items: [ButtonGroupItem]
    /// Layout, strings and overflow options.
    public var parameters: GroupParameters
    /// Token values (sizes, radii, font).
    public var style: GroupStyle
    /// Width to lay out in; finite and >= 0 (validated by the caller).
    public var width: Double
    /// Pixel grid frames snap to.
    public var grid: PixelGrid
    /// Reading direction.
    public var direction: LayoutDirection
    /// The previous layout's `visibleItemCount` for the same items (width-policy hysteresis).
    public var previousVisibleItemCount: Int?
    /// Names the items, style and text measurer: the owner of the input changes it whenever
    /// one of them changes, so that a layout at another width may reuse what it measured
    /// (``GroupLayoutScratch``). nil: measure every time.
    public var contentRevision: Int?

    /// Creates an input.
    public init(items: [ButtonGroupItem], parameters: GroupParameters, style: GroupStyle,
                width: Double, grid: PixelGrid, direction: LayoutDirection, previousVisibleItemCount: Int? = nil,
                contentRevision: Int? = nil) {
        self.items = items
        self.parameters = parameters
        self.style = style
        self.width = width
        self.grid = grid
        self.direction = direction
        self.previousVisibleItemCount = previousVisibleItemCount
        self.contentRevision = contentRevision
    }
}
