import SourceDiagnostics

/// A resource other than an achievement as it was released to App Store
/// Connect: its kind, key and ID, a leaderboard's sort order and a Game
/// Center challenge's leaderboard, all permanent there. The lock keeps it
/// in `released` with its `kind`.
package struct ReleasedResource: Sendable, Hashable {
    /// The kind: any but an achievement, whose released entries are ``ReleasedAchievement``.
    package var kind: GameCenterKind
    /// The local key.
    package var key: Located<String>
    /// The App Store Connect ID.
    package var id: Located<String>
    /// A leaderboard's sort order (`ASC`, `DESC`); `nil` for a set.
    package var sort: Located<String>?
    /// A Game Center challenge's leaderboard, by its App Store Connect ID; `nil` for other kinds.
    package var leaderboard: Located<String>?
    /// When or in which version it was released.
    package var released: Located<String>

    /// Creates an entry.
    package init(kind: GameCenterKind, key: Located<String>, id: Located<String>, sort: Located<String>?, leaderboard: Located<String>? = nil,
                 released: Located<String>) {
        self.kind = kind
        self.key = key
        self.id = id
        self.sort = sort
        self.leaderboard = leaderboard
        self.released = released
    }

    /// The kind as messages name it.
    package var noun: String { kind.noun }
}

extension AchievementCatalog {
    /// The catalog's resources other than achievements as a lock records them, released under `label`.
    package func releasedResources(label: String) -> [ReleasedResource] {
        let leaderboardIDs = Dictionary(leaderboards.map { ($0.key.value, $0.id.value) }, uniquingKeysWith: { first, _ in first })
        return GameCenterKind.allCases.flatMap { kind -> [ReleasedResource] in
            switch kind {
            case .achievement: return [] // ReleasedAchievement: with its unlock rule
            case .leaderboard:
                return leaderboards.map {
                    ReleasedResource(kind: kind, key: $0.key, id: $0.id, sort: $0.sort.map(\.rawValue), released: Located(label, at: $0.position))
                }
            case .leaderboardSet:
                return leaderboardSets.map { ReleasedResource(kind: kind, key: $0.key, id: $0.id, sort: nil, released: Located(label, at: $0.position)) }
            case .activity:
                return activities.map { ReleasedResource(kind: kind, key: $0.key, id: $0.id, sort: nil, released: Located(label, at: $0.position)) }
            case .gameCenterChallenge:
                return gameCenterChallenges.map { challenge in
                    let leaderboard = Located(leaderboardIDs[challenge.leaderboard.value] ?? challenge.leaderboard.value, at: challenge.leaderboard.position)
                    return ReleasedResource(kind: kind, key: challenge.key, id: challenge.id, sort: nil, leaderboard: leaderboard,
                                            released: Located(label, at: challenge.position))
                }
            }
        }
    }
}
