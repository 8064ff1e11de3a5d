/// The names of the types `generate` writes: the game's name in upper camel
/// case followed by a fixed word, one place for generation to name them and
/// for validation to check them.
package enum GeneratedTypeNames {
    /// The challenge enumeration (`RetroRacingChallenge`).
    package static let challenge = "Challenge"
    /// The challenge groups (`RetroRacingChallengeGroup`).
    package static let challengeGroup = "ChallengeGroup"
    /// The ID mapping (`RetroRacingChallengeIDMapping`).
    package static let challengeIDMapping = "ChallengeIDMapping"
    /// The leaderboards (`RetroRacingLeaderboard`).
    package static let leaderboard = "Leaderboard"
    /// The leaderboard sets (`RetroRacingLeaderboardSet`).
    package static let leaderboardSet = "LeaderboardSet"
    /// The activities (`RetroRacingActivity`).
    package static let activity = "Activity"
    /// The Game Center challenges (`RetroRacingGameCenterChallenge`).
    package static let gameCenterChallenge = "GameCenterChallenge"

    /// Every word, in no particular order.
    package static let suffixes = [challenge, challengeGroup, challengeIDMapping, leaderboard, leaderboardSet, activity, gameCenterChallenge]

    /// The prefix of every generated type for the game `game`.
    package static func prefix(game: String) -> String { SwiftIdentifier.upperCamelCase(game) }

    /// The public types of the runtime (`Challenges`, `ChallengesGameCenter`,
    /// `ReviewPrompt`) whose names a generated type could take: a word above
    /// with a name before it. A game named so would generate a type that
    /// hides the runtime's in the game's module. (A test keeps this list
    /// complete against the runtime's sources.)
    package static let runtimeTypes: Set<String> = ["DictionaryChallengeIDMapping"]
}
