import CButtonGroup
import ButtonGroupCore

/// The C view (`bg_frames`) of a group's latest layout: the slots' frames only, written from
/// the engine's placement without working out the rest of each slot. A value the group holds (no
/// allocation of its own), which owns its storage: it cannot be copied, and frees it when dropped.
struct GroupFrameOutput: ~Copyable {
    private var frames = GrowingBuffer<bg_rect>()
    private var revision: Int?
    private var view = bg_frames()

    /// Room for 16 frames from the start, so that a group's first frames-only layout after whole
    /// ones allocates nothing either.
    init() {
        frames.reserve(16)
    }

    deinit {
        var storage = frames  // (self is immutable here; the copy points at the same storage)
        storage.free()
    }

    /// Fills `out` with the frames of `layout`, the group's layout at `revision`.
    mutating func fill(_ out: inout bg_frames, with layout: borrowing GroupLayout, revision: Int) {
        if self.revision != revision {
            let count = layout.slotCount
            let base = frames.reserve(count)
            for index in 0..<count { (base + index).initialize(to: bg_rect(layout.frame(ofSlot: index))) }
            view = bg_frames(struct_size: 0, count: UInt32(count), frames: UnsafePointer(base), size: bg_size(layout.size))
            self.revision = revision
        }
        let size = out.struct_size
        out = view
        out.struct_size = size
    }
}
