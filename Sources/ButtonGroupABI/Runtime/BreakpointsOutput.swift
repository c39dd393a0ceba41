import CButtonGroup
import ButtonGroupCore

/// The C view of an object's latest overflow breakpoints (`bg_breakpoints`), owned by the object
/// until its next call.
final class BreakpointsOutput {
    @exclusivity(unchecked) private var storage: [bg_overflow_breakpoint] = []

    /// Copies `found` into the object's storage and fills the caller's `out` (as much of it as
    /// its struct_size says, already checked).
    func fill(_ found: [OverflowBreakpoint], into out: UnsafeMutablePointer<bg_breakpoints>) {
        storage = found.map { breakpoint in
            bg_overflow_breakpoint(item_index: UInt32(truncatingIfNeeded: breakpoint.item), reserved: 0,
                                   moves_in: breakpoint.movesIn, moves_out: breakpoint.movesOut)
        }
        var filled = bg_breakpoints()
        filled.count = UInt32(storage.count)
        filled.breakpoints = storage.withUnsafeBufferPointer { $0.baseAddress }
        write(filled, to: out)
    }

    /// Checks a `bg_breakpoints` the caller gives.
    static func checked(_ out: UnsafeMutablePointer<bg_breakpoints>?) throws(ABIError) -> UnsafeMutablePointer<bg_breakpoints> {
        try CInput.outStruct(out, "out")
    }
}
