/// The kinds of object a handle can name; the kind is part of every handle id, so a handle
/// of one kind never resolves as another.
enum HandleKind: UInt8 {
    /// `bg_group`.
    case group = 1
    /// `bg_theme`.
    case theme = 2
    /// `bg_button`.
    case button = 3
    /// `bg_toolbar`.
    case toolbar = 4

    /// The C type name, for error messages.
    var typeName: String {
        switch self {
        case .group: return "group"
        case .theme: return "theme"
        case .button: return "button"
        case .toolbar: return "toolbar"
        }
    }
}
