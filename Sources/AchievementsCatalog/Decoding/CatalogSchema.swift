/// The fields of `catalog.yaml`: each mapping's fields with their kind,
/// whether they are required and what they mean. The decoder reads its known
/// and required fields from here, and `achievements schema` writes the JSON
/// Schema editors use from here, so the two can never drift.
package enum CatalogSchema {
    /// What a field holds.
    package indirect enum Kind: Sendable, Hashable {
        /// Any scalar, read as text.
        case text
        /// A whole number in decimal digits.
        case integer
        /// yes/no or true/false.
        case flag
        /// One of these words.
        case choice([String])
        /// A mapping of free keys to texts (languages, metrics).
        case textMap(keys: String)
        /// A mapping of free keys to mappings of one shape (inputs, groups, localizations).
        case mapOf(Mapping, keys: String)
        /// A list of mappings of one shape.
        case listOf(Mapping)
        /// A list of texts (a leaderboard set's leaderboard keys).
        case textList
        /// A list of these words (a challenge's durations).
        case choiceList([String])
        /// A mapping of one shape.
        case mapping(Mapping)
    }

    /// One field.
    package struct Field: Sendable, Hashable {
        /// The key.
        package var name: String
        /// What it holds.
        package var kind: Kind
        /// Whether a mapping must have it.
        package var isRequired: Bool
        /// What it means, for editors.
        package var summary: String
        /// Other names people write for it, App Store Connect's among them
        /// (`scoreSortType` for `sort`): an unknown key that is one of them is
        /// told the catalog's name.
        package var aliases: [String] = []

        /// This field, also known by `names`.
        func known(as names: String...) -> Field {
            var field = self
            field.aliases = names
            return field
        }
    }

    /// The fields of one kind of mapping.
    package struct Mapping: Sendable, Hashable {
        /// What the mapping is, such as `achievement`.
        package let name: String
        /// Its fields, in the order docs/catalog.md documents them.
        package let fields: [Field]
        /// The field names. This and the next two are worked out once: every
        /// mapping of a catalog reads them (100,000 achievements, each with
        /// its localizations, rebuilt them millions of times).
        package let names: [String]
        /// Each alias of a field and the field's name.
        package let aliases: [String: String]
        /// The required fields' names (a handful: a scan costs less than hashing each name asked for).
        package let requiredNames: [String]

        /// Creates a mapping of `fields`.
        init(name: String, fields: [Field]) {
            self.name = name
            self.fields = fields
            names = fields.map(\.name)
            aliases = Dictionary(fields.flatMap { field in field.aliases.map { ($0, field.name) } }, uniquingKeysWith: { first, _ in first })
            requiredNames = fields.filter(\.isRequired).map(\.name)
        }
    }

    static func required(_ name: String, _ kind: Kind, _ summary: String) -> Field { Field(name: name, kind: kind, isRequired: true, summary: summary) }
    static func optional(_ name: String, _ kind: Kind, _ summary: String) -> Field { Field(name: name, kind: kind, isRequired: false, summary: summary) }

    /// One language's texts.
    package static let localization = Mapping(name: "localization", fields: [
        required("title", .text, "The display name, at most 50 characters.").known(as: "name", "displayName"),
        required("description", .text, "Shown before the achievement is earned (and after, unless earnedDescription), at most 255 characters.")
            .known(as: "beforeEarnedDescription", "preEarnedDescription"),
        optional("earnedDescription", .text, "Shown once the achievement is earned, at most 255 characters.").known(as: "afterEarnedDescription"),
        optional("image", .text, "This language's image file in the artwork folder, when not the resource's."),
    ])

    /// A control input.
    package static let input = Mapping(name: "input", fields: [
        required("name", .text, "The input's name for people."),
        required("rule", .text, "The rule text admins see, such as: Tap used in completed run."),
    ])

    /// A group of achievements.
    package static let group = Mapping(name: "group", fields: [
        required("name", .text, "The group's heading for people."),
        required("id", .text, "The ID prefix of the group's achievements, under idPrefix."),
        required("type", .text, "The type text of the admin matrix."),
        required("progress", .choice(["bestRun", "cumulative", "controlInput"]), "How the group's achievements unlock."),
        optional("metric", .text, "Threshold groups: the metric measured."),
        optional("rule", .text, "Threshold groups: the rule text, with {threshold}."),
    ])

    /// One achievement.
    package static let achievement = Mapping(name: "achievement", fields: [
        required("key", .text, "The local identifier used by the game's code (lowercase, digits, _)."),
        required("id", .text, "The App Store Connect achievement ID: permanent once created.").known(as: "vendorIdentifier", "achievementID"),
        required("referenceName", .text, "The internal name in App Store Connect."),
        optional("group", .text, "One of the groups: how the runtime unlocks it. Without one, the game reports the achievement itself."),
        optional("threshold", .integer, "Threshold groups: the value to reach."),
        optional("input", .text, "Control-input groups: the input to use."),
        optional("type", .text, "Overrides the group's type text."),
        required("points", .integer, "0 to 100; at most 1000 over the whole catalog.").known(as: "pointValue"),
        required("hidden", .flag, "yes: hidden from players until earned.").known(as: "showBeforeEarned"),
        optional("repeatable", .flag, "Achievable more than once (default no).").known(as: "achievableMoreThanOnce"),
        optional("image", .text, "The image file in the artwork folder (default KEY.png)."),
        optional("acknowledgedRuleChange", .text, "Why a released achievement's unlock rule changed."),
        optional("activityProperties", .textMap(keys: "a property name"), "The game's own properties for the activities it is associated with."),
        required("localizations", .mapOf(localization, keys: "a language of the catalog"), "The texts in every catalog language."),
    ])

    /// One language's texts of a leaderboard.
    package static let leaderboardLocalization = Mapping(name: "leaderboard localization", fields: [
        required("title", .text, "The leaderboard's name players see.").known(as: "name"),
        optional("description", .text, "What the leaderboard ranks."),
        optional("format", .choice(LeaderboardFormatter.allCases.map(\.rawValue)), "How scores show in this language, when not the leaderboard's format.")
            .known(as: "formatterOverride"),
        optional("suffix", .text, "The unit after a score, such as points.").known(as: "formatterSuffix"),
        optional("suffixSingular", .text, "The unit after a score of one, such as point.").known(as: "formatterSuffixSingular"),
        optional("image", .text, "This language's image file in the artwork folder, when not the resource's."),
    ])

    /// The scores a leaderboard keeps.
    package static let scoreRange = Mapping(name: "score range", fields: [
        required("start", .integer, "The lowest score kept (64-bit)."),
        required("end", .integer, "The highest score kept (64-bit), above start."),
    ])

    /// When a recurring leaderboard resets.
    package static let recurrence = Mapping(name: "recurrence", fields: [
        required("start", .text, "The first occurrence's start: an ISO 8601 date and time from 1970 on, with Z or its offset, such as 2026-01-05T00:00:00Z."),
        required("duration", .text, "How long each occurrence lasts: an ISO 8601 duration, such as P7D."),
        required("rule", .text, "How occurrences repeat: an RFC 5545 rule, such as FREQ=WEEKLY;INTERVAL=1."),
    ])

    /// One leaderboard.
    package static let leaderboard = Mapping(name: "leaderboard", fields: [
        required("key", .text, "The local identifier used by the game's code (lowercase, digits, _)."),
        required("id", .text, "The App Store Connect leaderboard ID: permanent once created.").known(as: "vendorIdentifier"),
        required("referenceName", .text, "The internal name in App Store Connect."),
        required("format", .choice(LeaderboardFormatter.allCases.map(\.rawValue)), "How scores show: App Store Connect's score format.")
            .known(as: "defaultFormatter", "formatter", "scoreFormat"),
        required("sort", .choice(ScoreSortOrder.allCases.map(\.rawValue)), "ASC: lowest first (a time); DESC: highest first. Permanent once live.")
            .known(as: "order", "sortOrder", "scoreSortType"),
        required("submission", .choice(ScoreSubmission.allCases.map(\.rawValue)), "Which score of a player it keeps: their best, or their latest.")
            .known(as: "submissionType"),
        optional("range", .mapping(scoreRange), "The scores kept; App Store Connect deletes any outside.").known(as: "scoreRange"),
        optional("recurrence", .mapping(recurrence), "A recurring leaderboard's occurrences; classic without it."),
        optional("hidden", .flag, "yes: players do not see it.").known(as: "visibility"),
        optional("image", .text, "The image file in the artwork folder (default KEY.png)."),
        optional("activityProperties", .textMap(keys: "a property name"), "The game's own properties for the activities it is associated with."),
        required("localizations", .mapOf(leaderboardLocalization, keys: "a language of the catalog"), "The texts in every catalog language."),
    ])

    /// One language's texts of a leaderboard set.
    package static let leaderboardSetLocalization = Mapping(name: "leaderboard set localization", fields: [
        required("title", .text, "The set's name players see."),
        optional("image", .text, "This language's image file in the artwork folder, when not the resource's."),
    ])

    /// One leaderboard set.
    package static let leaderboardSet = Mapping(name: "leaderboard set", fields: [
        required("key", .text, "The local identifier used by the game's code (lowercase, digits, _)."),
        required("id", .text, "The App Store Connect leaderboard set ID: permanent once created.").known(as: "vendorIdentifier"),
        required("referenceName", .text, "The internal name in App Store Connect."),
        required("leaderboards", .textList, "The keys of its leaderboards, in the order players see them.").known(as: "members"),
        optional("image", .text, "The image file in the artwork folder (default KEY.png)."),
        required("localizations", .mapOf(leaderboardSetLocalization, keys: "a language of the catalog"), "The texts in every catalog language."),
    ])

    /// One language's texts of an activity.
    package static let activityLocalization = Mapping(name: "activity localization", fields: [
        required("title", .text, "The activity's name players see.").known(as: "name"),
        optional("description", .text, "What players do in it."),
        optional("image", .text, "This language's image file in the artwork folder, when not the resource's."),
    ])

    /// One activity.
    package static let activity = Mapping(name: "activity", fields: [
        required("key", .text, "The local identifier used by the game's code (lowercase, digits, _)."),
        required("id", .text, "The App Store Connect activity ID: permanent once created, at most 100 characters.").known(as: "vendorIdentifier"),
        required("referenceName", .text, "The internal name in App Store Connect."),
        optional("minimumPlayers", .integer, "The fewest players it takes.").known(as: "minimumPlayersCount"),
        optional("maximumPlayers", .integer, "The most players it takes.").known(as: "maximumPlayersCount"),
        optional("partyCode", .flag, "yes: players may join with a party code.").known(as: "supportsPartyCode"),
        optional("playStyle", .choice(ActivityPlayStyle.allCases.map(\.rawValue)), "ASYNCHRONOUS: each on their own time; SYNCHRONOUS: together."),
        optional("properties", .textMap(keys: "a property name"), "The game's own properties, handed back when a player joins."),
        optional("fallbackURL", .text, "The https page opened when the game is not installed.").known(as: "fallbackUrl"),
        optional("achievements", .textList, "The keys of the achievements it is associated with.").known(as: "achievementsV2"),
        optional("leaderboards", .textList, "The keys of the leaderboards it is associated with.").known(as: "leaderboardsV2"),
        optional("image", .text, "The default image file in the artwork folder, 3840 by 2160 (no default file name)."),
        required("localizations", .mapOf(activityLocalization, keys: "a language of the catalog"), "The texts in every catalog language."),
    ])

    /// One language's texts of a Game Center challenge.
    package static let gameCenterChallengeLocalization = Mapping(name: "Game Center challenge localization", fields: [
        required("title", .text, "The challenge's name players see.").known(as: "name"),
        optional("description", .text, "What players compete on."),
        optional("image", .text, "This language's image file in the artwork folder, when not the resource's."),
    ])

    /// One Game Center challenge.
    package static let gameCenterChallenge = Mapping(name: "Game Center challenge", fields: [
        required("key", .text, "The local identifier used by the game's code (lowercase, digits, _)."),
        required("id", .text, "The App Store Connect challenge ID: permanent once created, at most 100 characters.").known(as: "vendorIdentifier"),
        required("referenceName", .text, "The internal name in App Store Connect."),
        required("leaderboard", .text, "The key of the leaderboard it is built on: permanent once released.").known(as: "leaderboardV2"),
        optional("repeatable", .flag, "yes: players may try more than once (default no)."),
        optional("durations", .choiceList(ChallengeDuration.allCases.map(\.rawValue)),
                 "The durations players choose from, as Xcode's bundle holds them; App Store Connect's API has no field for them.")
            .known(as: "allowedDurations"),
        optional("image", .text, "The default image file in the artwork folder, 3840 by 2160 (no default file name)."),
        required("localizations", .mapOf(gameCenterChallengeLocalization, keys: "a language of the catalog"), "The texts in every catalog language."),
    ])

    /// A retired ID.
    package static let retired = Mapping(name: "retired entry", fields: [
        required("id", .text, "A released ID no longer used, never to be used again."),
        optional("reason", .text, "Why it was retired."),
        optional("kind", .choice(GameCenterKind.allCases.map(\.rawValue)), "What the ID was: achievement (the default), leaderboard, leaderboardSet, activity or gameCenterChallenge."),
    ])

    /// The app in App Store Connect.
    package static let app = Mapping(name: "app", fields: [
        optional("appleID", .text, "The app's Apple ID, digits only (quote it)."),
        optional("defaultLeaderboard", .text, "The key of the leaderboard Game Center shows first for the app (its default leaderboard)."),
        optional("challengesEnabled", .flag, "Whether players can challenge each other in the app (App Store Connect's challengeEnabled); left as it is when absent.")
            .known(as: "challengeEnabled"),
    ])

    /// The whole catalog.
    package static let catalog = Mapping(name: "catalog", fields: [
        required("format", .integer, "The version of the catalog format (1)."),
        required("game", .text, "The game's name: generated type names start with it."),
        required("idPrefix", .text, "The first segment of every App Store Connect ID."),
        optional("idStyle", .choice(IDStyle.allCases.map(\.rawValue)),
                 "dotted (default): lowercase segments under idPrefix and the group id; asc: any ID App Store Connect accepts (letters, digits, '.', '_')."),
        optional("app", .mapping(app), "The app in App Store Connect."),
        required("languages", .textMap(keys: "a language tag"), "Each language and the App Store Connect locale it is entered under."),
        optional("metrics", .textMap(keys: "a metric name"), "What the game counts in a completed run, each with its description."),
        optional("inputs", .mapOf(input, keys: "an input name"), "Control inputs the game records during a run."),
        optional("groups", .mapOf(group, keys: "a group key"), "The groups of achievements the runtime unlocks; none when the game reports every achievement itself."),
        optional("artwork", .text, "The folder of achievement images, relative to the catalog (default artwork)."),
        required("achievements", .listOf(achievement), "The achievements, in the order admins enter them."),
        optional("leaderboards", .listOf(leaderboard), "The leaderboards, in the order players see them."),
        optional("leaderboardSets", .listOf(leaderboardSet), "The leaderboard sets, in the order players see them."),
        optional("activities", .listOf(activity), "The activities: deep links into parts of the game."),
        optional("gameCenterChallenges", .listOf(gameCenterChallenge), "Game Center challenges: score competitions on a leaderboard.")
            .known(as: "challenges"),
        optional("retired", .listOf(retired), "Released IDs no longer used."),
    ])
}
