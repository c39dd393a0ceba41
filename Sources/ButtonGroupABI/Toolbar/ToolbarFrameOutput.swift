import CButtonGroup
import ButtonGroupCore

/// The C view (`bg_toolbar_frames`) of a toolbar's latest layout: the frames of its cells, its
/// overflow button, its groups and its separators, in one array the toolbar owns and reuses,
/// written from the core's ``ToolbarLayout`` without making any record or string.
final class ToolbarFrameOutput {
    private let block = ResultBlock(capacity: 64 * MemoryLayout<bg_rect>.stride)
    @exclusivity(unchecked) private var revision: Int?
    @exclusivity(unchecked) private var view = bg_toolbar_frames()

    /// Fills `out` (its struct_size kept) with the frames of `layout`, the toolbar's layout at
    /// `revision` whose cells are numbered `arrangement` (rewritten only when the revision
    /// changed since the last fill).
    func fill(_ out: inout bg_toolbar_frames, with layout: borrowing ToolbarLayout, revision: Int, arrangement: UInt32) {
        if self.revision != revision {
            rebuild(layout)
            view.arrangement = arrangement
            self.revision = revision
        }
        let size = out.struct_size
        out = view
        out.struct_size = size
    }

    private func rebuild(_ layout: borrowing ToolbarLayout) {
        let cells = layout.segments.count, overflow = layout.overflowButton == nil ? 0 : 1
        let count = cells + overflow, groups = layout.groups.count, separators = layout.separators.count
        block.start(size: (count + groups + separators) * MemoryLayout<bg_rect>.stride)
        let frames = block.array(of: bg_rect.self, count: count + groups + separators)
        layout.segments.withUnsafeBufferPointer { segments in
            for index in segments.indices { (frames + index).initialize(to: bg_rect(segments[index].frame)) }
        }
        if let button = layout.overflowButton { (frames + cells).initialize(to: bg_rect(button)) }
        for (index, group) in layout.groups.enumerated() { (frames + count + index).initialize(to: bg_rect(group.frame)) }
        for (index, separator) in layout.separators.enumerated() {
            (frames + count + groups + index).initialize(to: bg_rect(separator))
        }
        view = bg_toolbar_frames()
        view.count = UInt32(count)
        view.frames = UnsafePointer(frames)
        view.cell_count = UInt32(cells)
        view.has_overflow_button = Int32(overflow)
        view.group_count = UInt32(groups)
        view.separator_count = UInt32(separators)
        view.group_frames = UnsafePointer(frames + count)
        view.separators = UnsafePointer(frames + count + groups)
        view.size = bg_size(layout.size)
    }
}
