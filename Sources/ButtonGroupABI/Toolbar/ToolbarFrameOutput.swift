import CButtonGroup
import ButtonGroupCore

/// The C form of a toolbar layout's frames (`bg_toolbar_layout_frames`): the frames of its
/// cells, its overflow button, its groups, its separators and (for a host that knows them) its
/// bars, written from the core's ``ToolbarLayout`` into the caller's array without making any
/// record or string.
enum ToolbarFrameOutput {
    /// `bg_toolbar_frames` as hosts built before the bars know it (up to `size`).
    static let firstVersionSize = MemoryLayout<bg_toolbar_frames>.offset(of: \.bar_count) ?? MemoryLayout<bg_toolbar_frames>.size

    /// Whether a host whose `bg_toolbar_frames` is `structSize` bytes gets the bars' frames.
    static func reportsBars(structSize: UInt32) -> Bool { Int(structSize) > firstVersionSize }

    /// How the frames of `layout`, whose cells are numbered `arrangement`, divide (struct_size 0);
    /// the bars count only `withBars`.
    static func counts(of layout: borrowing ToolbarLayout, arrangement: UInt32, withBars: Bool) -> bg_toolbar_frames {
        let cells = layout.segments.count, count = cells + (layout.overflowButton == nil ? 0 : 1)
        let groups = layout.groups.count, separators = layout.separators.count, bars = withBars ? layout.bars.count : 0
        return bg_toolbar_frames(struct_size: 0, rect_count: UInt32(count + groups + separators + bars), count: UInt32(count),
                                 cell_count: UInt32(cells), has_overflow_button: Int32(count - cells),
                                 group_count: UInt32(groups), separator_count: UInt32(separators),
                                 arrangement: arrangement, size: bg_size(layout.size), bar_count: UInt32(bars), reserved: 0)
    }

    /// Writes the frames of `layout` to `frames`, which has room for them
    /// (``counts(of:arrangement:withBars:)``), the bars' last when `withBars`.
    static func write(_ layout: borrowing ToolbarLayout, withBars: Bool, to frames: UnsafeMutablePointer<bg_rect>) {
        var next = frames
        layout.segments.withUnsafeBufferPointer { segments in
            for segment in segments { next.initialize(to: bg_rect(segment.frame)); next += 1 }
        }
        if let button = layout.overflowButton { next.initialize(to: bg_rect(button)); next += 1 }
        for group in layout.groups { next.initialize(to: bg_rect(group.frame)); next += 1 }
        for separator in layout.separators { next.initialize(to: bg_rect(separator)); next += 1 }
        guard withBars else { return }
        for bar in layout.bars { next.initialize(to: bg_rect(bar.frame)); next += 1 }
    }
}
