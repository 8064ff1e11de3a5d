/// Everything a template can use, computed ahead: Swift identifiers, escaped
/// string literals, ordered lists with first/last flags. Mustache has no
/// logic, so every decision about Swift syntax is made here, and a template
/// only places values.
///
/// The property names are the template keys; README lists them all.
public struct CatalogRenderContext: Sendable, Hashable {
    /// Two comment lines saying the file is generated and from which catalog file.
    public var headerComment: String
    /// The catalog file's name, without directories (`catalog.yaml`).
    public var sourceFile: String
    /// The game's name as written.
    public var game: String
    /// The game's name as a Swift string literal.
    public var gameLiteral: String
    /// `public` or `internal`, for declarations.
    public var access: String
    /// The enum of the game's challenges, such as `RetroRacingChallenge`.
    public var challengeType: String
    /// The enum of the game's groups, such as `RetroRacingChallengeGroup`.
    public var groupType: String
    /// The mapping type, such as `RetroRacingChallengeIDMapping`.
    public var mappingType: String
    /// The `ChallengeCatalog` static property, such as `retroRacing`.
    public var catalogProperty: String
    /// The catalog's languages; the first is the development language.
    public var languages: [LanguageContext]
    /// The metrics.
    public var metrics: [MetricContext]
    /// The control inputs.
    public var inputs: [InputContext]
    /// The groups, each with its achievements.
    public var groups: [GroupContext]
    /// The achievements, in catalog order.
    public var achievements: [AchievementContext]
    /// The number of achievements.
    public var achievementCount: Int
    /// The sum of all points.
    public var totalPoints: Int
    /// The app's Apple ID (`app.appleID`), digits only; absent when the catalog has none.
    public var appleID: String?
    /// The App Store write-review address of the app as a Swift string
    /// literal, `"https://apps.apple.com/app/idAPPLEID?action=write-review"`;
    /// absent when the catalog has no `app.appleID`.
    public var writeReviewURLLiteral: String?
}

/// A language in a template.
public struct LanguageContext: Sendable, Hashable {
    /// The catalog's code, such as `es`.
    public var code: String
    /// The code as a Swift string literal.
    public var codeLiteral: String
    /// The App Store Connect locale, such as `es-ES`.
    public var ascLocale: String
    /// The locale as a Swift string literal.
    public var ascLocaleLiteral: String
    /// Whether this is the first language (the development language).
    public var isFirst: Bool
    /// Whether this is the last language.
    public var isLast: Bool
}

/// A metric in a template.
public struct MetricContext: Sendable, Hashable {
    /// The name, such as `overtakes`.
    public var name: String
    /// The Swift identifier, such as `overtakes`.
    public var identifier: String
    /// The name as a Swift string literal.
    public var literal: String
    /// The summary on one line, safe in a `///` comment.
    public var comment: String
    /// The snapshot accessor for the best run, such as `bestRunOvertakes`.
    public var bestRunAccessor: String
    /// The snapshot accessor for the cumulative value, such as `cumulativeOvertakes`.
    public var cumulativeAccessor: String
    /// Whether this is the last metric.
    public var isLast: Bool
}

/// A control input in a template.
public struct InputContext: Sendable, Hashable {
    /// The name, such as `digitalCrown`.
    public var name: String
    /// The Swift identifier.
    public var identifier: String
    /// The name as a Swift string literal.
    public var literal: String
    /// The display name and rule on one line, safe in a `///` comment.
    public var comment: String
    /// Whether this is the last input.
    public var isLast: Bool
}

/// A group in a template.
public struct GroupContext: Sendable, Hashable {
    /// The key, such as `runOvertakes`.
    public var key: String
    /// The Swift identifier of the group's case.
    public var identifier: String
    /// The key as a Swift string literal.
    public var literal: String
    /// The heading on one line, safe in a `///` comment.
    public var comment: String
    /// The heading as a Swift string literal.
    public var nameLiteral: String
    /// The ID prefix as a Swift string literal.
    public var idPrefixLiteral: String
    /// The identifiers of the group's achievements, in catalog order.
    public var achievements: [GroupMemberContext]
    /// Whether this is the first group.
    public var isFirst: Bool
    /// Whether this is the last group.
    public var isLast: Bool
}

/// An achievement listed under its group.
public struct GroupMemberContext: Sendable, Hashable {
    /// The Swift identifier of the achievement's case.
    public var identifier: String
    /// Whether this is the group's last achievement.
    public var isLast: Bool
}

/// An achievement in a template.
public struct AchievementContext: Sendable, Hashable {
    /// The 1-based position in the catalog (the ASC entry order).
    public var position: Int
    /// The local key, such as `run_100`.
    public var key: String
    /// The local key as a Swift string literal (the stored raw value).
    public var keyLiteral: String
    /// The Swift identifier of the case, such as `run100`.
    public var identifier: String
    /// The ASC achievement ID.
    public var ascID: String
    /// The ASC achievement ID as a Swift string literal.
    public var ascIDLiteral: String
    /// The reference name as a Swift string literal.
    public var referenceNameLiteral: String
    /// The reference name on one line, safe in a `///` comment.
    public var comment: String
    /// The Swift identifier of the group's case.
    public var groupIdentifier: String
    /// The group key as a Swift string literal.
    public var groupLiteral: String
    /// Whether the group unlocks by the best run.
    public var isBestRun: Bool
    /// Whether the group unlocks by the cumulative value.
    public var isCumulative: Bool
    /// Whether the group unlocks by a control input.
    public var isControlInput: Bool
    /// The metric's Swift identifier, for threshold groups.
    public var metricIdentifier: String?
    /// The threshold, for threshold groups.
    public var threshold: Int?
    /// The input's Swift identifier, for control-input groups.
    public var inputIdentifier: String?
    /// Game Center points.
    public var points: Int
    /// `true` or `false`.
    public var hiddenLiteral: String
    /// `true` or `false`.
    public var repeatableLiteral: String
    /// The texts per language, in catalog language order.
    public var localizations: [LocalizationContext]
    /// Whether this is the first achievement.
    public var isFirst: Bool
    /// Whether this is the last achievement.
    public var isLast: Bool
}

/// An achievement's texts in one language, as Swift string literals.
public struct LocalizationContext: Sendable, Hashable {
    /// The catalog language code.
    public var language: String
    /// The language code as a Swift string literal.
    public var languageLiteral: String
    /// The title.
    public var titleLiteral: String
    /// The pre-earned description.
    public var descriptionLiteral: String
    /// The earned description (the pre-earned one unless given separately).
    public var earnedDescriptionLiteral: String
    /// Whether this is the last language.
    public var isLast: Bool
}
