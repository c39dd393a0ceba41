/// Generational handles for objects of one kind (as sokol_gfx does): an id packs
/// `generation << 32 | kind << 24 | slot + 1`, so a freed, double-freed, stale or forged id,
/// or an id of another kind, never resolves, also after its slot is reused.
///
/// Guarded by a pthread mutex (which ThreadSanitizer understands) and held only for the
/// table operation itself, never while host code runs.
final class HandleTable<Object: AnyObject>: @unchecked Sendable {
    private struct Entry {
        var generation: UInt32 = 1
        var object: Object?
    }

    /// Most live objects of one kind (the slot field has 24 bits).
    static var capacity: Int { 1 << 24 - 1 }

    private let kind: UInt64
    private let lock = RecursiveLock()
    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var freeSlots: [Int] = []

    /// The kind of object the table holds.
    let handleKind: HandleKind

    /// A table whose ids carry `kind`, so kinds cannot be confused.
    init(kind: HandleKind) {
        handleKind = kind
        self.kind = UInt64(kind.rawValue)
    }

    /// Stores `object` and returns its id, or nil when the table is full.
    func insert(_ object: Object) -> UInt64? {
        lock.withLock { () -> UInt64? in
            let slot: Int
            if let reused = freeSlots.popLast() {
                slot = reused
            } else {
                guard entries.count < Self.capacity else { return nil }
                slot = entries.count
                entries.append(Entry())
            }
            entries[slot].object = object
            return UInt64(entries[slot].generation) << 32 | kind << 24 | UInt64(slot + 1)
        }
    }

    /// The object with this id, if the id is live.
    func lookup(_ id: UInt64) -> Object? {
        guard let slot = slot(of: id) else { return nil }
        return lock.withLock {
            guard slot < entries.count, UInt64(entries[slot].generation) == id >> 32 else { return nil }
            return entries[slot].object
        }
    }

    /// Removes the object with this id and returns it; the id (and every copy of it) is dead after.
    func remove(_ id: UInt64) -> Object? {
        guard let slot = slot(of: id) else { return nil }
        return lock.withLock { () -> Object? in
            guard slot < entries.count, UInt64(entries[slot].generation) == id >> 32,
                  let object = entries[slot].object else { return nil }
            entries[slot].object = nil
            // Generation 0 is never issued, so a wrapped counter skips it.
            let next = entries[slot].generation &+ 1
            entries[slot].generation = next == 0 ? 1 : next
            freeSlots.append(slot)
            return object
        }
    }

    private func slot(of id: UInt64) -> Int? {
        guard (id >> 24) & 0xFF == kind, id & 0xFF_FFFF != 0 else { return nil }
        return Int(id & 0xFF_FFFF) - 1
    }
}

extension HandleTable {
    /// The object with this id, or `BG_E_INVALID_HANDLE` naming the handle.
    func resolve(_ id: UInt64) throws(ABIError) -> Object {
        guard let object = lookup(id) else { throw invalidHandle(id) }
        return object
    }

    /// The error for an id that names no live object of this table.
    func invalidHandle(_ id: UInt64) -> ABIError {
        ABIError(.invalidHandle,
                 "\(handleKind.typeName) handle 0x\(String(id, radix: 16)) is not live (never created, freed, or forged)")
    }
}
