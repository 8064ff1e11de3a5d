/// Everything a template can use, computed ahead: Swift identifiers, escaped
/// string literals, ordered lists with first/last flags. Mustache has no
/// logic, so every decision about Swift syntax is made here, and a template
/// only places values.
///
/// The property names are the template keys; docs/templates.md lists them all.
package struct CatalogRenderContext: Sendable, Hashable {
    /// Two comment lines saying the file is generated and from which catalog file.
    package var headerComment: String
    /// The catalog file's name, without directories (`catalog.yaml`).
    package var sourceFile: String
    /// The game's name as written.
    package var game: String
    /// The game's name as a Swift string literal.
    package var gameLiteral: String
    /// `public` or `internal`, for declarations.
    package var access: String
    /// The enum of the game's challenges, such as `RetroRacingChallenge`.
    package var challengeType: String
    /// The enum of the game's groups, such as `RetroRacingChallengeGroup`.
    package var groupType: String
    /// The mapping type, such as `RetroRacingChallengeIDMapping`.
    package var mappingType: String
    /// The `ChallengeCatalog` static property, such as `retroRacing`.
    package var catalogProperty: String
    /// The catalog's languages; the first is the development language.
    package var languages: [LanguageContext]
    /// The metrics.
    package var metrics: [MetricContext]
    /// The control inputs.
    package var inputs: [InputContext]
    /// The groups, each with its achievements.
    package var groups: [GroupContext]
    /// The achievements, in catalog order.
    package var achievements: [AchievementContext]
    /// The number of achievements.
    package var achievementCount: Int
    /// Whether any achievement has no group, so the game reports it itself:
    /// `group` and `definition` are then optional in the default templates.
    package var hasReportedByGame: Bool
    /// The sum of all points.
    package var totalPoints: Int
    /// The app's Apple ID (`app.appleID`), digits only; absent when the catalog has none.
    package var appleID: String?
    /// The App Store write-review address of the app as a Swift string
    /// literal, `"https://apps.apple.com/app/idAPPLEID?action=write-review"`;
    /// absent when the catalog has no `app.appleID`.
    package var writeReviewURLLiteral: String?
    /// The enum of the game's leaderboards, such as `RetroRacingLeaderboard`.
    package var leaderboardType: String
    /// The enum of the game's leaderboard sets, such as `RetroRacingLeaderboardSet`.
    package var leaderboardSetType: String
    /// The leaderboards, in catalog order.
    package var leaderboards: [LeaderboardContext]
    /// Whether the catalog has leaderboards (a Swift enum cannot be empty).
    package var hasLeaderboards: Bool
    /// The leaderboard sets, in catalog order.
    package var leaderboardSets: [LeaderboardSetContext]
    /// Whether the catalog has leaderboard sets.
    package var hasLeaderboardSets: Bool
    /// The enum of the game's activities, such as `RetroRacingActivity`.
    package var activityType: String
    /// The activities, in catalog order.
    package var activities: [ActivityContext]
    /// Whether the catalog has activities.
    package var hasActivities: Bool
    /// Every property key of the catalog's activities, first use first.
    package var activityProperties: [ActivityPropertyContext]
    /// Whether any activity has properties.
    package var hasActivityProperties: Bool
    /// The enum of the game's Game Center challenges, such as `RetroRacingGameCenterChallenge`.
    package var gameCenterChallengeType: String
    /// The Game Center challenges, in catalog order.
    package var gameCenterChallenges: [GameCenterChallengeContext]
    /// Whether the catalog has Game Center challenges.
    package var hasGameCenterChallenges: Bool
}

/// A language in a template.
package struct LanguageContext: Sendable, Hashable {
    /// The catalog's code, such as `es`.
    package var code: String
    /// The code as a Swift string literal.
    package var codeLiteral: String
    /// The App Store Connect locale, such as `es-ES`.
    package var ascLocale: String
    /// The locale as a Swift string literal.
    package var ascLocaleLiteral: String
    /// Whether this is the first language (the development language).
    package var isFirst: Bool
    /// Whether this is the last language.
    package var isLast: Bool
}

/// A metric in a template.
package struct MetricContext: Sendable, Hashable {
    /// The name, such as `overtakes`.
    package var name: String
    /// The Swift identifier, such as `overtakes`.
    package var identifier: String
    /// The name as a Swift string literal.
    package var literal: String
    /// The summary on one line, safe in a `///` comment.
    package var comment: String
    /// The snapshot accessor for the best run, such as `bestRunOvertakes`.
    package var bestRunAccessor: String
    /// The snapshot accessor for the cumulative value, such as `cumulativeOvertakes`.
    package var cumulativeAccessor: String
    /// Whether this is the last metric.
    package var isLast: Bool
}

/// A control input in a template.
package struct InputContext: Sendable, Hashable {
    /// The name, such as `digitalCrown`.
    package var name: String
    /// The Swift identifier.
    package var identifier: String
    /// The name as a Swift string literal.
    package var literal: String
    /// The display name and rule on one line, safe in a `///` comment.
    package var comment: String
    /// Whether this is the last input.
    package var isLast: Bool
}

/// A group in a template.
package struct GroupContext: Sendable, Hashable {
    /// The key, such as `runOvertakes`.
    package var key: String
    /// The Swift identifier of the group's case.
    package var identifier: String
    /// The key as a Swift string literal.
    package var literal: String
    /// The heading on one line, safe in a `///` comment.
    package var comment: String
    /// The heading as a Swift string literal.
    package var nameLiteral: String
    /// The ID prefix as a Swift string literal.
    package var idPrefixLiteral: String
    /// The identifiers of the group's achievements, in catalog order.
    package var achievements: [GroupMemberContext]
    /// Whether this is the first group.
    package var isFirst: Bool
    /// Whether this is the last group.
    package var isLast: Bool
}

/// An achievement listed under its group.
package struct GroupMemberContext: Sendable, Hashable {
    /// The Swift identifier of the achievement's case.
    package var identifier: String
    /// Whether this is the group's last achievement.
    package var isLast: Bool
}

/// An achievement in a template.
package struct AchievementContext: Sendable, Hashable {
    /// The 1-based position in the catalog (the ASC entry order).
    package var position: Int
    /// The local key, such as `run_100`.
    package var key: String
    /// The local key as a Swift string literal (the stored raw value).
    package var keyLiteral: String
    /// The Swift identifier of the case, such as `run100`.
    package var identifier: String
    /// The ASC achievement ID.
    package var ascID: String
    /// The ASC achievement ID as a Swift string literal.
    package var ascIDLiteral: String
    /// The reference name as a Swift string literal.
    package var referenceNameLiteral: String
    /// The reference name on one line, safe in a `///` comment.
    package var comment: String
    /// The Swift identifier of the group's case.
    package var groupIdentifier: String
    /// The group key as a Swift string literal.
    package var groupLiteral: String
    /// Whether the runtime evaluates it (it has a group); when not, the
    /// game reports it itself, and the group fields above are empty.
    package var isEvaluated: Bool
    /// Whether the group unlocks by the best run.
    package var isBestRun: Bool
    /// Whether the group unlocks by the cumulative value.
    package var isCumulative: Bool
    /// Whether the group unlocks by a control input.
    package var isControlInput: Bool
    /// The metric's Swift identifier, for threshold groups.
    package var metricIdentifier: String?
    /// The threshold, for threshold groups.
    package var threshold: Int?
    /// The input's Swift identifier, for control-input groups.
    package var inputIdentifier: String?
    /// Game Center points.
    package var points: Int
    /// `true` or `false`.
    package var hiddenLiteral: String
    /// `true` or `false`.
    package var repeatableLiteral: String
    /// The texts per language, in catalog language order.
    package var localizations: [LocalizationContext]
    /// Whether this is the first achievement.
    package var isFirst: Bool
    /// Whether this is the last achievement.
    package var isLast: Bool
}

/// An achievement's texts in one language, as Swift string literals.
package struct LocalizationContext: Sendable, Hashable {
    /// The catalog language code.
    package var language: String
    /// The language code as a Swift string literal.
    package var languageLiteral: String
    /// The title.
    package var titleLiteral: String
    /// The pre-earned description.
    package var descriptionLiteral: String
    /// The earned description (the pre-earned one unless given separately).
    package var earnedDescriptionLiteral: String
    /// Whether this is the last language.
    package var isLast: Bool
}
