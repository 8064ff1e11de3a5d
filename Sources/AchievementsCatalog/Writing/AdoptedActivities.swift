/// Activities and Game Center challenges in an adopted catalog, written as
/// the catalog's `activities:` and `gameCenterChallenges:` sections.
extension AdoptedCatalog {
    /// One locale's name and optional description (an activity's, a challenge's).
    package struct NamedTexts: Sendable, Hashable {
        /// App Store Connect's locale code.
        package var locale: String
        /// The name players see.
        package var title: String
        /// The description, when the source has one.
        package var description: String?
        /// This locale's own image file, when not the resource's.
        package var image: String?

        /// Creates texts.
        package init(locale: String, title: String, description: String?) {
            self.locale = locale
            self.title = title
            self.description = description
            image = nil
        }
    }

    /// One activity as the source holds it.
    package struct Activity: Sendable, Hashable {
        /// The activity ID, kept exactly.
        package var id: String
        /// The reference name.
        package var referenceName: String
        /// The fewest players, when limited.
        package var minimumPlayers: Int?
        /// The most players, when limited.
        package var maximumPlayers: Int?
        /// Whether players may join with a party code.
        package var partyCode: Bool
        /// `ASYNCHRONOUS` or `SYNCHRONOUS`, when set.
        package var playStyle: String?
        /// The game's properties, in the order to write them.
        package var properties: [Property]
        /// The page opened where the game is not installed.
        package var fallbackURL: String?
        /// The IDs of its achievements, in order.
        package var achievementIDs: [String]
        /// The IDs of its leaderboards, in order.
        package var leaderboardIDs: [String]
        /// Its texts, one per locale, in the source's order.
        package var texts: [NamedTexts]
        /// Its image file in the artwork folder, when it has one.
        package var image: String?

        /// Creates an activity.
        package init(id: String, referenceName: String, minimumPlayers: Int?, maximumPlayers: Int?, partyCode: Bool, playStyle: String?,
                     properties: [Property], fallbackURL: String?, achievementIDs: [String], leaderboardIDs: [String], texts: [NamedTexts], image: String? = nil) {
            self.id = id
            self.referenceName = referenceName
            self.minimumPlayers = minimumPlayers
            self.maximumPlayers = maximumPlayers
            self.partyCode = partyCode
            self.playStyle = playStyle
            self.properties = properties
            self.fallbackURL = fallbackURL
            self.achievementIDs = achievementIDs
            self.leaderboardIDs = leaderboardIDs
            self.texts = texts
            self.image = image
        }
    }

    /// One property of an activity.
    package struct Property: Sendable, Hashable {
        /// Its name.
        package var key: String
        /// Its value.
        package var value: String

        /// Creates a property.
        package init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// One Game Center challenge as the source holds it.
    package struct Challenge: Sendable, Hashable {
        /// The challenge ID, kept exactly.
        package var id: String
        /// The reference name.
        package var referenceName: String
        /// The ID of the leaderboard it is built on.
        package var leaderboardID: String
        /// Whether players may try more than once.
        package var repeatable: Bool
        /// The durations a player may choose, as the source writes them.
        package var durations: [String]
        /// Its texts, one per locale, in the source's order.
        package var texts: [NamedTexts]
        /// Its image file in the artwork folder, when it has one.
        package var image: String?

        /// Creates a challenge.
        package init(id: String, referenceName: String, leaderboardID: String, repeatable: Bool, durations: [String], texts: [NamedTexts], image: String? = nil) {
            self.id = id
            self.referenceName = referenceName
            self.leaderboardID = leaderboardID
            self.repeatable = repeatable
            self.durations = durations
            self.texts = texts
            self.image = image
        }
    }

    /// Each activity's local key, unique among every kind's keys.
    package var activityKeys: [String] { allKeys.activities }

    /// Each challenge's local key, unique among every kind's keys.
    package var challengeKeys: [String] { allKeys.challenges }

    /// Names `file` (in the artwork folder) as the image of the resource of
    /// `kind` at `index` in its list; an achievement's `KEY.png` goes
    /// unwritten, as the catalog looks for it unless told otherwise.
    package mutating func setImage(_ file: String, of kind: GameCenterKind, at index: Int, key: String) {
        switch kind {
        case .achievement: if file != key + ".png" { entries[index].image = file }
        case .leaderboard: leaderboards[index].image = file
        case .leaderboardSet: leaderboardSets[index].image = file
        case .activity: activities[index].image = file
        case .gameCenterChallenge: challenges[index].image = file
        }
    }

    /// Names `file` as the own image of the `locale` texts of the resource of
    /// `kind` at `index` in its list.
    package mutating func setLanguageImage(_ file: String, of kind: GameCenterKind, at index: Int, locale: String) {
        switch kind {
        case .achievement:
            if let item = entries[index].texts.firstIndex(where: { $0.locale == locale }) { entries[index].texts[item].image = file }
        case .leaderboard:
            if let item = leaderboards[index].texts.firstIndex(where: { $0.locale == locale }) { leaderboards[index].texts[item].image = file }
        case .leaderboardSet:
            if let item = leaderboardSets[index].texts.firstIndex(where: { $0.locale == locale }) { leaderboardSets[index].texts[item].image = file }
        case .activity:
            if let item = activities[index].texts.firstIndex(where: { $0.locale == locale }) { activities[index].texts[item].image = file }
        case .gameCenterChallenge:
            if let item = challenges[index].texts.firstIndex(where: { $0.locale == locale }) { challenges[index].texts[item].image = file }
        }
    }

    /// The file name of a locale's own image: `KEY.<locale>.<ext>`.
    package static func languageImageName(key: String, locale: String, extension fileExtension: String) -> String {
        "\(key).\(locale).\(fileExtension)"
    }

    /// The locales of the activities' and challenges' texts.
    var namedLocales: [String] {
        (activities.flatMap(\.texts) + challenges.flatMap(\.texts)).map(\.locale)
    }

    /// The `activities:` and `gameCenterChallenges:` fields, none when the
    /// source has neither. Associations name the catalog's keys; an ID the
    /// catalog does not list is left out and said so in a comment.
    func activityFields(codes: [String: String]) -> [CatalogEntry] {
        let keys = allKeys
        let achievementKey = Dictionary(zip(entries.map(\.id), keys.achievements), uniquingKeysWith: { first, _ in first })
        let leaderboardKey = Dictionary(zip(leaderboards.map(\.id), keys.leaderboards), uniquingKeysWith: { first, _ in first })
        let keyed = activities.map { activity in
            var keyed = activity
            keyed.achievementIDs = activity.achievementIDs.compactMap { achievementKey[$0] }
            keyed.leaderboardIDs = activity.leaderboardIDs.compactMap { leaderboardKey[$0] }
            return keyed
        }
        let keyedChallenges = challenges.map { challenge in
            var keyed = challenge
            keyed.leaderboardID = leaderboardKey[challenge.leaderboardID] ?? challenge.leaderboardID
            return keyed
        }
        var fields = Self.activityFields(Array(zip(keys.activities, keyed)), challenges: Array(zip(keys.challenges, keyedChallenges)), codes: codes)
        // An association the source names but the catalog does not list by itself (archived) is left out, and said so above it.
        let leftOut = activities.map { $0.achievementIDs.filter { achievementKey[$0] == nil } + $0.leaderboardIDs.filter { leaderboardKey[$0] == nil } }
        if let index = fields.firstIndex(where: { $0.key == "activities" }), case .list(var items) = fields[index].value {
            for (item, ids) in zip(items.indices, leftOut) where !ids.isEmpty {
                items[item][0].above.append(.comment("associations left out, not listed here (archived or unknown): \(ids.joined(separator: ", "))"))
            }
            fields[index].value = .list(items)
        }
        // A challenge on a leaderboard the catalog does not list (archived) keeps its ID, which validation names; said so above it.
        if let index = fields.firstIndex(where: { $0.key == "gameCenterChallenges" }), case .list(var items) = fields[index].value {
            for (item, challenge) in zip(items.indices, challenges) where leaderboardKey[challenge.leaderboardID] == nil {
                let shown = challenge.leaderboardID.isEmpty ? "none" : challenge.leaderboardID
                items[item][0].above.append(.comment("\(sourceWord): its leaderboard (\(shown)) is not listed here (archived or unknown); give it one of the catalog's leaderboards, or retire it"))
            }
            fields[index].value = .list(items)
        }
        return fields
    }

    /// The `activities:` and `gameCenterChallenges:` fields of keyed
    /// activities and challenges, whose associations and leaderboard are
    /// written as given (the catalog's keys); none when there are neither.
    package static func activityFields(_ activities: [(key: String, activity: Activity)], challenges: [(key: String, challenge: Challenge)],
                                       codes: [String: String]) -> [CatalogEntry] {
        func localizations(_ texts: [NamedTexts]) -> CatalogEntry {
            CatalogEntry("localizations", .mapping(texts.map { texts in
                var fields = [CatalogEntry("title", .prose(texts.title))]
                if let description = texts.description, !description.isEmpty { fields.append(CatalogEntry("description", .prose(description))) }
                if let image = texts.image { fields.append(CatalogEntry("image", .text(image))) }
                return CatalogEntry(codes[texts.locale] ?? texts.locale, .mapping(fields))
            }))
        }
        var fields: [CatalogEntry] = []
        if !activities.isEmpty {
            fields.append(CatalogEntry("activities", .list(activities.map { key, activity in
                var fields = [CatalogEntry("key", .text(key)), CatalogEntry("id", .text(activity.id)), CatalogEntry("referenceName", .prose(activity.referenceName))]
                if let minimum = activity.minimumPlayers { fields.append(CatalogEntry("minimumPlayers", .integer(minimum))) }
                if let maximum = activity.maximumPlayers { fields.append(CatalogEntry("maximumPlayers", .integer(maximum))) }
                if activity.partyCode { fields.append(CatalogEntry("partyCode", .flag(true))) }
                if let playStyle = activity.playStyle { fields.append(CatalogEntry("playStyle", .text(playStyle))) }
                if !activity.properties.isEmpty { fields.append(Self.properties("properties", activity.properties)) }
                if let url = activity.fallbackURL { fields.append(CatalogEntry("fallbackURL", .text(url))) }
                if !activity.achievementIDs.isEmpty { fields.append(CatalogEntry("achievements", .textList(activity.achievementIDs))) }
                if !activity.leaderboardIDs.isEmpty { fields.append(CatalogEntry("leaderboards", .textList(activity.leaderboardIDs))) }
                if let image = activity.image { fields.append(CatalogEntry("image", .text(image))) }
                fields.append(localizations(activity.texts))
                return fields
            })))
        }
        if !challenges.isEmpty {
            fields.append(CatalogEntry("gameCenterChallenges", .list(challenges.map { key, challenge in
                var fields = [CatalogEntry("key", .text(key)), CatalogEntry("id", .text(challenge.id)), CatalogEntry("referenceName", .prose(challenge.referenceName)),
                              CatalogEntry("leaderboard", .text(challenge.leaderboardID))]
                if challenge.repeatable { fields.append(CatalogEntry("repeatable", .flag(true))) }
                if !challenge.durations.isEmpty { fields.append(CatalogEntry("durations", .textList(challenge.durations))) }
                if let image = challenge.image { fields.append(CatalogEntry("image", .text(image))) }
                fields.append(localizations(challenge.texts))
                return fields
            })))
        }
        return fields
    }
}
