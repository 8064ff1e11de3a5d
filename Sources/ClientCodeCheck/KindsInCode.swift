import AchievementsCatalog

extension GameCenterKind {
    /// Whether the game's own code must map each ID of the kind: it reports
    /// achievements and leaderboard scores by ID, so an ID it lacks is a
    /// feature that silently does nothing. A leaderboard set is only shown
    /// by Game Center's own interface: its IDs are known (a literal naming
    /// one is not unknown) but need not appear. An activity is started by
    /// the game and handed back to it when a player joins through one, so an
    /// ID the code lacks is a link that lands nowhere. A Game Center
    /// challenge needs no code: the system submits its leaderboard's scores.
    var isMappedInCode: Bool {
        switch self {
        case .achievement, .leaderboard, .activity: true
        case .leaderboardSet, .gameCenterChallenge: false
        }
    }
}
