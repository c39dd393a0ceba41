import CButtonGroup

/// Runs the body of exported function `function`: clears the thread's last error (on entry and
/// again on success), and turns a thrown ``ABIError`` into its status and message
/// ("function: message").
@inline(__always)
func abiCall(_ function: StaticString, _ body: () throws(ABIError) -> Void) -> bg_status {
    LastError.clear()
    do {
        try body()
        // A callback may have failed a nested call: a successful call leaves no message.
        LastError.clear()
        return ABIStatus.ok.rawValue
    } catch {
        LastError.set("\(function): \(error.message)")
        return error.status.rawValue
    }
}
