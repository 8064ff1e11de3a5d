/// The members the default templates declare on each kind's generated enum
/// (`templates/ChallengeCatalog.swift.mustache` and
/// `ChallengeIDMapping.swift.mustache`), and those Swift gives every such
/// enum: a key that becomes one of these names would be a case beside a
/// member of the same name, which does not compile. `key-collision` reports
/// it; `GeneratedMembersTests` keeps the lists equal to the golden output.
package enum GeneratedMembers {
    /// What a `String`, `CaseIterable`, `Hashable` enum has from Swift.
    package static let synthesized: Set<String> = ["rawValue", "allCases", "hashValue", "init"]
    /// The achievements' enum (`<Game>Challenge`).
    package static let achievement: Set<String> = ["id", "group", "definition", "referenceName", "isRepeatable", "localizations"]
    /// The leaderboards' enum (`<Game>Leaderboard`).
    package static let leaderboard: Set<String> = ["reference", "ascLeaderboardID", "isRecurring"]
    /// The sets' enum (`<Game>LeaderboardSet`).
    package static let leaderboardSet: Set<String> = ["ascLeaderboardSetID", "leaderboards"]
    /// The activities' enum (`<Game>Activity`); its `Property` type cannot clash with a lowercase case.
    package static let activity: Set<String> = ["definition", "ascActivityID"]
    /// The Game Center challenges' enum (`<Game>GameCenterChallenge`).
    package static let gameCenterChallenge: Set<String> = ["ascChallengeID", "leaderboard"]
}
