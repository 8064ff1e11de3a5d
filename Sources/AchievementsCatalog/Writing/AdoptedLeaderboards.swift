/// Leaderboards and leaderboard sets in an adopted catalog: what `asc pull`
/// reads of them, written as the catalog's `leaderboards:` and
/// `leaderboardSets:` sections.
extension AdoptedCatalog {
    /// One leaderboard as the source holds it, in the catalog's terms.
    package struct Leaderboard: Sendable, Hashable {
        /// The leaderboard ID, kept exactly.
        package var id: String
        /// The reference name.
        package var referenceName: String
        /// The score format (`INTEGER`, `ELAPSED_TIME_SECOND`, ...).
        package var format: String
        /// `ASC` or `DESC`.
        package var sort: String
        /// `BEST_SCORE` or `MOST_RECENT_SCORE`.
        package var submission: String
        /// The score range's ends, as App Store Connect writes them.
        package var range: (start: String, end: String)?
        /// The recurrence: start (UTC), ISO 8601 duration, RFC 5545 rule.
        package var recurrence: (start: String, duration: String, rule: String)?
        /// Whether players see it only once they have a score.
        package var hidden: Bool
        /// Its texts, one per locale, in the source's order.
        package var texts: [LeaderboardTexts]
        /// Its image file, when the source names one (else `KEY.png`).
        package var image: String?
        /// Its activity properties, in the source's order.
        package var activityProperties: [Property] = []

        /// Creates a leaderboard.
        package init(id: String, referenceName: String, format: String, sort: String, submission: String, range: (start: String, end: String)?,
                     recurrence: (start: String, duration: String, rule: String)?, hidden: Bool, texts: [LeaderboardTexts], image: String? = nil) {
            self.image = image
            self.id = id
            self.referenceName = referenceName
            self.format = format
            self.sort = sort
            self.submission = submission
            self.range = range
            self.recurrence = recurrence
            self.hidden = hidden
            self.texts = texts
        }

        package static func == (a: Leaderboard, b: Leaderboard) -> Bool {
            a.id == b.id && a.referenceName == b.referenceName && a.format == b.format && a.sort == b.sort && a.submission == b.submission
                && a.range?.start == b.range?.start && a.range?.end == b.range?.end && a.recurrence?.start == b.recurrence?.start
                && a.recurrence?.duration == b.recurrence?.duration && a.recurrence?.rule == b.recurrence?.rule && a.hidden == b.hidden && a.texts == b.texts
                && a.image == b.image && a.activityProperties == b.activityProperties
        }

        package func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// One locale's texts of a leaderboard or set: the name, and a
    /// leaderboard's optional description, format override and suffixes.
    package struct LeaderboardTexts: Sendable, Hashable {
        /// App Store Connect's locale code.
        package var locale: String
        /// The name players see.
        package var title: String
        /// The optional texts by catalog name (`description`, `format`, `suffix`, `suffixSingular`).
        package var optional: [String: String]
        /// This locale's own image file, when not the resource's.
        package var image: String?

        /// Creates texts.
        package init(locale: String, title: String, optional: [String: String] = [:]) {
            self.locale = locale
            self.title = title
            self.optional = optional
            image = nil
        }
    }

    /// One leaderboard set: its leaderboards by ID, in order.
    package struct LeaderboardSet: Sendable, Hashable {
        /// The set ID, kept exactly.
        package var id: String
        /// The reference name.
        package var referenceName: String
        /// Its leaderboards' IDs (or, once keyed, keys), in order.
        package var leaderboardIDs: [String]
        /// Its names, one per locale.
        package var texts: [LeaderboardTexts]
        /// Its image file, when the source names one (else `KEY.png`).
        package var image: String?

        /// Creates a set.
        package init(id: String, referenceName: String, leaderboardIDs: [String], texts: [LeaderboardTexts], image: String? = nil) {
            self.image = image
            self.id = id
            self.referenceName = referenceName
            self.leaderboardIDs = leaderboardIDs
            self.texts = texts
        }
    }

    /// Each leaderboard's local key, from its ID, unique among every
    /// kind's keys, so each image file (`KEY.png`) is its own.
    package var leaderboardKeys: [String] { allKeys.leaderboards }

    /// Each set's local key, from its ID, unique among every kind's keys.
    package var leaderboardSetKeys: [String] { allKeys.sets }

    /// Every kind's keys, in the order of the kinds: achievements first.
    package var allKeys: (achievements: [String], leaderboards: [String], sets: [String], activities: [String], challenges: [String]) {
        let prefix = self.prefix
        var taken: Set<String> = []
        let achievements = entries.map { Self.uniqueKey($0.id, prefix: prefix, taken: &taken) }
        let leaderboards = leaderboards.map { Self.uniqueKey($0.id, prefix: prefix, taken: &taken) }
        let sets = leaderboardSets.map { Self.uniqueKey($0.id, prefix: prefix, taken: &taken) }
        let activities = activities.map { Self.uniqueKey($0.id, prefix: prefix, taken: &taken) }
        return (achievements, leaderboards, sets, activities, challenges.map { Self.uniqueKey($0.id, prefix: prefix, taken: &taken) })
    }

    /// The locales of the leaderboards' and sets' texts.
    var leaderboardLocales: [String] {
        (leaderboards.flatMap(\.texts) + leaderboardSets.flatMap(\.texts)).map(\.locale)
    }

    /// The `leaderboards:` and `leaderboardSets:` fields, none when the source has neither.
    func leaderboardFields(codes: [String: String]) -> [CatalogEntry] {
        let keys = leaderboardKeys
        let keyByID = Dictionary(zip(leaderboards.map(\.id), keys), uniquingKeysWith: { first, _ in first })
        let sets = leaderboardSets.map { set in
            LeaderboardSet(id: set.id, referenceName: set.referenceName, leaderboardIDs: set.leaderboardIDs.compactMap { keyByID[$0] }, texts: set.texts,
                           image: set.image)
        }
        var fields = Self.leaderboardFields(Array(zip(keys, leaderboards)), sets: Array(zip(leaderboardSetKeys, sets)), codes: codes)
        // A set's leaderboard the source does not list by itself (archived) is left out of the set, and said so above it.
        let leftOut = leaderboardSets.map { set in set.leaderboardIDs.filter { keyByID[$0] == nil } }
        if let index = fields.firstIndex(where: { $0.key == "leaderboardSets" }), case .list(var items) = fields[index].value {
            for (item, ids) in zip(items.indices, leftOut) where !ids.isEmpty {
                items[item][0].above.append(.comment("\(sourceWord): left out of this set, not listed as leaderboards here (archived): \(ids.joined(separator: ", "))"))
            }
            fields[index].value = .list(items)
        }
        return fields
    }


    /// The `leaderboards:` and `leaderboardSets:` fields of keyed
    /// leaderboards and sets, whose `leaderboardIDs` are written as given
    /// (the catalog's keys); none when there are neither.
    package static func leaderboardFields(_ leaderboards: [(key: String, leaderboard: Leaderboard)], sets: [(key: String, set: LeaderboardSet)],
                                          codes: [String: String]) -> [CatalogEntry] {
        var fields: [CatalogEntry] = []
        func localizations(_ texts: [LeaderboardTexts]) -> CatalogEntry {
            CatalogEntry("localizations", .mapping(texts.map { texts in
                var fields = [CatalogEntry("title", .prose(texts.title))]
                for name in ["description", "format", "suffix", "suffixSingular"] {
                    if let text = texts.optional[name], !text.isEmpty { fields.append(CatalogEntry(name, name == "format" ? .text(text) : .prose(text))) }
                }
                if let image = texts.image { fields.append(CatalogEntry("image", .text(image))) }
                return CatalogEntry(codes[texts.locale] ?? texts.locale, .mapping(fields))
            }))
        }
        func number(_ text: String) -> CatalogValue { Int(text).map(CatalogValue.integer) ?? .text(text) }
        if !leaderboards.isEmpty {
            fields.append(CatalogEntry("leaderboards", .list(leaderboards.map { key, leaderboard in
                var fields = [
                    CatalogEntry("key", .text(key)), CatalogEntry("id", .text(leaderboard.id)), CatalogEntry("referenceName", .prose(leaderboard.referenceName)),
                    CatalogEntry("format", .text(leaderboard.format)), CatalogEntry("sort", .text(leaderboard.sort)),
                    CatalogEntry("submission", .text(leaderboard.submission)),
                ]
                if let range = leaderboard.range {
                    fields.append(CatalogEntry("range", .mapping([CatalogEntry("start", number(range.start)), CatalogEntry("end", number(range.end))])))
                }
                if let recurrence = leaderboard.recurrence {
                    fields.append(CatalogEntry("recurrence", .mapping([CatalogEntry("start", .text(recurrence.start)), CatalogEntry("duration", .text(recurrence.duration)),
                                                                        CatalogEntry("rule", .text(recurrence.rule))])))
                }
                if leaderboard.hidden { fields.append(CatalogEntry("hidden", .flag(true))) }
                if let image = leaderboard.image, image != key + ".png" { fields.append(CatalogEntry("image", .text(image))) }
                if !leaderboard.activityProperties.isEmpty { fields.append(properties("activityProperties", leaderboard.activityProperties)) }
                fields.append(localizations(leaderboard.texts))
                return fields
            })))
        }
        if !sets.isEmpty {
            fields.append(CatalogEntry("leaderboardSets", .list(sets.map { key, set in
                var fields = [
                    CatalogEntry("key", .text(key)), CatalogEntry("id", .text(set.id)), CatalogEntry("referenceName", .prose(set.referenceName)),
                    CatalogEntry("leaderboards", .textList(set.leaderboardIDs)),
                ]
                if let image = set.image, image != key + ".png" { fields.append(CatalogEntry("image", .text(image))) }
                fields.append(localizations(set.texts))
                return fields
            })))
        }
        return fields
    }
}
