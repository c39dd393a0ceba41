#if canImport(Glibc)
import Glibc
#endif

/// How the handle tables of one loaded instance of the library write ids (see ``HandleTable``):
/// a mask that hides kind and slot, and the keys of the bijection that turns a slot's
/// generation into its tag, all random per instance.
struct HandleIDCodec: Sendable {
    /// XORed over `kind << 24 | slot + 1` to make the low half of an id.
    let mask: UInt32
    /// Keys the per-slot tweak of the tag.
    let slotKey: UInt64
    /// Keys the two rounds of the tag bijection.
    let tagKey: UInt64

    /// This instance's codec, drawn from the system's random source (`getrandom`) on first use;
    /// a forked child keeps its parent's, so the parent's handles stay valid in it.
    static let instance: HandleIDCodec = {
        var random = SystemRandomNumberGenerator()
        return HandleIDCodec(mask: UInt32(truncatingIfNeeded: random.next()), slotKey: random.next(), tagKey: random.next())
    }()

    /// The id of `slot`'s object of `kind` at `generation`.
    func id(kind: UInt8, slot: Int, generation: UInt32) -> UInt64 {
        UInt64(tag(kind: kind, slot: slot, generation: generation)) << 32 | UInt64(lowHalf(kind: kind, slot: slot))
    }

    /// The slot `id` names if its kind field is `kind`, else nil.
    func slot(of id: UInt64, kind: UInt8) -> Int? {
        let plain = UInt32(truncatingIfNeeded: id) ^ mask
        let field = Int(plain & 0xFF_FFFF)
        guard plain >> 24 == UInt32(kind), field != 0 else { return nil }
        return field - 1
    }

    /// The high half of the id of `slot` at `generation`: for one slot, a bijection of the
    /// generation (distinct generations never share a tag), keyed by this instance and the slot.
    func tag(kind: UInt8, slot: Int, generation: UInt32) -> UInt32 {
        let tweak = UInt32(truncatingIfNeeded: Self.mix64(UInt64(lowHalf(kind: kind, slot: slot)) ^ slotKey))
        let once = Self.mix32(generation ^ tweak) ^ UInt32(truncatingIfNeeded: tagKey)
        return Self.mix32(once) ^ UInt32(truncatingIfNeeded: tagKey >> 32)
    }

    /// The low half of an id: kind and slot under the mask.
    private func lowHalf(kind: UInt8, slot: Int) -> UInt32 {
        (UInt32(kind) << 24 | UInt32(slot + 1)) ^ mask
    }

    /// A bijection of 32-bit words that spreads every bit over the others (C. Wellons' lowbias32).
    private static func mix32(_ value: UInt32) -> UInt32 {
        var x = value
        x ^= x >> 16
        x &*= 0x7FEB_352D
        x ^= x >> 15
        x &*= 0x846C_A68B
        x ^= x >> 16
        return x
    }

    /// SplitMix64's finalizer: spreads every bit of a 64-bit word over the others.
    private static func mix64(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
