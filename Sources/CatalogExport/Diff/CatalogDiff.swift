import AchievementsCatalog

/// What changed between two catalogs, for a release note: achievements added,
/// removed, retired, renamed (same ASC ID, new local key) and changed, the
/// points budget before and after, and changed strings per language.
/// Achievements are matched by ASC ID, the identity App Store Connect keeps.
package struct CatalogDiff: Sendable, Hashable {
    /// One achievement (or leaderboard, or set) in a list.
    package struct Entry: Sendable, Hashable {
        /// The kind (the formats name every kind but achievements).
        package var kind: GameCenterKind = .achievement
        /// The ASC ID.
        package var id: String
        /// The local key.
        package var key: String
        /// The reference name.
        package var referenceName: String
    }

    /// One changed field of a matched achievement (or leaderboard, or set).
    package struct Change: Sendable, Hashable {
        /// The kind (the formats name every kind but achievements).
        package var kind: GameCenterKind = .achievement
        /// The ASC ID.
        package var id: String
        /// What changed, such as `points` or `es title`.
        package var field: String
        /// The old value.
        package var old: String
        /// The new value.
        package var new: String
    }

    /// In the new catalog only.
    package var added: [Entry] = []
    /// In the old catalog only, and not retired in the new one.
    package var removed: [Entry] = []
    /// In the old catalog only, and listed under `retired` in the new one.
    package var retired: [Entry] = []
    /// Same ASC ID under a new local key: `(id, old key, new key)`.
    package var renamed: [Change] = []
    /// Changed fields of matched achievements (not strings).
    package var changed: [Change] = []
    /// Changed titles and descriptions, per language.
    package var strings: [Change] = []
    /// Changed settings of the app (`app:`): its Apple ID, default
    /// leaderboard (compared by ID) and challenges switch; `id` is empty.
    package var app: [Change] = []
    /// Points in all, before and after.
    package var pointsBefore: Int
    /// Points in all, after.
    package var pointsAfter: Int

    /// Whether nothing changed.
    package var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && retired.isEmpty && renamed.isEmpty && changed.isEmpty && strings.isEmpty && app.isEmpty
    }

    /// The differences from `old` to `new`.
    package init(old: AchievementCatalog, new: AchievementCatalog) {
        pointsBefore = old.totalPoints
        pointsAfter = new.totalPoints
        let oldByID = Dictionary(old.achievements.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(new.achievements.map(\.id.value))
        func retiredOf(_ kind: GameCenterKind) -> Set<String> { Set(new.retiredIDs(of: kind).map(\.value)) }
        let retiredIDs = retiredOf(.achievement)
        func entry(_ achievement: Achievement) -> Entry {
            Entry(id: achievement.id.value, key: achievement.key.value, referenceName: achievement.referenceName.value)
        }
        for achievement in old.achievements where !newIDs.contains(achievement.id.value) {
            if retiredIDs.contains(achievement.id.value) { retired.append(entry(achievement)) } else { removed.append(entry(achievement)) }
        }
        for achievement in new.achievements {
            guard let before = oldByID[achievement.id.value] else {
                added.append(entry(achievement))
                continue
            }
            let id = achievement.id.value
            if before.key.value != achievement.key.value {
                renamed.append(Change(id: id, field: "key", old: before.key.value, new: achievement.key.value))
            }
            let fields: [(String, String, String)] = [
                ("reference name", before.referenceName.value, achievement.referenceName.value),
                ("group", before.group?.value ?? "(none)", achievement.group?.value ?? "(none)"),
                ("rule", Self.rule(before, in: old), Self.rule(achievement, in: new)),
                ("points", String(before.points.value), String(achievement.points.value)),
                ("hidden", before.hidden.value ? "yes" : "no", achievement.hidden.value ? "yes" : "no"),
                ("repeatable", before.isRepeatable ? "yes" : "no", achievement.isRepeatable ? "yes" : "no"),
                ("image", before.imageFile, achievement.imageFile),
                ("activity properties", Self.properties(before.activityProperties), Self.properties(achievement.activityProperties)),
            ]
            changed += fields.filter { $0.1 != $0.2 }.map { Change(id: id, field: $0.0, old: $0.1, new: $0.2) }
            let languages = (new.languages.map(\.code.value) + old.languages.map(\.code.value)).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            for language in languages {
                let a = before.localization(for: language), b = achievement.localization(for: language)
                let texts: [(String, String?, String?)] = [
                    ("title", a?.title.value, b?.title.value),
                    ("description", a?.description.value, b?.description.value),
                    ("earned description", a?.effectiveEarnedDescription.value, b?.effectiveEarnedDescription.value),
                    ("image", a?.image?.value, b?.image?.value),
                ]
                strings += texts.filter { $0.1 != $0.2 }.map { Change(id: id, field: "\(language) \($0.0)", old: $0.1 ?? "", new: $0.2 ?? "") }
            }
        }
        // Other kinds name leaderboards and achievements by key: compared by ID, each catalog's keys looked up once.
        let oldKeys = IDsByKey(old), newKeys = IDsByKey(new)
        func challenges(_ catalog: AchievementCatalog) -> String { catalog.challengesEnabled.map { $0.value ? "yes" : "no" } ?? "as App Store Connect holds it" }
        let settings: [(String, String, String)] = [
            ("Apple ID", old.appleID?.value ?? "(none)", new.appleID?.value ?? "(none)"),
            ("default leaderboard", old.defaultLeaderboard.map { oldKeys.leaderboard($0.value) } ?? "(none)",
             new.defaultLeaderboard.map { newKeys.leaderboard($0.value) } ?? "(none)"),
            ("challenges enabled", challenges(old), challenges(new)),
        ]
        app = settings.filter { $0.1 != $0.2 }.map { Change(id: "", field: $0.0, old: $0.1, new: $0.2) }
        for kind in GameCenterKind.allCases {
            switch kind {
            case .achievement: continue // compared above: its rule and points budget are its own
            case .leaderboard:
                compare(kind, old: old.leaderboards.map(Self.compared), new: new.leaderboards.map(Self.compared), retiredIDs: retiredOf(kind))
            case .leaderboardSet:
                compare(kind, old: old.leaderboardSets.map { Self.compared($0, ids: oldKeys) }, new: new.leaderboardSets.map { Self.compared($0, ids: newKeys) },
                        retiredIDs: retiredOf(kind))
            case .activity:
                compare(kind, old: old.activities.map { Self.compared($0, ids: oldKeys) }, new: new.activities.map { Self.compared($0, ids: newKeys) },
                        retiredIDs: retiredOf(kind))
            case .gameCenterChallenge:
                compare(kind, old: old.gameCenterChallenges.map { Self.compared($0, ids: oldKeys) },
                        new: new.gameCenterChallenges.map { Self.compared($0, ids: newKeys) }, retiredIDs: retiredOf(kind))
            }
        }
    }

    /// A catalog's achievement and leaderboard IDs by key, for the kinds that name them by key.
    struct IDsByKey {
        let achievements: [String: String]
        let leaderboards: [String: String]

        init(_ catalog: AchievementCatalog) {
            achievements = Dictionary(catalog.achievements.map { ($0.key.value, $0.id.value) }, uniquingKeysWith: { first, _ in first })
            leaderboards = Dictionary(catalog.leaderboards.map { ($0.key.value, $0.id.value) }, uniquingKeysWith: { first, _ in first })
        }

        /// The ID of the achievement `key`, or `key` when there is none.
        func achievement(_ key: String) -> String { achievements[key] ?? key }
        /// The ID of the leaderboard `key`, or `key` when there is none.
        func leaderboard(_ key: String) -> String { leaderboards[key] ?? key }
    }

    /// A resource of a kind other than achievements as the diff compares it: identity, fields, and texts per language.
    struct Compared {
        var id: String
        var key: String
        var referenceName: String
        var fields: [(String, String)]
        var texts: [String: [(String, String)]]
    }

    /// Adds the differences of one kind (leaderboards, sets), matched by ID like achievements.
    mutating func compare(_ kind: GameCenterKind, old: [Compared], new: [Compared], retiredIDs: Set<String>) {
        let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(new.map(\.id))
        func entry(_ item: Compared) -> Entry { Entry(kind: kind, id: item.id, key: item.key, referenceName: item.referenceName) }
        for item in old where !newIDs.contains(item.id) {
            if retiredIDs.contains(item.id) { retired.append(entry(item)) } else { removed.append(entry(item)) }
        }
        for item in new {
            guard let before = oldByID[item.id] else {
                added.append(entry(item))
                continue
            }
            if before.key != item.key { renamed.append(Change(kind: kind, id: item.id, field: "key", old: before.key, new: item.key)) }
            for ((name, oldValue), (_, newValue)) in zip(before.fields, item.fields) where oldValue != newValue {
                changed.append(Change(kind: kind, id: item.id, field: name, old: oldValue, new: newValue))
            }
            let languages = (item.texts.keys.sorted() + before.texts.keys.sorted()).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            for language in languages {
                let a = Dictionary(before.texts[language] ?? [], uniquingKeysWith: { first, _ in first })
                let b = Dictionary(item.texts[language] ?? [], uniquingKeysWith: { first, _ in first })
                let names = ((item.texts[language] ?? []) + (before.texts[language] ?? [])).map(\.0).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                for name in names where a[name] != b[name] {
                    strings.append(Change(kind: kind, id: item.id, field: "\(language) \(name)", old: a[name] ?? "", new: b[name] ?? ""))
                }
            }
        }
    }

    static func compared(_ leaderboard: Leaderboard) -> Compared {
        Compared(id: leaderboard.id.value, key: leaderboard.key.value, referenceName: leaderboard.referenceName.value, fields: [
            ("reference name", leaderboard.referenceName.value), ("format", leaderboard.format.value.rawValue), ("sort", leaderboard.sort.value.rawValue),
            ("submission", leaderboard.submission.value.rawValue),
            ("range", leaderboard.range.map { "\($0.start.value)...\($0.end.value)" } ?? "none"),
            ("recurrence", leaderboard.recurrence.map { "\($0.rule.value) from \($0.start.value), \($0.duration.value)" } ?? "none"),
            ("hidden", leaderboard.hidden?.value == true ? "yes" : "no"), ("image", leaderboard.image?.value ?? leaderboard.key.value + ".png"),
            ("activity properties", properties(leaderboard.activityProperties)),
        ], texts: Dictionary(leaderboard.localizations.map { texts in
            (texts.language.value, [("title", texts.title.value), ("description", texts.description?.value ?? ""), ("format", texts.format?.value.rawValue ?? ""),
                                    ("suffix", texts.suffix?.value ?? ""), ("singular suffix", texts.suffixSingular?.value ?? ""),
                                    ("image", texts.image?.value ?? "")])
        }, uniquingKeysWith: { first, _ in first }))
    }

    /// A set's fields; its leaderboards by ID, so renaming a leaderboard's key does not read as a change of the set.
    static func compared(_ set: LeaderboardSet, ids: IDsByKey) -> Compared {
        Compared(id: set.id.value, key: set.key.value, referenceName: set.referenceName.value, fields: [
            ("reference name", set.referenceName.value), ("leaderboards", set.leaderboards.map { ids.leaderboard($0.value) }.joined(separator: ", ")),
            ("image", set.image?.value ?? set.key.value + ".png"),
        ], texts: Dictionary(set.localizations.map { ($0.language.value, [("title", $0.title.value), ("image", $0.image?.value ?? "")]) },
                             uniquingKeysWith: { first, _ in first }))
    }

    /// Properties as the diff shows them: `key=value, …` in file order, `none` without any.
    static func properties(_ properties: [ActivityProperty]) -> String {
        properties.isEmpty ? "none" : properties.map { "\($0.key.value)=\($0.value.value)" }.joined(separator: ", ")
    }

    static func rule(_ achievement: Achievement, in catalog: AchievementCatalog) -> String {
        catalog.releasedEntry(for: achievement, released: achievement.key)?.ruleDescription ?? "?"
    }
}
