/// A failed exported call: its status and the message for `bg_last_error_message`.
struct ABIError: Error {
    let status: ABIStatus
    let message: String

    init(_ status: ABIStatus, _ message: String) {
        self.status = status
        self.message = message
    }
}
