/// The value kept in `storage`, made by `make` and kept there on first use. An object's outputs
/// are made this way, so that a host that never asks for one (a picture, a whole layout, the
/// breakpoints) never pays for its allocations; setting `storage` to nil makes it again.
@inline(__always)
func madeOnFirstUse<Value>(_ storage: inout Value?, _ make: () -> Value) -> Value {
    if let kept = storage { return kept }
    let made = make()
    storage = made
    return made
}
