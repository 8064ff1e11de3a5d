import SourceDiagnostics

/// A leaderboard as the catalog writes it: a ranking of one score, classic
/// (never reset) or recurring (reset at each occurrence).
package struct Leaderboard: Sendable, Hashable {
    /// Where the leaderboard's entry starts.
    package var position: SourcePosition
    /// The local identifier the game's code uses.
    package var key: Located<String>
    /// The App Store Connect leaderboard ID (`vendorIdentifier`): permanent once created.
    package var id: Located<String>
    /// The internal name in App Store Connect.
    package var referenceName: Located<String>
    /// How scores are shown (`defaultFormatter`).
    package var format: Located<LeaderboardFormatter>
    /// Whether lower or higher scores rank first (`scoreSortType`): permanent once live.
    package var sort: Located<ScoreSortOrder>
    /// Which of a player's scores the leaderboard keeps (`submissionType`).
    package var submission: Located<ScoreSubmission>
    /// The scores App Store Connect keeps, when limited (`scoreRangeStart`, `scoreRangeEnd`).
    package var range: ScoreRange?
    /// When the leaderboard resets, for a recurring one.
    package var recurrence: LeaderboardRecurrence?
    /// Whether players do not see it (`visibility: HIDE_FOR_ALL`).
    package var hidden: Located<Bool>?
    /// The image file in the artwork folder, when not the default `KEY.png`.
    package var image: Located<String>?
    /// Activity properties (`activityProperties`): the game's own keys and
    /// values for the activities it is associated with, in file order.
    package var activityProperties: [ActivityProperty] = []
    /// The texts per language, in file order.
    package var localizations: [LeaderboardLocalization]
    /// The position of the `localizations` key.
    package var localizationsPosition: SourcePosition

    /// Creates a leaderboard.
    package init(position: SourcePosition, key: Located<String>, id: Located<String>, referenceName: Located<String>,
                 format: Located<LeaderboardFormatter>, sort: Located<ScoreSortOrder>, submission: Located<ScoreSubmission>,
                 range: ScoreRange?, recurrence: LeaderboardRecurrence?, hidden: Located<Bool>?, image: Located<String>?,
                 localizations: [LeaderboardLocalization], localizationsPosition: SourcePosition) {
        self.position = position
        self.key = key
        self.id = id
        self.referenceName = referenceName
        self.format = format
        self.sort = sort
        self.submission = submission
        self.range = range
        self.recurrence = recurrence
        self.hidden = hidden
        self.image = image
        self.localizations = localizations
        self.localizationsPosition = localizationsPosition
    }

    /// The texts for a catalog language, if written.
    package func localization(for language: String) -> LeaderboardLocalization? {
        localizations.first { $0.language.value == language }
    }

    /// Whether it resets at each occurrence.
    package var isRecurring: Bool { recurrence != nil }
}

/// A leaderboard's texts in one language.
package struct LeaderboardLocalization: Sendable, Hashable {
    /// The catalog language code.
    package var language: Located<String>
    /// The name players see.
    package var title: Located<String>
    /// What the leaderboard ranks, when written.
    package var description: Located<String>?
    /// How scores are shown in this language, when not the leaderboard's format (`formatterOverride`).
    package var format: Located<LeaderboardFormatter>?
    /// The unit after a score, such as `points` (`formatterSuffix`).
    package var suffix: Located<String>?
    /// The unit after a score of one, such as `point` (`formatterSuffixSingular`).
    package var suffixSingular: Located<String>?
    /// This language's image file in the artwork folder, when not the resource's (`image:` under the language).
    package var image: Located<String>? = nil

    /// Creates the texts.
    package init(language: Located<String>, title: Located<String>, description: Located<String>?, format: Located<LeaderboardFormatter>?,
                 suffix: Located<String>?, suffixSingular: Located<String>?) {
        self.language = language
        self.title = title
        self.description = description
        self.format = format
        self.suffix = suffix
        self.suffixSingular = suffixSingular
    }
}

/// The scores a leaderboard keeps: App Store Connect deletes any outside.
package struct ScoreRange: Sendable, Hashable {
    /// The lowest score kept.
    package var start: Located<Int>
    /// The highest score kept.
    package var end: Located<Int>

    /// Creates a range.
    package init(start: Located<Int>, end: Located<Int>) {
        self.start = start
        self.end = end
    }
}

/// When a recurring leaderboard resets: from `start`, occurrences of
/// `duration` repeating by `rule`.
package struct LeaderboardRecurrence: Sendable, Hashable {
    /// The first occurrence's start, an ISO 8601 date and time (`recurrenceStartDate`).
    package var start: Located<String>
    /// How long each occurrence lasts, an ISO 8601 duration such as `P7D` (`recurrenceDuration`).
    package var duration: Located<String>
    /// How occurrences repeat, an RFC 5545 rule such as `FREQ=WEEKLY;INTERVAL=1` (`recurrenceRule`).
    package var rule: Located<String>
    /// Where the `recurrence` key is.
    package var position: SourcePosition

    /// Creates a recurrence.
    package init(start: Located<String>, duration: Located<String>, rule: Located<String>, position: SourcePosition) {
        self.start = start
        self.duration = duration
        self.rule = rule
        self.position = position
    }
}

/// How a leaderboard shows scores: App Store Connect's `GameCenterLeaderboardFormatter`.
package enum LeaderboardFormatter: String, CaseIterable, Sendable, Hashable {
    case integer = "INTEGER"
    case decimalPoint1Place = "DECIMAL_POINT_1_PLACE"
    case decimalPoint2Place = "DECIMAL_POINT_2_PLACE"
    case decimalPoint3Place = "DECIMAL_POINT_3_PLACE"
    case elapsedTimeCentisecond = "ELAPSED_TIME_CENTISECOND"
    case elapsedTimeMinute = "ELAPSED_TIME_MINUTE"
    case elapsedTimeSecond = "ELAPSED_TIME_SECOND"
    case moneyPoundDecimal = "MONEY_POUND_DECIMAL"
    case moneyPound = "MONEY_POUND"
    case moneyDollarDecimal = "MONEY_DOLLAR_DECIMAL"
    case moneyDollar = "MONEY_DOLLAR"
    case moneyEuroDecimal = "MONEY_EURO_DECIMAL"
    case moneyEuro = "MONEY_EURO"
    case moneyFrancDecimal = "MONEY_FRANC_DECIMAL"
    case moneyFranc = "MONEY_FRANC"
    case moneyKronerDecimal = "MONEY_KRONER_DECIMAL"
    case moneyKroner = "MONEY_KRONER"
    case moneyYen = "MONEY_YEN"
}

/// Whether lower or higher scores rank first: App Store Connect's `scoreSortType`.
package enum ScoreSortOrder: String, CaseIterable, Sendable, Hashable {
    /// Lowest first (a race time).
    case ascending = "ASC"
    /// Highest first (a score).
    case descending = "DESC"
}

/// Which of a player's scores a leaderboard keeps: App Store Connect's `submissionType`.
package enum ScoreSubmission: String, CaseIterable, Sendable, Hashable {
    /// The player's best.
    case bestScore = "BEST_SCORE"
    /// The player's latest.
    case mostRecentScore = "MOST_RECENT_SCORE"
}
