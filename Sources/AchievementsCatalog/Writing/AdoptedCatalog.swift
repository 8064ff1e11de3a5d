/// The catalog text for a team adopting the toolkit from what it already
/// has (App Store Connect through `asc pull`, Xcode's bundle through
/// `import gamekit`): IDs, reference names, points, flags, texts per locale
/// and image files. Groups and unlock rules, which neither source knows,
/// are left for the team: an achievement without a group validates as it
/// is, and the game reports it itself until the team gives it one.
package struct AdoptedCatalog: Sendable {
    /// One achievement as the source holds it.
    package struct Entry: Sendable, Hashable {
        /// The achievement ID, kept exactly.
        package var id: String
        /// The reference name.
        package var referenceName: String
        /// The points.
        package var points: Int
        /// Whether players see it only once earned.
        package var hidden: Bool
        /// Whether it can be earned more than once.
        package var repeatable: Bool
        /// Its texts, one per locale, in the source's order.
        package var texts: [Texts]
        /// Its image file in the artwork folder, when not the default `KEY.png` (a JPEG's `KEY.jpg`).
        package var image: String?
        /// Its activity properties, in the source's order.
        package var activityProperties: [Property] = []

        /// Creates an entry.
        package init(id: String, referenceName: String, points: Int, hidden: Bool, repeatable: Bool, texts: [Texts], image: String? = nil) {
            self.id = id
            self.referenceName = referenceName
            self.points = points
            self.hidden = hidden
            self.repeatable = repeatable
            self.texts = texts
            self.image = image
        }
    }

    /// One locale's texts.
    package struct Texts: Sendable, Hashable {
        /// App Store Connect's locale code.
        package var locale: String
        /// The title.
        package var title: String
        /// The description before it is earned.
        package var before: String
        /// The description once earned.
        package var after: String
        /// This locale's own image file, when not the resource's.
        package var image: String?

        /// Creates texts.
        package init(locale: String, title: String, before: String, after: String) {
            self.locale = locale
            self.title = title
            self.before = before
            self.after = after
            image = nil
        }
    }

    /// The game's name.
    package var game: String
    /// The comment lines the file starts with (without `# `).
    package var header: [String]
    /// The app's Apple ID, when the source knows it.
    package var appID: String?
    /// The achievements, in the source's order.
    package var entries: [Entry]
    /// Archived IDs, listed under `retired` (a leaderboard's with `kind: leaderboard`).
    package var retired: [(id: String, reason: String, kind: GameCenterKind)]
    /// The leaderboards, in the source's order.
    package var leaderboards: [Leaderboard]
    /// The leaderboard sets, in the source's order.
    package var leaderboardSets: [LeaderboardSet]
    /// The word the catalog's comments on what it left out start with (`pull`, `import`).
    package var sourceWord = "pull"
    /// The ID of the app's default leaderboard, if the source sets one.
    package var defaultLeaderboardID: String?
    /// Whether the app's challenges are enabled, where the source says; only
    /// `false` is written (`challengesEnabled: no`), since new apps have them on.
    package var challengesEnabled: Bool?
    /// The activities, in the source's order.
    package var activities: [Activity] = []
    /// The Game Center challenges, in the source's order.
    package var challenges: [Challenge] = []
    /// Locales the source has texts in for what the catalog does not hold
    /// yet (an Xcode bundle's leaderboards, say): languages of the catalog too,
    /// after those of its own resources.
    package var otherLocales: [String] = []

    /// Creates the text's description.
    package init(game: String, header: [String], appID: String?, entries: [Entry], retired: [(id: String, reason: String, kind: GameCenterKind)],
                 leaderboards: [Leaderboard] = [], leaderboardSets: [LeaderboardSet] = []) {
        self.game = game
        self.header = header
        self.appID = appID
        self.entries = entries
        self.retired = retired
        self.leaderboards = leaderboards
        self.leaderboardSets = leaderboardSets
    }

    /// Each entry's local key (unique, from its ID), in entry order.
    package var keys: [String] { allKeys.achievements }

    /// The first segment every ID of the first kind that has any shares.
    var prefix: String {
        IDStyle.sharedPrefix(of: entries.map(\.id)) ?? IDStyle.sharedPrefix(of: leaderboards.map(\.id))
            ?? IDStyle.sharedPrefix(of: leaderboardSets.map(\.id)) ?? IDStyle.sharedPrefix(of: activities.map(\.id))
            ?? IDStyle.sharedPrefix(of: challenges.map(\.id)) ?? "ach"
    }

    /// The catalog's text.
    package var text: String { CatalogWriter.text(document) }

    /// The locales the catalog's languages map to, in the order the source first uses them.
    package var locales: [String] {
        var locales: [String] = []
        var seen: Set<String> = []
        for locale in entries.flatMap({ $0.texts.map(\.locale) }) + leaderboardLocales + namedLocales + otherLocales where seen.insert(locale).inserted {
            locales.append(locale)
        }
        return locales
    }

    /// The catalog as a document: every field the source knows, and no group (neither source knows one).
    var document: CatalogDocument {
        let locales = self.locales
        let codes = CatalogLanguage.codes(forLocales: locales)
        var fields: [CatalogEntry] = [
            CatalogEntry("format", .integer(1)),
            CatalogEntry("game", .text(game)),
            CatalogEntry("idPrefix", .text(prefix)),
            CatalogEntry("idStyle", .text(IDStyle.asc.rawValue)),
            CatalogEntry("languages", .mapping(locales.map { CatalogEntry(codes[$0] ?? $0, .text($0)) })),
            CatalogEntry("metrics", .mapping([])),
            CatalogEntry("groups", .mapping([])),
            CatalogEntry("achievements", .list(zip(entries, keys).map { entry, key in
                var fields: [CatalogEntry] = [
                    CatalogEntry("key", .text(key)),
                    CatalogEntry("id", .text(entry.id)),
                    CatalogEntry("referenceName", .text(entry.referenceName)),
                    CatalogEntry("points", .integer(entry.points)),
                    CatalogEntry("hidden", .flag(entry.hidden)),
                ]
                if entry.repeatable { fields.append(CatalogEntry("repeatable", .flag(true))) }
                if let image = entry.image { fields.append(CatalogEntry("image", .text(image))) }
                if !entry.activityProperties.isEmpty { fields.append(Self.properties("activityProperties", entry.activityProperties)) }
                fields.append(CatalogEntry("localizations", .mapping(entry.texts.map { texts in
                    CatalogEntry(codes[texts.locale] ?? texts.locale, .mapping(Self.texts(texts)))
                })))
                return fields
            })),
        ] + leaderboardFields(codes: codes) + activityFields(codes: codes)
        if let appID {
            var app = [CatalogEntry("appleID", .text(appID))]
            // The default leaderboard by key; one the catalog does not list (archived) is named, which validation refuses.
            if let id = defaultLeaderboardID {
                let key = zip(leaderboards.map(\.id), leaderboardKeys).first { $0.0 == id }?.1
                app.append(CatalogEntry("defaultLeaderboard", .text(key ?? id),
                                        trailingComment: key == nil ? "\(sourceWord): not a leaderboard listed here (archived or unknown)" : nil))
            }
            if challengesEnabled == false { app.append(CatalogEntry("challengesEnabled", .flag(false))) }
            fields.append(CatalogEntry("app", .mapping(app)))
        }
        if !retired.isEmpty {
            fields.append(CatalogEntry("retired", .list(retired.map { entry in
                [CatalogEntry("id", .text(entry.id)), CatalogEntry("reason", .prose(entry.reason))]
                    + (entry.kind == .achievement ? [] : [CatalogEntry("kind", .text(entry.kind.rawValue))])
            })))
        }
        return CatalogDocument(header: header.map(CatalogLine.comment), fields: fields)
    }

    /// A mapping of properties, in order.
    static func properties(_ name: String, _ properties: [Property]) -> CatalogEntry {
        CatalogEntry(name, .mapping(properties.map { CatalogEntry($0.key, .text($0.value)) }))
    }

    /// One locale's fields: the earned description only where it differs.
    static func texts(_ texts: Texts) -> [CatalogEntry] {
        var fields = [CatalogEntry("title", .text(texts.title)), CatalogEntry("description", .text(texts.before))]
        if texts.after != texts.before { fields.append(CatalogEntry("earnedDescription", .text(texts.after))) }
        if let image = texts.image { fields.append(CatalogEntry("image", .text(image))) }
        return fields
    }

    /// A local key from an ID: its segments after the prefix, joined by `_`,
    /// letters and digits only, unique.
    package static func uniqueKey(_ id: String, prefix: String, taken: inout Set<String>) -> String {
        var segments = id.split(separator: ".").map(String.init)
        if segments.first == prefix, segments.count > 1 { segments.removeFirst() }
        var key = segments.joined(separator: "_").lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        if key.first.map({ !$0.isLetter }) ?? true { key = "a" + key }
        var candidate = key, index = 2
        while taken.contains(candidate) { candidate = "\(key)_\(index)"; index += 1 }
        taken.insert(candidate)
        return candidate
    }
}
