import BGButton
import BGFoundations

/// The laid-out content of a toolbar's cells, kept between layouts: a cell whose size, state,
/// direction and scale did not change (every cell of a toolbar relaid out at another width, as
/// a toolbar's groups keep their natural size) reuses its content instead of laying it out again.
/// A model empties it whenever its items, context or measuring change.
final class CellContentCache {
    struct Key: Hashable {
        let item: Int, button: Int, width: Double, height: Double, state: UInt32, direction: LayoutDirection, scale: Double
    }

    /// What a cell shows, laid out.
    struct Entry {
        let title: String?, image: String?, content: ButtonLayout
    }

    /// Unchecked exclusivity: read and written only by ``entry(_:make:)``, never across `make`.
    @exclusivity(unchecked) private var entries: [Key: Entry] = [:]
    /// The most entries kept: in content, cells resize with the width, so a resizing host would
    /// otherwise add entries without end; past the limit the cache starts over (keeping its
    /// storage).
    var limit = 256

    /// The entry of `key`, made by `make` when there is none.
    func entry(_ key: Key, make: () -> Entry) -> Entry {
        if let entry = entries[key] { return entry }
        let entry = make()
        if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
        entries[key] = entry
        return entry
    }

    /// How many entries it holds.
    var count: Int { entries.count }

    /// Forgets every entry.
    func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }
}
