/// NUL-terminated C copies of a fixed list of strings, in one allocation, each at a stable
/// address until the table is dropped. Built once per change of the strings (a group's items),
/// so a layout points at them instead of copying text.
final class CStringTable {
    private let arena: CStringArena
    /// The strings' addresses, in order (NULL for a nil string).
    let pointers: [UnsafePointer<CChar>?]

    /// Copies `strings` (nil stays NULL).
    init(_ strings: [String?]) {
        let arena = CStringArena()
        let offsets = strings.map { arena.append($0) }
        pointers = offsets.map { arena.pointer($0) }
        self.arena = arena
    }
}
