/// What every exported object with callbacks needs beside its own state: a lock, its lifetime,
/// and the rules for calls that come back in from inside its callbacks.
///
/// - Every call on the object runs under ``lock`` (recursive: a callback may call back in on
///   the same thread), through ``HandleTable/withObject(_:mutating:_:)``.
/// - Registrations the object drops (replaced or cleared callbacks, old items, everything on
///   free) are handed to ``release(_:)``. They are released, running their destroy
///   notifications, only when the outermost call on the object returns, after the lock is let
///   go: no destroy notification runs under the library's lock or while one of the object's
///   callbacks is still executing.
/// - While the object may be measuring text (``refusingMutations(_:)``), mutations from inside
///   the measure callback are refused with `BG_E_REENTRANT`.
///
/// Because every access to an exported object's state happens under its lock, and the calls
/// that could overlap an access from inside a callback are refused, the stored properties of
/// the runtime and of the objects (and of the buffers they own) skip Swift's dynamic
/// exclusivity checks (`@exclusivity(unchecked)`); those checks were a fifth of a relayout.
final class ObjectRuntime {
    /// Serializes every call on the object (replaced only in a forked child, see
    /// ``resetAfterFork()``; never written while other threads read it).
    @exclusivity(unchecked) private(set) var lock = RecursiveLock.make()
    /// Set in a forked child when a thread was inside a call on the object at `fork()`: the
    /// object may be half-changed, so every call on it fails (``ForkHandlers``).
    @exclusivity(unchecked) private(set) var isAbandonedByFork = false
    /// Set when the object is freed: its handle is dead; in-flight calls finish and stop.
    @exclusivity(unchecked) var isFreed = false
    /// How many calls on the object are running (callbacks may nest them on one thread).
    @exclusivity(unchecked) private var depth = 0
    /// Registrations dropped and not yet released.
    @exclusivity(unchecked) private var pendingReleases: [AnyObject] = []
    @exclusivity(unchecked) private var isMeasuring = false

    /// Keeps dropped registrations until the outermost call on the object has returned.
    func release(_ registrations: [AnyObject]) {
        pendingReleases += registrations
    }

    /// How deep calls on one object may nest through its callbacks (an action that activates
    /// a slot whose action activates a slot ...): deeper calls are refused rather than let the
    /// host's stack overflow.
    static let maximumDepth = 64

    /// Enters a call (under the lock); refuses one nested deeper than ``maximumDepth``.
    func enter() throws(ABIError) {
        guard depth < Self.maximumDepth else {
            throw ABIError(.reentrant, "calls nested more than \(Self.maximumDepth) deep through callbacks")
        }
        depth += 1
    }

    /// Leaves a call (under the lock); the outermost call takes the pending releases, to let
    /// go of them once it has unlocked.
    func leave() -> [AnyObject] {
        depth -= 1
        guard depth == 0, !pendingReleases.isEmpty else { return [] }
        defer { pendingReleases = [] }
        return pendingReleases
    }

    /// In a forked child, from its `pthread_atfork` handler (one thread): an object some thread
    /// was inside a call on (its depth is counted under the lock) is abandoned; any other gets a
    /// fresh lock, since its old one may still have been held by a thread between taking the
    /// lock and entering, or between leaving and unlocking, with its state whole.
    func resetAfterFork() {
        if depth > 0 {
            isAbandonedByFork = true
        } else {
            lock = RecursiveLock.make()
        }
    }

    /// Runs `body` with mutations refused (the object may call its measure callback meanwhile).
    func refusingMutations<R, Failure: Error>(_ body: () throws(Failure) -> R) throws(Failure) -> R {
        let wasMeasuring = isMeasuring
        isMeasuring = true
        defer { isMeasuring = wasMeasuring }
        return try body()
    }

    /// Refuses a mutation while the object is measuring (from inside its measure callback).
    func checkMutable(_ typeName: String) throws(ABIError) {
        try checkNotMeasuring("the \(typeName) cannot be changed from inside its measure callback")
    }

    /// Refuses, with `message`, a call made while the object is measuring (a mutation, or
    /// something measuring must not run again, such as a button's update).
    func checkNotMeasuring(_ message: @autoclosure () -> String) throws(ABIError) {
        if isMeasuring { throw ABIError(.reentrant, message()) }
    }
}

/// An exported object with callbacks: it has an ``ObjectRuntime``.
protocol RuntimeObject: AnyObject {
    /// The object's lock, lifetime and reentrancy state.
    var runtime: ObjectRuntime { get }
}

extension HandleTable where Object: RuntimeObject {
    /// Resolves `id` and runs `body` with the object locked; `mutating` calls are refused from
    /// inside its measure callback. Registrations the object dropped are released after the
    /// lock is let go, once the outermost call on the object returns.
    ///
    /// A call that does not change the object (a read) fails with `BG_E_INVALID_HANDLE` when a
    /// callback it fired, or a destroy notification it ran, freed the object: what it read
    /// belongs to the freed object (whose memory goes when this returns), so the export writes
    /// nothing. A mutating call (an event: its action may free the object) has done what it
    /// reports and returns it.
    func withObject<R>(_ id: UInt64, mutating: Bool = false,
                       _ body: (Object) throws(ABIError) -> R) throws(ABIError) -> R {
        let object = try resolve(id)
        let runtime = object.runtime
        if runtime.isAbandonedByFork {
            throw ABIError(.invalidHandle, "\(handleKind.typeName) handle 0x\(String(id, radix: 16)) cannot be used "
                           + "in this forked child: a thread was inside a call on it when the process forked")
        }
        var released: [AnyObject] = []
        defer { released.removeAll() }  // destroy notifications, outside the lock (a failed call's too)
        let result = try runtime.lock.withLock { () throws(ABIError) -> R in
            try runtime.enter()
            defer { released = runtime.leave() }
            guard !runtime.isFreed else { throw invalidHandle(id) }
            if mutating { try runtime.checkMutable(handleKind.typeName) }
            return try body(object)
        }
        released.removeAll()
        guard mutating || !runtime.isFreed else {
            throw ABIError(.invalidHandle, "\(handleKind.typeName) handle 0x\(String(id, radix: 16)) was freed by a "
                           + "callback this call ran; nothing was written")
        }
        return result
    }
}
