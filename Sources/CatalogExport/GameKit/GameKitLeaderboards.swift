/// The leaderboard parts of Xcode's bundle: leaderboards, leaderboard sets,
/// their texts and memberships, as Xcode writes them. Every field Xcode may
/// leave out or set to `null` reads as unset.
extension GameKitResources {
    /// One leaderboard.
    package struct Leaderboard: Codable, Sendable, Hashable {
        /// Activity properties; empty unless the leaderboard belongs to an activity.
        package var activityProperties: [String: String]
        /// Whether it is archived (the catalog's `retired`).
        package var archived: Bool
        /// How scores are shown (`INTEGER`, `ELAPSED_TIME_SECOND`, …).
        package var defaultFormatter: String
        /// The first occurrence of a recurring leaderboard (`2025-05-28T19:00:55Z`).
        package var recurrenceStartDate: String?
        /// How long each occurrence lasts (`PT24H`, `P7D`).
        package var recurrenceDuration: String?
        /// How occurrences repeat (`FREQ=DAILY;INTERVAL=1`).
        package var recurrenceRule: String?
        /// The internal reference name.
        package var referenceName: String
        /// The lowest score kept, as text (Xcode writes strings), when limited.
        package var scoreRangeStart: String?
        /// The highest score kept, as text, when limited.
        package var scoreRangeEnd: String?
        /// `ASC` or `DESC`.
        package var scoreSortType: String
        /// `BEST_SCORE` or `MOST_RECENT_SCORE`.
        package var submissionType: String
        /// The leaderboard ID.
        package var vendorIdentifier: String
        /// `SHOW_FOR_ALL` or `HIDE_FOR_ALL`.
        package var visibility: String

        /// Creates a leaderboard.
        package init(activityProperties: [String: String] = [:], archived: Bool, defaultFormatter: String,
                     recurrence: (start: String, duration: String, rule: String)?, referenceName: String, scoreRange: (start: String, end: String)?,
                     scoreSortType: String, submissionType: String, vendorIdentifier: String, visibility: String) {
            self.activityProperties = activityProperties
            self.archived = archived
            self.defaultFormatter = defaultFormatter
            (recurrenceStartDate, recurrenceDuration, recurrenceRule) = (recurrence?.start, recurrence?.duration, recurrence?.rule)
            self.referenceName = referenceName
            (scoreRangeStart, scoreRangeEnd) = (scoreRange?.start, scoreRange?.end)
            self.scoreSortType = scoreSortType
            self.submissionType = submissionType
            self.vendorIdentifier = vendorIdentifier
            self.visibility = visibility
        }

        /// The file's keys.
        enum CodingKeys: String, CodingKey {
            case activityProperties, archived, defaultFormatter, recurrenceStartDate, recurrenceDuration, recurrenceRule, referenceName
            case scoreRangeStart, scoreRangeEnd, scoreSortType, submissionType, vendorIdentifier, visibility
        }

        /// Reads a leaderboard; a score range's end may be text or a whole number.
        package init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            // A score range's end: text, a whole number, or unset.
            func score(_ key: CodingKeys) throws -> String? {
                if let number = try? values.decodeIfPresent(Int.self, forKey: key) { return String(number) }
                return try values.decodeIfPresent(String.self, forKey: key)
            }
            activityProperties = try values.decodeIfPresent([String: String].self, forKey: .activityProperties) ?? [:]
            archived = try values.decodeIfPresent(Bool.self, forKey: .archived) ?? false
            defaultFormatter = try values.decode(String.self, forKey: .defaultFormatter)
            recurrenceStartDate = try values.decodeIfPresent(String.self, forKey: .recurrenceStartDate)
            recurrenceDuration = try values.decodeIfPresent(String.self, forKey: .recurrenceDuration)
            recurrenceRule = try values.decodeIfPresent(String.self, forKey: .recurrenceRule)
            referenceName = try values.decode(String.self, forKey: .referenceName)
            scoreRangeStart = try score(.scoreRangeStart)
            scoreRangeEnd = try score(.scoreRangeEnd)
            scoreSortType = try values.decode(String.self, forKey: .scoreSortType)
            submissionType = try values.decode(String.self, forKey: .submissionType)
            vendorIdentifier = try values.decode(String.self, forKey: .vendorIdentifier)
            visibility = try values.decodeIfPresent(String.self, forKey: .visibility) ?? "SHOW_FOR_ALL"
        }

        /// Writes it as Xcode does: the score range's ends are `null` when
        /// unlimited; the recurrence fields only on a recurring leaderboard.
        package func encode(to encoder: any Encoder) throws {
            var values = encoder.container(keyedBy: CodingKeys.self)
            try values.encode(activityProperties, forKey: .activityProperties)
            try values.encode(archived, forKey: .archived)
            try values.encode(defaultFormatter, forKey: .defaultFormatter)
            try values.encodeIfPresent(recurrenceStartDate, forKey: .recurrenceStartDate)
            try values.encodeIfPresent(recurrenceDuration, forKey: .recurrenceDuration)
            try values.encodeIfPresent(recurrenceRule, forKey: .recurrenceRule)
            try values.encode(referenceName, forKey: .referenceName)
            try values.encode(scoreRangeStart, forKey: .scoreRangeStart)
            try values.encode(scoreRangeEnd, forKey: .scoreRangeEnd)
            try values.encode(scoreSortType, forKey: .scoreSortType)
            try values.encode(submissionType, forKey: .submissionType)
            try values.encode(vendorIdentifier, forKey: .vendorIdentifier)
            try values.encode(visibility, forKey: .visibility)
        }
    }

    /// One locale's texts of a leaderboard.
    package struct LeaderboardLocalization: Codable, Sendable, Hashable {
        /// What the leaderboard ranks, when written.
        package var description: String?
        /// How scores are shown in this locale, when not the leaderboard's format.
        package var formatterOverride: String?
        /// The unit after a score.
        package var formatterSuffix: String?
        /// The unit after a score of one.
        package var formatterSuffixSingular: String?
        /// App Store Connect's locale code.
        package var locale: String
        /// `<vendorIdentifier>-<locale>`, the key of its images.
        package var localID: String
        /// The name players see.
        package var name: String

        /// Creates the texts.
        package init(description: String?, formatterOverride: String?, formatterSuffix: String?, formatterSuffixSingular: String?,
                     locale: String, localID: String, name: String) {
            self.description = description
            self.formatterOverride = formatterOverride
            self.formatterSuffix = formatterSuffix
            self.formatterSuffixSingular = formatterSuffixSingular
            self.locale = locale
            self.localID = localID
            self.name = name
        }
    }

    /// One leaderboard set.
    package struct LeaderboardSet: Codable, Sendable, Hashable {
        /// The internal reference name.
        package var referenceName: String
        /// The set ID.
        package var vendorIdentifier: String

        /// Creates a set.
        package init(referenceName: String, vendorIdentifier: String) {
            self.referenceName = referenceName
            self.vendorIdentifier = vendorIdentifier
        }
    }

    /// One locale's name of a set, or the texts of a kind with a name and a
    /// description (an activity's, a challenge's): `description` is unset for a set.
    package struct NamedLocalization: Codable, Sendable, Hashable {
        /// The description, where the kind has one.
        package var description: String?
        /// App Store Connect's locale code.
        package var locale: String
        /// `<vendorIdentifier>-<locale>`, the key of its images.
        package var localID: String
        /// The name players see.
        package var name: String

        /// Creates the texts.
        package init(description: String?, locale: String, localID: String, name: String) {
            self.description = description
            self.locale = locale
            self.localID = localID
            self.name = name
        }
    }

    /// A set's leaderboards, in the order players see them.
    package struct Membership: Codable, Sendable, Hashable {
        /// The leaderboards' IDs, in order.
        package var leaderboardLocalIDs: [String]
        /// The set's ID.
        package var localID: String

        /// Creates a membership list.
        package init(leaderboardLocalIDs: [String], localID: String) {
            self.leaderboardLocalIDs = leaderboardLocalIDs
            self.localID = localID
        }

        /// Reads a membership list; an absent or `null` list is empty.
        package init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            leaderboardLocalIDs = try values.decodeIfPresent([String].self, forKey: .leaderboardLocalIDs) ?? []
            localID = try values.decode(String.self, forKey: .localID)
        }
    }
}
