import CButtonGroup

/// Runs the body of exported function `function`: a success clears the thread's last error (a
/// callback may have failed a nested call meanwhile), and a thrown ``ABIError`` becomes its
/// status and message ("function: message").
@inline(__always)
func abiCall(_ function: StaticString, _ body: () throws(ABIError) -> Void) -> bg_status {
    do {
        try body()
        LastError.clear()
        return ABIStatus.ok.rawValue
    } catch {
        LastError.set("\(function): \(error.message)")
        return error.status.rawValue
    }
}
