/// App Store Connect's limits for Game Center achievements, leaderboards and
/// leaderboard sets, in one place.
///
/// Every rule reads its numbers from here. Each constant names its source;
/// where Apple does not document a limit, the comment says so.
package enum ASCLimits {
    /// At most 100 achievements per app.
    /// Source: ASC Help, "Configure achievements" and "Manage achievements";
    /// the archived Game Center Programming Guide says the same.
    package static let maxAchievements = 100

    /// Points per achievement: 0 to 100.
    /// Source: ASC Help, "Achievements" reference; the API answers
    /// `ENTITY_ERROR.INVALID_POINTS_RANGE` "You must provide points between 0 and 100".
    package static let pointsPerAchievement = 0...100

    /// At most 1000 points over all achievements of an app.
    /// Source: ASC Help, "Achievements" reference; the API answers
    /// `ENTITY_ERROR.INVALID_TOTAL_APP_POINTS`. The total is checked as each
    /// achievement is created, so the last ones of a batch fail.
    package static let maxTotalPoints = 1000

    /// An achievement ID (`vendorIdentifier`) is at most 100 single-byte characters
    /// and can never be edited after creation.
    /// Source: ASC Help, "Achievements" reference; the API's update requests
    /// have no `vendorIdentifier` field.
    package static let maxIDBytes = 100

    /// A localized title (display name) is at most 50 characters.
    /// Source: the API error `ENTITY_ERROR.ATTRIBUTE.INVALID.TOO_LONG` quoted
    /// by third-party upload tools; not in Apple's documentation.
    package static let maxTitleLength = 50

    /// Each description (pre-earned and earned) is at most 255 characters.
    /// Source: third-party upload tools quoting API errors; not in Apple's documentation.
    package static let maxDescriptionLength = 255

    /// At most 100 leaderboards per app without leaderboard sets, 500 with them.
    /// Source: ASC Help, "Manage leaderboards" and "Game Center properties".
    package static let maxLeaderboardsWithoutSets = 100
    /// See ``maxLeaderboardsWithoutSets``.
    package static let maxLeaderboardsWithSets = 500

    /// At most 100 leaderboard sets per app, and 100 leaderboards per set;
    /// once an app has sets, every leaderboard belongs to one.
    /// Source: ASC Help, "Configure leaderboard sets"; the API's "Game Center leaderboard sets" page.
    package static let maxLeaderboardSets = 100
    /// See ``maxLeaderboardSets``.
    package static let maxLeaderboardsPerSet = 100

    /// A leaderboard's score range holds 64-bit signed integers, and its two
    /// ends must differ. Source: ASC Help, "Leaderboards" reference.
    package static let scoreRange = Int64.min...Int64.max

    /// The most items an included to-many relationship holds in one answer
    /// (`limit[versions]` and the like); the rest is read through the
    /// relationship's own list. Source: the `limit[…]` parameters of the
    /// OpenAPI document 4.4.1 (maximum 50).
    package static let includedItems = 50

    /// The most components one review submission holds; the first Game
    /// Center components go for review with an app version.
    /// Source: ASC Help, "Submit Game Center components".
    package static let reviewSubmissionItems = 200

    /// The locale codes ASC accepts; any other is refused with `ENTITY_ERROR.LOCALE_INVALID`.
    /// Source: the list fastlane keeps in `fastlane_core/lib/fastlane_core/languages.rb`.
    package static let localeCodes: [String] = [
        "ar-SA", "ca", "cs", "da", "de-DE", "el", "en-AU", "en-CA", "en-GB", "en-US",
        "es-ES", "es-MX", "fi", "fr-CA", "fr-FR", "he", "hi", "hr", "hu", "id", "it",
        "ja", "ko", "ms", "nl-NL", "no", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv",
        "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant",
    ]
}
