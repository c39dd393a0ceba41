import CButtonGroup
import ButtonGroupCore

/// The C ABI's status codes (`BG_OK`, `BG_E_*`), with their static descriptions.
enum ABIStatus: Int32, CaseIterable {
    case ok = 0
    case invalidArgument = -1
    case invalidHandle = -2
    case invalidUTF8 = -3
    case parse = -4
    case bufferTooSmall = -5
    case reentrant = -6
    case callback = -7
    case state = -8
    case notFound = -9
    case noMemory = -10

    /// Text returned by `bg_status_string`.
    var staticDescription: StaticString {
        switch self {
        case .ok: return "BG_OK: success"
        case .invalidArgument: return "BG_E_INVALID_ARGUMENT: an argument is NULL, out of range or not a finite number"
        case .invalidHandle: return "BG_E_INVALID_HANDLE: the handle was never issued or has been freed"
        case .invalidUTF8: return "BG_E_INVALID_UTF8: a string is not valid UTF-8"
        case .parse: return "BG_E_PARSE: the theme JSON is malformed or mistyped"
        case .bufferTooSmall: return "BG_E_BUFFER_TOO_SMALL: the buffer is too small; the required size was reported"
        case .reentrant: return "BG_E_REENTRANT: not allowed from inside this object's callback"
        case .callback: return "BG_E_CALLBACK: a host callback reported a failure"
        case .state: return "BG_E_STATE: not possible in the object's current state"
        case .notFound: return "BG_E_NOT_FOUND: no such token or item"
        case .noMemory: return "BG_E_NO_MEMORY: out of memory or over a size limit"
        }
    }
}

/// A failed exported call: its status and the message for `bg_last_error_message`.
struct ABIError: Error {
    let status: ABIStatus
    let message: String

    init(_ status: ABIStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    /// A `GroupStateError` from the core, as `BG_E_STATE` or `BG_E_INVALID_ARGUMENT`.
    init(_ error: GroupStateError) {
        switch error {
        case .indexOutOfRange: self.init(.invalidArgument, error.description)
        case .notLaidOut, .noSheetPresented, .nothingFocused: self.init(.state, error.description)
        }
    }
}

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
