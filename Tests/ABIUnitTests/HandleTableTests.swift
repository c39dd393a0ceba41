import XCTest
@testable import ButtonGroupABI
import ButtonGroupCore

/// The handle table's ids: stale ids never come back (a slot whose generations run out is
/// retired, not wrapped), ids of another library instance (another codec) or another kind never
/// resolve, and no id is 0 or has a zero high half. The C tests (`make test-abi`,
/// `make test-handles-random`) prove the same through the ABI; here the table is driven directly,
/// with fixed codecs and a first generation near the wrap, which the ABI cannot reach.
final class HandleTableTests: XCTestCase {
    private final class Thing {}

    private let codec = HandleIDCodec(mask: 0x5A17_C0DE, slotKey: 0x0123_4567_89AB_CDEF, tagKey: 0xFEDC_BA98_7654_3210)
    private let otherCodec = HandleIDCodec(mask: 0x0BAD_F00D, slotKey: 0x1111_2222_3333_4444, tagKey: 0x5555_6666_7777_8888)

    /// The generations from `first` to the last that `codec` can issue for `slot` (tag not 0).
    private func usableGenerations(_ codec: HandleIDCodec, slot: Int, from first: UInt32) -> Int {
        (first...UInt32.max).filter { codec.tag(kind: HandleKind.group.rawValue, slot: slot, generation: $0) != 0 }.count
    }

    func testASlotIsRetiredWhenItsGenerationsRunOutAndStaleIdsStayDead() throws {
        let first = UInt32.max - 3
        let table = HandleTable<Thing>(kind: .group, codec: codec, firstGeneration: first)
        var ids: [UInt64] = []
        for _ in 0..<12 {
            let id = try XCTUnwrap(table.insert(Thing()))
            XCTAssertNotNil(table.lookup(id))
            XCTAssertNotNil(table.remove(id))
            ids.append(id)
        }
        XCTAssertEqual(Set(ids).count, ids.count, "an id was issued twice")
        let slots = ids.map { codec.slot(of: $0, kind: HandleKind.group.rawValue)! }
        // Each slot is used for every generation it has left, in order, then never again.
        var expectedSlots: [Int] = []
        var slot = 0
        while expectedSlots.count < ids.count {
            expectedSlots += Array(repeating: slot, count: usableGenerations(codec, slot: slot, from: first))
            slot += 1
        }
        XCTAssertEqual(slots, Array(expectedSlots.prefix(ids.count)))
        let usedUp = Set(slots).filter { slot in
            slots.filter { $0 == slot }.count == usableGenerations(codec, slot: slot, from: first)
        }
        XCTAssertEqual(table.retiredSlots, usedUp.count)
        XCTAssertGreaterThanOrEqual(usedUp.count, 2)
        for id in ids {
            XCTAssertNil(table.lookup(id), "stale id 0x\(String(id, radix: 16)) resolves")
            XCTAssertNil(table.remove(id))
        }
        // A live object after all that still resolves, and only by its own id.
        let live = Thing()
        let id = try XCTUnwrap(table.insert(live))
        XCTAssertTrue(table.lookup(id) === live)
        XCTAssertFalse(ids.contains(id))
    }

    func testTheGenerationWhoseTagIsZeroIsSkipped() throws {
        let zeroAt = UInt32.max - 1
        // A codec whose tag for slot 0 at `zeroAt` is 0: the high key half cancels the tag.
        let base = HandleIDCodec(mask: codec.mask, slotKey: codec.slotKey, tagKey: codec.tagKey & 0xFFFF_FFFF)
        let cancel = UInt64(base.tag(kind: HandleKind.group.rawValue, slot: 0, generation: zeroAt))
        let zeroing = HandleIDCodec(mask: codec.mask, slotKey: codec.slotKey, tagKey: cancel << 32 | (codec.tagKey & 0xFFFF_FFFF))
        XCTAssertEqual(zeroing.tag(kind: HandleKind.group.rawValue, slot: 0, generation: zeroAt), 0)

        let table = HandleTable<Thing>(kind: .group, codec: zeroing, firstGeneration: zeroAt)
        let id = try XCTUnwrap(table.insert(Thing()))
        XCTAssertEqual(zeroing.slot(of: id, kind: HandleKind.group.rawValue), 0)
        XCTAssertEqual(id, zeroing.id(kind: HandleKind.group.rawValue, slot: 0, generation: zeroAt + 1))
        XCTAssertNotEqual(id >> 32, 0)
        XCTAssertNotNil(table.remove(id))
        XCTAssertEqual(table.retiredSlots, 1, "the slot's last generation was used: it is retired")

        // A slot with no usable generation at all is retired before it is ever used.
        let last = HandleIDCodec(mask: codec.mask, slotKey: codec.slotKey,
                                 tagKey: UInt64(base.tag(kind: HandleKind.group.rawValue, slot: 0, generation: .max)) << 32
                                     | (codec.tagKey & 0xFFFF_FFFF))
        let full = HandleTable<Thing>(kind: .group, codec: last, firstGeneration: .max)
        let next = try XCTUnwrap(full.insert(Thing()))
        XCTAssertEqual(last.slot(of: next, kind: HandleKind.group.rawValue), 1)
        XCTAssertEqual(full.retiredSlots, 1)
    }

    func testAtMostTheLiveLimitAreLiveAndRetiredSlotsDoNotCount() throws {
        // Two generations per slot: slots retire as objects come and go.
        let table = HandleTable<Thing>(kind: .group, codec: codec, liveLimit: 2, firstGeneration: .max - 1)
        var live = [try XCTUnwrap(table.insert(Thing())), try XCTUnwrap(table.insert(Thing()))]
        XCTAssertNil(table.insert(Thing()), "a third live object")
        for _ in 0..<8 {  // free one, make one: room for that one only
            XCTAssertNotNil(table.remove(live.removeFirst()))
            live.append(try XCTUnwrap(table.insert(Thing())))
            XCTAssertNil(table.insert(Thing()))
        }
        XCTAssertGreaterThan(table.retiredSlots, 0)
        XCTAssertEqual(table.full.status, .noMemory)
        XCTAssertTrue(table.full.message.contains("BG_MAX_LIVE_OBJECTS"), table.full.message)
        XCTAssertEqual(HandleTable<Thing>.capacity, Limits.maximumLiveObjects)
    }

    func testIdsOfAnotherInstanceOrKindNeverResolve() throws {
        let groups = HandleTable<Thing>(kind: .group, codec: codec)
        let themes = HandleTable<Thing>(kind: .theme, codec: codec)
        let foreign = HandleTable<Thing>(kind: .group, codec: otherCodec)
        var own: [UInt64] = [], theirs: [UInt64] = [], themeIds: [UInt64] = []
        let things = (0..<1000).map { _ in Thing() }
        for thing in things {
            own.append(try XCTUnwrap(groups.insert(thing)))
            theirs.append(try XCTUnwrap(foreign.insert(thing)))
            themeIds.append(try XCTUnwrap(themes.insert(thing)))
        }
        XCTAssertNotEqual(own.first, theirs.first, "two instances gave their first object one id")
        for (index, id) in own.enumerated() {
            XCTAssertTrue(groups.lookup(id) === things[index])
            XCTAssertNil(foreign.lookup(id), "another instance's id resolves")
            XCTAssertNil(themes.lookup(id), "a group id resolves as a theme")
            XCTAssertNil(groups.lookup(id & 0xFFFF_FFFF), "an id without its high half resolves")
            XCTAssertNotEqual(id >> 32, 0)
        }
        for id in theirs { XCTAssertNil(groups.lookup(id)) }
        for id in themeIds { XCTAssertNil(groups.lookup(id)) }
        XCTAssertNil(groups.lookup(0))
        XCTAssertNil(groups.remove(0))
        XCTAssertNil(groups.lookup(.max))
    }

    private final class WithRuntime: RuntimeObject {
        let runtime = ObjectRuntime()
    }

    /// What the fork handler does in the child, run here while a call is inside one object (as
    /// when a thread was inside it at fork()): that object is abandoned, the idle one gets a
    /// fresh lock and keeps working. Also proves `insert` recorded the runtimes (the overload
    /// for ``RuntimeObject``s was chosen).
    func testTheChildAbandonsAnObjectACallWasInsideAndResetsTheOthers() throws {
        let table = HandleTable<WithRuntime>(kind: .group, codec: codec)
        let inside = WithRuntime(), idle = WithRuntime()
        let insideID = try XCTUnwrap(table.insert(inside)), idleID = try XCTUnwrap(table.insert(idle))
        let idleLock = idle.runtime.lock
        try table.withObject(insideID) { _ in table.resetAfterForkInChild() }
        XCTAssertTrue(inside.runtime.isAbandonedByFork)
        XCTAssertFalse(idle.runtime.isAbandonedByFork)
        XCTAssertFalse(idle.runtime.lock === idleLock, "the idle object kept a lock that may be held")
        XCTAssertThrowsError(try table.withObject(insideID) { _ in }) { error in
            XCTAssertEqual((error as? ABIError)?.status, .invalidHandle)
            XCTAssertTrue((error as? ABIError)?.message.contains("forked") ?? false)
        }
        XCTAssertNoThrow(try table.withObject(idleID, mutating: true) { _ in })
        XCTAssertTrue(table.lookup(insideID) === inside, "the abandoned object stays in the table")
    }

    func testTheInstanceCodecIsRandom() {
        // Two draws from the system's random source agree in all 160 bits with probability 2^-160.
        var random = SystemRandomNumberGenerator()
        let drawn = HandleIDCodec(mask: UInt32(truncatingIfNeeded: random.next()), slotKey: random.next(), tagKey: random.next())
        let instance = HandleIDCodec.instance
        XCTAssertFalse(drawn.mask == instance.mask && drawn.slotKey == instance.slotKey && drawn.tagKey == instance.tagKey)
    }
}
