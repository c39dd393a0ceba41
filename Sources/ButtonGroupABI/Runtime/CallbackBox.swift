import CButtonGroup

/// A registered (function, user_data, destroy) triple. `destroy(user_data)` runs exactly
/// once, when the box is released: on replace, on clear, when its owner is freed, or when
/// the registering call fails. A dispatch keeps its box alive, so a callback that replaces
/// or frees its own registration still finishes before its user_data is destroyed.
final class CallbackBox<Function> {
    /// The host function.
    let function: Function
    /// The host's context pointer.
    let userData: UnsafeMutableRawPointer?
    private let destroy: bg_destroy_fn?

    init(function: Function, userData: UnsafeMutableRawPointer?, destroy: bg_destroy_fn?) {
        self.function = function
        self.userData = userData
        self.destroy = destroy
    }

    deinit {
        destroy?(userData)
    }
}

/// Releases a user_data that never became a registration (a call that failed before
/// storing it): runs `destroy` once, now.
func releaseUnregistered(_ userData: UnsafeMutableRawPointer?, _ destroy: bg_destroy_fn?) {
    destroy?(userData)
}
