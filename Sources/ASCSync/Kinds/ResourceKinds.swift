extension ResourceKind {
    /// Every kind the sync synchronizes, in the order they sync (a set's
    /// leaderboards exist before the set names them): `asc pull` reads them all.
    package static let all: [ResourceKind] = [.achievements, .leaderboards, .leaderboardSets]
}
