/// Where a button's content — the image and the text block, as one run — sits inside its
/// bounds less the insets (UIControl's `contentHorizontalAlignment` and
/// `contentVerticalAlignment`). Centred both ways by default, as UIKit's.
///
/// Rules (``ButtonContentLayout``): left, right, top and bottom put the run against that edge
/// of the content box; leading and trailing are left and right in left-to-right and the other
/// way round in right-to-left (left and right stay physical). Fill stretches the text block
/// along that axis to what the image and its padding leave of the box (never narrower than the
/// texts); inside it the texts line up by the title alignment across and are centred down.
public struct ContentAlignment: Hashable, Sendable {
    /// Across the box.
    public var horizontal: ContentHorizontalAlignment
    /// Down the box.
    public var vertical: ContentVerticalAlignment

    /// Creates an alignment.
    @inlinable
    public init(horizontal: ContentHorizontalAlignment, vertical: ContentVerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways (UIKit's default).
    @inlinable
    public static var center: ContentAlignment { ContentAlignment(horizontal: .center, vertical: .center) }
}

/// An alignment along one axis with reading-direction terms made physical: toward the start
/// (left, top), centred, toward the end (right, bottom), or filling the axis.
public enum AxisPlacement: Hashable, Sendable {
    case start, center, end, fill

    /// The physical placement of `alignment` across, in a layout whose direction is right to
    /// left when `isRightToLeft`.
    @inlinable
    public init(_ alignment: ContentHorizontalAlignment, isRightToLeft: Bool) {
        switch alignment {
        case .center: self = .center
        case .fill: self = .fill
        case .left: self = .start
        case .right: self = .end
        case .leading: self = isRightToLeft ? .end : .start
        case .trailing: self = isRightToLeft ? .start : .end
        }
    }

    /// The placement of `alignment` down.
    @inlinable
    public init(_ alignment: ContentVerticalAlignment) {
        switch alignment {
        case .center: self = .center
        case .fill: self = .fill
        case .top: self = .start
        case .bottom: self = .end
        }
    }

    /// The same placement seen in a mirror (start and end swapped).
    @inlinable
    public var mirrored: AxisPlacement {
        switch self {
        case .start: return .end
        case .end: return .start
        case .center, .fill: return self
        }
    }

    /// How far from the start of its room something goes that leaves `slack` of it free.
    @inlinable
    public func offset(slack: Double) -> Double {
        switch self {
        case .start: return 0
        case .end: return slack
        case .center, .fill: return slack / 2
        }
    }
}
