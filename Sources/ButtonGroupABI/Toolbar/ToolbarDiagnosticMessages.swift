import CButtonGroup
import ButtonGroupCore

/// The sentences of a toolbar's diagnostics as C text, each made once (a diagnostic's
/// `description` builds a string) and then copied into every layout's result block, so a
/// relayout that shows warnings it has shown before makes no string.
final class ToolbarDiagnosticMessages {
    private let arena = CStringArena()
    /// Where each diagnostic's sentence is in the arena, and its length in bytes (no NUL).
    @exclusivity(unchecked) private var made: [ToolbarDiagnostic: (offset: Int, count: Int)] = [:]
    /// The most sentences kept: past it the cache starts over (keeping its storage). A toolbar's
    /// diagnostics are a few per item, so only many replacements of the items reach it.
    static let limit = 1024

    /// The sentence of `diagnostic` and its length in bytes, valid until the next call.
    func message(_ diagnostic: ToolbarDiagnostic) -> (text: UnsafePointer<CChar>, count: Int) {
        if let found = made[diagnostic] { return (arena.pointer(found.offset)!, found.count) }
        if made.count >= Self.limit {
            made.removeAll(keepingCapacity: true)
            arena.reset()
        }
        let sentence = diagnostic.description
        let offset = arena.append(sentence), count = sentence.utf8.count
        made[diagnostic] = (offset, count)
        return (arena.pointer(offset)!, count)
    }
}
