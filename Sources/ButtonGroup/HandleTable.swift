import Synchronization

/// Generational handles for objects of one kind (as sokol_gfx does): an id packs
/// `generation << 32 | kind << 24 | slot + 1`, so a freed, double-freed, stale or forged id,
/// or an id of another kind, never resolves, also after its slot is reused.
final class HandleTable<Object: AnyObject>: Sendable {
    private struct Entry {
        var generation: UInt32 = 1
        var object: Object?
    }

    private struct State {
        var entries: [Entry] = []
        var freeSlots: [Int] = []
    }

    /// Most live objects of one kind (the slot field has 24 bits).
    static var capacity: Int { 1 << 24 - 1 }

    private let kind: UInt64
    private let state = Mutex(State())

    /// A table whose ids carry `kind` (1...255) so kinds cannot be confused.
    init(kind: UInt8) {
        self.kind = UInt64(kind)
    }

    /// Stores `object` and returns its id, or nil when the table is full.
    func insert(_ object: Object) -> UInt64? {
        let box = UnsafeSendable(object)
        return state.withLock { state -> UInt64? in
            let slot: Int
            if let reused = state.freeSlots.popLast() {
                slot = reused
            } else {
                guard state.entries.count < Self.capacity else { return nil }
                slot = state.entries.count
                state.entries.append(Entry())
            }
            state.entries[slot].object = box.value
            return UInt64(state.entries[slot].generation) << 32 | kind << 24 | UInt64(slot + 1)
        }
    }

    /// The object with this id, if the id is live.
    func lookup(_ id: UInt64) -> Object? {
        guard let slot = slot(of: id) else { return nil }
        return state.withLock { state in
            guard slot < state.entries.count, UInt64(state.entries[slot].generation) == id >> 32 else { return nil }
            return state.entries[slot].object
        }
    }

    /// Removes the object with this id and returns it; the id (and every copy of it) is dead after.
    func remove(_ id: UInt64) -> Object? {
        guard let slot = slot(of: id) else { return nil }
        return state.withLock { state -> Object? in
            guard slot < state.entries.count, UInt64(state.entries[slot].generation) == id >> 32,
                  let object = state.entries[slot].object else { return nil }
            state.entries[slot].object = nil
            // Generation 0 is never issued, so a wrapped counter skips it.
            state.entries[slot].generation = state.entries[slot].generation &+ 1 == 0 ? 1 : state.entries[slot].generation &+ 1
            state.freeSlots.append(slot)
            return object
        }
    }

    /// Number of live objects.
    var count: Int {
        state.withLock { $0.entries.count - $0.freeSlots.count }
    }

    private func slot(of id: UInt64) -> Int? {
        guard (id >> 24) & 0xFF == kind, id & 0xFF_FFFF != 0 else { return nil }
        return Int(id & 0xFF_FFFF) - 1
    }
}

/// Carries a non-Sendable value across the table's lock (the table itself serializes access).
private struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
