/// The lock's `synced` entries by kind, resource and locale, read once: a
/// plan and an apply's record look one up for every locale of every
/// resource, which a scan of the whole list makes quadratic (27,300 entries
/// at App Store Connect's limits). Each key holds its first entry, as the
/// lock lists them. Every lookup of an entry goes through here.
package struct SyncedIndex: Sendable {
    private struct Key: Hashable {
        var kind: GameCenterKind
        var id: String
    }

    /// Each resource's entries by locale (`nil` for its own fields).
    private var byResource: [Key: [String?: SyncedEntry]] = [:]

    /// Indexes `entries`.
    package init(_ entries: [SyncedEntry]) {
        for entry in entries where byResource[Key(kind: entry.kind, id: entry.id)]?[entry.locale] == nil {
            byResource[Key(kind: entry.kind, id: entry.id), default: [:]][entry.locale] = entry
        }
    }

    /// The entry of a resource's own fields (`locale` nil) or of one of its locales.
    package func entry(kind: GameCenterKind, _ id: String, locale: String? = nil) -> SyncedEntry? {
        byResource[Key(kind: kind, id: id)]?[locale]
    }

    /// The locales recorded for a resource.
    package func locales(kind: GameCenterKind, _ id: String) -> Set<String> {
        Set(byResource[Key(kind: kind, id: id)]?.keys.compactMap { $0 } ?? [])
    }
}
