import SourceDiagnostics

/// The catalog's sections, one per Game Center kind.
extension AchievementCatalog {
    /// Where the catalog lists the resources of `kind`.
    package func position(of kind: GameCenterKind) -> SourcePosition {
        switch kind {
        case .achievement: achievementsPosition
        case .leaderboard: leaderboardsPosition
        case .leaderboardSet: leaderboardSetsPosition
        case .activity: activitiesPosition
        case .gameCenterChallenge: gameCenterChallengesPosition
        }
    }

    /// The IDs the catalog lists of `kind`, in the catalog's order.
    package func ids(of kind: GameCenterKind) -> [Located<String>] {
        switch kind {
        case .achievement: achievements.map(\.id)
        case .leaderboard: leaderboards.map(\.id)
        case .leaderboardSet: leaderboardSets.map(\.id)
        case .activity: activities.map(\.id)
        case .gameCenterChallenge: gameCenterChallenges.map(\.id)
        }
    }

    /// The retired IDs of `kind`.
    package func retiredIDs(of kind: GameCenterKind) -> [Located<String>] {
        retired.filter { $0.kind == kind }.map(\.id)
    }

    /// This catalog with only those resources of `kind` whose ID `keep` accepts.
    package func filtering(_ kind: GameCenterKind, keep: (String) -> Bool) -> AchievementCatalog {
        var copy = self
        switch kind {
        case .achievement: copy.achievements = achievements.filter { keep($0.id.value) }
        case .leaderboard: copy.leaderboards = leaderboards.filter { keep($0.id.value) }
        case .leaderboardSet: copy.leaderboardSets = leaderboardSets.filter { keep($0.id.value) }
        case .activity: copy.activities = activities.filter { keep($0.id.value) }
        case .gameCenterChallenge: copy.gameCenterChallenges = gameCenterChallenges.filter { keep($0.id.value) }
        }
        return copy
    }
}
