import AchievementsCatalog

/// The sync's kind table: each Game Center kind's description.
extension ResourceKind {
    /// The description of `kind`: the sync manages every Game Center kind,
    /// so a new case of ``GameCenterKind`` does not compile until it has one.
    package static func of(_ kind: GameCenterKind) -> ResourceKind {
        switch kind {
        case .achievement: .achievements
        case .leaderboard: .leaderboards
        case .leaderboardSet: .leaderboardSets
        case .activity: .activities
        case .gameCenterChallenge: .gameCenterChallenges
        }
    }

    /// Every kind the sync synchronizes, in the order they sync (a set's
    /// leaderboards exist before the set names them, and an activity's and
    /// a challenge's before them): `asc pull` reads them all.
    package static let all: [ResourceKind] = GameCenterKind.allCases.map(of)
}

extension DesiredSection {
    /// The catalog's resources and retired IDs of `kind`, their images read through `images`.
    package static func of(_ kind: GameCenterKind, in catalog: AchievementCatalog, images: inout DesiredImages) -> DesiredSection {
        switch kind {
        case .achievement: achievements(of: catalog, images: &images)
        case .leaderboard: leaderboards(of: catalog, images: &images)
        case .leaderboardSet: leaderboardSets(of: catalog, images: &images)
        case .activity: activities(of: catalog, images: &images)
        case .gameCenterChallenge: gameCenterChallenges(of: catalog, images: &images)
        }
    }
}
