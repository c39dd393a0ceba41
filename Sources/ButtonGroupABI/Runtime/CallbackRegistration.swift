import CButtonGroup

extension HandleTable where Object: RuntimeObject {
    /// Registers (fn non-NULL) or clears one of object `id`'s callbacks with `install`, which
    /// releases the old registration. Clearing registers nothing new, so a destroy passed along
    /// with a NULL fn runs at once; when the call fails, the new user_data is released at once.
    func registerCallback<Function>(
        _ name: StaticString, id: UInt64, _ fn: Function?, _ userData: UnsafeMutableRawPointer?,
        _ destroy: bg_destroy_fn?, _ install: (Object, CallbackBox<Function>?) -> Void
    ) -> bg_status {
        abiCall(name) { () throws(ABIError) in
            let box = fn.map { CallbackBox(function: $0, userData: userData, destroy: destroy) }
            if box == nil { releaseUnregistered(userData, destroy) }
            try withObject(id, mutating: true) { (object: Object) in install(object, box) }
        }
    }
}
