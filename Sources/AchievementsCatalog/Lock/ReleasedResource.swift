import SourceDiagnostics

/// A leaderboard or leaderboard set as it was released to App Store Connect:
/// its kind, key and ID, and a leaderboard's sort order, all permanent
/// there. The lock keeps it in `released` with its `kind`.
package struct ReleasedResource: Sendable, Hashable {
    /// The kind: any but an achievement, whose released entries are ``ReleasedAchievement``.
    package var kind: GameCenterKind
    /// The local key.
    package var key: Located<String>
    /// The App Store Connect ID.
    package var id: Located<String>
    /// A leaderboard's sort order (`ASC`, `DESC`); `nil` for a set.
    package var sort: Located<String>?
    /// When or in which version it was released.
    package var released: Located<String>

    /// Creates an entry.
    package init(kind: GameCenterKind, key: Located<String>, id: Located<String>, sort: Located<String>?, released: Located<String>) {
        self.kind = kind
        self.key = key
        self.id = id
        self.sort = sort
        self.released = released
    }

    /// The kind as messages name it.
    package var noun: String { kind.noun }
}

extension AchievementCatalog {
    /// The catalog's leaderboards and sets as a lock records them, released under `label`.
    package func releasedResources(label: String) -> [ReleasedResource] {
        leaderboards.map {
            ReleasedResource(kind: .leaderboard, key: $0.key, id: $0.id, sort: $0.sort.map(\.rawValue), released: Located(label, at: $0.position))
        } + leaderboardSets.map {
            ReleasedResource(kind: .leaderboardSet, key: $0.key, id: $0.id, sort: nil, released: Located(label, at: $0.position))
        }
    }
}
