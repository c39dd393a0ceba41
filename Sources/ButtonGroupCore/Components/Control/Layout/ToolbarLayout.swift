import BGButton
import BGFoundations

/// One drawn cell of a control group: a button's segment or palette cell, or a menu-style
/// group's one button.
public struct ControlSegment: Hashable, Sendable {
    /// The toolbar item whose group it belongs to.
    public var item: Int
    /// The button it draws, or nil for a menu-style group's button.
    public var button: Int?
    /// Its frame in the toolbar.
    public var frame: Rect
    /// Its background's corner radii: the group's outer corners on the first and last cells.
    public var corners: CornerRadii
    /// The title it shows (whole; `content.title` says how much of it fits), or nil.
    public var title: String?
    /// The name of the image it shows, or nil.
    public var image: String?
    /// Its content laid out by the one button content layout, relative to `frame`'s origin,
    /// with the colors of its state.
    public var content: ButtonLayout
}

/// A control group placed in a toolbar (or in content).
public struct PlacedControlGroup: Hashable, Sendable {
    /// The toolbar item.
    public var item: Int
    /// The group's frame.
    public var frame: Rect
    /// The style drawn (automatic resolved).
    public var style: ControlGroupStyle
    /// The label style drawn (automatic resolved).
    public var labelStyle: ControlLabelStyle
    /// Its cells: `ToolbarLayout.segments[segments]`.
    public var segments: Range<Int>
    /// The separators between its joined cells: `ToolbarLayout.separators[separators]`.
    public var separators: Range<Int>
    /// Where a menu-style group draws its menu indicator, or nil.
    public var menuIndicator: Rect?
}

/// One bar of a laid-out toolbar: the top bar, the bottom bar or the keyboard's accessory bar,
/// stacked from the top in that order (those the items fill). A host puts each where it belongs
/// on its screen and moves the frames on it along.
public struct PlacedBar: Hashable, Sendable {
    /// Which bar.
    public var bar: ToolbarBar
    /// Its frame: the whole width of the layout, a bar high.
    public var frame: Rect
}

/// A warning about a toolbar (never an error): see ``ToolbarDiagnosticKind``.
public struct ToolbarDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var kind: ToolbarDiagnosticKind
    /// The item concerned, or nil for the whole toolbar.
    public var item: Int?
    /// Too many groups: how many there are, and how many the theme recommends at most.
    public var groups: Int, recommended: Int

    /// Creates a diagnostic.
    public init(kind: ToolbarDiagnosticKind, item: Int?, groups: Int = 0, recommended: Int = 0) {
        self.kind = kind
        self.item = item
        self.groups = groups
        self.recommended = recommended
    }

    /// A sentence for a log.
    public var description: String {
        let index = item ?? -1
        switch kind {
        case .tooManyGroups:
            return "the toolbar has \(groups) groups; aim for \(recommended) at most"
        case .mixedSelection:
            return "item \(index) mixes buttons that act with segments that stay selected; use a picker for a choice"
        case .unlabeledOverflow:
            return "item \(index) had to move into the overflow menu but has no label to be listed under, so it is hidden"
        case .unlabeledMenu:
            return "item \(index) is a menu without a label: its button shows only the menu indicator; give the group a label"
        }
    }
}

/// A pressable cell of a laid-out toolbar, in reading order.
public struct ControlTarget: Hashable, Sendable {
    /// A button, a menu-style group's button, or the overflow button.
    public var kind: ControlTargetKind
    /// The toolbar item (nil for the overflow button).
    public var item: Int?
    /// The button (kind `.button` only).
    public var button: Int?
    /// Where it is drawn.
    public var frame: Rect
    /// Where it is hit: the frame grown vertically toward the minimum touch target.
    public var hitFrame: Rect
    /// Whether it can be pressed and focused.
    public var isEnabled: Bool
}

/// A laid-out toolbar: everything a host draws, hit tests and reads to assistive technology.
public struct ToolbarLayout: Hashable, Sendable {
    /// The toolbar's size: its bars stacked (content: one row).
    public var size: Size
    /// The bars, from the top (none in content).
    public var bars: [PlacedBar]
    /// The groups shown, in reading order.
    public var groups: [PlacedControlGroup]
    /// Every group's cells, group after group.
    public var segments: [ControlSegment]
    /// Every group's separators, group after group.
    public var separators: [Rect]
    /// The overflow button's frame, or nil when nothing overflows.
    public var overflowButton: Rect?
    /// The items moved into the overflow menu, in toolbar order (unlabeled ones included:
    /// they are hidden, a diagnostic says so).
    public var overflowed: [Int]
    /// The pressable cells, in reading order (the overflow button last).
    public var targets: [ControlTarget]
    /// The accessibility tree: per group a group node (label, child count) then its buttons,
    /// then the overflow button.
    public var accessibility: [AccessibilityNode]
    /// Warnings.
    public var diagnostics: [ToolbarDiagnostic]

    /// An empty layout (storage for the engine to fill).
    public init() {
        size = .zero
        bars = []
        groups = []
        segments = []
        separators = []
        overflowButton = nil
        overflowed = []
        targets = []
        accessibility = []
        diagnostics = []
    }

    /// Empties every array but the segments and the accessibility nodes, which the next layout
    /// writes over (reusing the segments' contents), keeping its storage.
    mutating func removeAll() {
        bars.removeAll(keepingCapacity: true)
        groups.removeAll(keepingCapacity: true)
        separators.removeAll(keepingCapacity: true)
        overflowButton = nil
        overflowed.removeAll(keepingCapacity: true)
        targets.removeAll(keepingCapacity: true)
        diagnostics.removeAll(keepingCapacity: true)
    }
}
