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
    /// The item a press or keyboard focus keeps out of the More sheet (width policy): while
    /// the width drops it stays, taking the last item slot, and the item before it goes
    /// instead; the first item and it always show. nil: none; item 0 always shows anyway.
    public var keptItem: Int?
    /// Names the items, parameters, style and text measurer: the owner of the input changes it
    /// whenever one of them changes, so that a layout at another width may reuse what it
    /// measured (``GroupLayoutScratch``) and what it took from them. nil: measure every time.
    public var contentRevision: Int?

    /// Creates an input.
    public init(items: [ButtonGroupItem], parameters: GroupParameters, style: GroupStyle,
                width: Double, grid: PixelGrid, direction: LayoutDirection, previousVisibleItemCount: Int? = nil,
                keptItem: Int? = nil, contentRevision: Int? = nil) {
        self.items = items
        self.parameters = parameters
        self.style = style
        self.width = width
        self.grid = grid
        self.direction = direction
        self.previousVisibleItemCount = previousVisibleItemCount
        self.keptItem = keptItem
        self.contentRevision = contentRevision
    }
}
