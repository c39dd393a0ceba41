import ButtonGroupCore
#if canImport(Glibc)
import Glibc
#endif

/// Generational handles for objects of one kind (as sokol_gfx does), written so that they carry
/// the loaded instance of the library they come from. A live id is
///
///     tag << 32 | (kind << 24 | slot + 1) ^ mask
///
/// where `mask` is a random number drawn once per instance (``HandleIDCodec``), and `tag` is the
/// slot's generation put through a bijection keyed by that instance: it changes every time the
/// slot is reused and is never 0. The table keeps the id of each slot's live object, and an id
/// resolves only if it is exactly that one. So, deterministically, a freed, double-freed or
/// stale id (also after its slot is reused), an id of another kind (the kind field of one
/// instance's ids is exact), `0` and any id whose high half is 0 never resolve. An id taken
/// from another copy of the library loaded in the same process decodes to a random kind and
/// slot and needs that slot's exact 32-bit tag besides: it resolves with a probability below
/// 2^-40. A made-up id needs at least a live slot's tag: at most 2^-32 per try, even knowing
/// live ids. Ids are not predictable across processes (the first group's id differs from run
/// to run); they are not a security boundary, but forging one takes more than arithmetic.
///
/// A slot whose 2^32 generations have all been issued is retired, never reused, so a stale id
/// can never become valid again (it takes 2^32 creations on one slot; a retired slot costs its
/// 32-byte entry).
///
/// Guarded by a pthread mutex (which ThreadSanitizer understands) held only for the table
/// operation itself, never while host code runs; ``ForkHandlers`` hold it across `fork()`.
final class HandleTable<Object: AnyObject>: @unchecked Sendable {
    /// One slot of the table.
    struct Entry {
        /// The live object's generation, or the next one to issue when the slot is free.
        var generation: UInt32
        /// The live object's id; 0 while the slot is free or retired.
        var id: UInt64 = 0
        /// The live object; nil while the slot is free or retired.
        var object: Object?
        /// The live object's runtime, if it has one (read by the fork handler).
        var runtime: ObjectRuntime?
    }

    /// Most live objects of one kind: `BG_MAX_LIVE_OBJECTS`.
    static var capacity: Int { Limits.maximumLiveObjects }
    /// Most slots (the slot field has 24 bits); a retired slot keeps its own.
    static var slotCapacity: Int { 1 << 24 - 1 }

    /// Most live objects of the table's kind: ``capacity`` (a test passes fewer).
    let liveLimit: Int
    private let kind: UInt8
    private let codec: HandleIDCodec
    private let firstGeneration: UInt32
    /// The table's lock (held across `fork()` by ``ForkHandlers``).
    let mutex = ForkSafeMutex()
    /// One entry per slot (read by the fork handler in the child).
    @exclusivity(unchecked) private(set) var entries: [Entry] = []
    @exclusivity(unchecked) private var freeSlots: [Int] = []
    @exclusivity(unchecked) private var retired = 0
    @exclusivity(unchecked) private var live = 0

    /// The kind of object the table holds.
    let handleKind: HandleKind

    /// A table whose ids carry `kind`, written with `codec` (the library instance's own unless
    /// a test passes one), holding at most `liveLimit` live objects; every slot starts at
    /// `firstGeneration` (tests start near the wrap).
    init(kind: HandleKind, codec: HandleIDCodec = .instance, liveLimit: Int = capacity, firstGeneration: UInt32 = 1) {
        handleKind = kind
        self.kind = kind.rawValue
        self.codec = codec
        self.liveLimit = liveLimit
        self.firstGeneration = firstGeneration
        ForkHandlers.register(self)
    }

    /// Stores `object` and returns its id, or nil when the table is full. (An object with an
    /// ``ObjectRuntime`` goes through the overload for ``RuntimeObject``s below instead, which
    /// records the runtime for the fork handler without a dynamic cast.)
    func insert(_ object: Object) -> UInt64? {
        insert(object, runtime: nil)
    }

    /// Stores `object`, whose `runtime` (if any) the fork handler resets, and returns its id, or
    /// nil when the table is full.
    func insert(_ object: Object, runtime: ObjectRuntime?) -> UInt64? {
        mutex.withLock { () -> UInt64? in
            guard live < liveLimit, let slot = takeSlot() else { return nil }
            live += 1
            let id = codec.id(kind: kind, slot: slot, generation: entries[slot].generation)
            entries[slot].id = id
            entries[slot].object = object
            entries[slot].runtime = runtime
            return id
        }
    }

    /// The object with this id, if the id is live.
    func lookup(_ id: UInt64) -> Object? {
        guard id != 0, let slot = codec.slot(of: id, kind: kind) else { return nil }
        return mutex.withLock {
            slot < entries.count && entries[slot].id == id ? entries[slot].object : nil
        }
    }

    /// Removes the object with this id and returns it; the id (and every copy of it) is dead
    /// after. The slot is reused with its next generation, or retired when none is left.
    func remove(_ id: UInt64) -> Object? {
        guard id != 0, let slot = codec.slot(of: id, kind: kind) else { return nil }
        return mutex.withLock { () -> Object? in
            guard slot < entries.count, entries[slot].id == id, let object = entries[slot].object else { return nil }
            entries[slot].id = 0
            entries[slot].object = nil
            entries[slot].runtime = nil
            live -= 1
            let current = entries[slot].generation
            if current < .max, let next = usableGeneration(from: current + 1, slot: slot) {
                entries[slot].generation = next
                freeSlots.append(slot)
            } else {
                retired += 1
            }
            return object
        }
    }

    /// How many slots were retired because their generations ran out.
    var retiredSlots: Int {
        mutex.withLock { retired }
    }

    /// A free slot (a reused one, else a new one), or nil when the table is full. Under the lock.
    private func takeSlot() -> Int? {
        if let reused = freeSlots.popLast() { return reused }
        while entries.count < Self.slotCapacity {
            let slot = entries.count
            let generation = usableGeneration(from: firstGeneration, slot: slot)
            entries.append(Entry(generation: generation ?? .max))
            if generation != nil { return slot }
            retired += 1
        }
        return nil
    }

    /// The first generation from `generation` on whose tag is not 0 (the one generation per slot
    /// whose tag is 0 is skipped, so that no id has a zero high half), or nil past the last.
    private func usableGeneration(from generation: UInt32, slot: Int) -> UInt32? {
        var generation = generation
        while codec.tag(kind: kind, slot: slot, generation: generation) == 0 {
            guard generation < .max else { return nil }
            generation += 1
        }
        return generation
    }
}

extension HandleTable {
    /// The object with this id, or `BG_E_INVALID_HANDLE` naming the handle.
    func resolve(_ id: UInt64) throws(ABIError) -> Object {
        guard let object = lookup(id) else { throw invalidHandle(id) }
        return object
    }

    /// The error for an object that cannot be stored: ``liveLimit`` of its kind are live.
    var full: ABIError {
        ABIError(.noMemory, "\(liveLimit) \(handleKind.typeName)s are live, as many as BG_MAX_LIVE_OBJECTS allows: free one first")
    }

    /// The error for an id that names no live object of this table.
    func invalidHandle(_ id: UInt64) -> ABIError {
        ABIError(.invalidHandle,
                 "\(handleKind.typeName) handle 0x\(String(id, radix: 16)) is not live (never created, freed, or forged)")
    }
}

extension HandleTable where Object: RuntimeObject {
    /// Stores `object` and returns its id, or nil when the table is full; its runtime is
    /// recorded for the fork handler. Overload resolution picks this over the general
    /// ``insert(_:)`` wherever the object's type is known to be a ``RuntimeObject``.
    func insert(_ object: Object) -> UInt64? {
        insert(object, runtime: object.runtime)
    }
}
