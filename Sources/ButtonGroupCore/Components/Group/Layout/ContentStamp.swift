/// Which content revision a layout's ``GroupLayout/items`` and ``GroupLayout/parameters`` were
/// taken at: bookkeeping for the next layout into the same storage, not part of the layout's
/// value (every stamp equals every other, and hashes to nothing).
struct ContentStamp: Hashable, Sendable {
    /// The ``GroupLayoutInput/contentRevision``, or nil (nothing taken yet, or an input without one).
    var revision: Int?

    static func == (_: ContentStamp, _: ContentStamp) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
