import SourceDiagnostics

/// A Game Center challenge: a score competition between friends on one of
/// the game's leaderboards, promoted in the Games app. (Not the runtime's
/// `Challenges`, which unlock achievements.)
package struct GameCenterChallenge: Sendable, Hashable {
    /// Where the challenge's entry starts.
    package var position: SourcePosition
    /// The local identifier the game's code uses.
    package var key: Located<String>
    /// The App Store Connect challenge ID (`vendorIdentifier`): permanent once created.
    package var id: Located<String>
    /// The internal name in App Store Connect.
    package var referenceName: Located<String>
    /// The key of the leaderboard it is built on (`leaderboardV2`).
    package var leaderboard: Located<String>
    /// Whether players may try more than once (`repeatable`).
    package var repeatable: Located<Bool>?
    /// The durations a player may choose (Xcode's `allowedDurations`):
    /// App Store Connect's API has no field for them.
    package var durations: [Located<ChallengeDuration>]
    /// The default image file in the artwork folder, when not `KEY.png`.
    package var image: Located<String>?
    /// The texts per language, in file order.
    package var localizations: [GameCenterChallengeLocalization]
    /// The position of the `localizations` key.
    package var localizationsPosition: SourcePosition

    /// Creates a challenge with its identity, leaderboard and texts; the rest is optional.
    package init(position: SourcePosition, key: Located<String>, id: Located<String>, referenceName: Located<String>,
                 leaderboard: Located<String>, localizations: [GameCenterChallengeLocalization], localizationsPosition: SourcePosition) {
        self.position = position
        self.key = key
        self.id = id
        self.referenceName = referenceName
        self.leaderboard = leaderboard
        self.durations = []
        self.localizations = localizations
        self.localizationsPosition = localizationsPosition
    }

    /// The texts for a catalog language, if written.
    package func localization(for language: String) -> GameCenterChallengeLocalization? {
        localizations.first { $0.language.value == language }
    }
}

/// How long a challenge lasts, as Xcode's bundle writes it in `allowedDurations`.
package enum ChallengeDuration: String, CaseIterable, Sendable, Hashable {
    /// One day.
    case oneDay = "ONE_DAY"
    /// Three days.
    case threeDays = "THREE_DAYS"
    /// One week.
    case oneWeek = "ONE_WEEK"
}

/// A challenge's texts in one language: a name and an optional description.
package typealias GameCenterChallengeLocalization = TitledTexts

/// Challenges as the text rules see them.
extension GameCenterChallenge: LocalizedResource {
    package static let kind = GameCenterKind.gameCenterChallenge
    package var label: String { key.value }
}
