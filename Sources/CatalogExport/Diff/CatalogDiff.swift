import AchievementsCatalog

/// What changed between two catalogs, for a release note: achievements added,
/// removed, retired, renamed (same ASC ID, new local key) and changed, the
/// points budget before and after, and changed strings per language.
/// Achievements are matched by ASC ID, the identity App Store Connect keeps.
package struct CatalogDiff: Sendable, Hashable {
    /// One achievement in a list.
    package struct Entry: Sendable, Hashable {
        /// The ASC ID.
        package var id: String
        /// The local key.
        package var key: String
        /// The reference name.
        package var referenceName: String
    }

    /// One changed field of a matched achievement.
    package struct Change: Sendable, Hashable {
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
    /// Points in all, before and after.
    package var pointsBefore: Int
    /// Points in all, after.
    package var pointsAfter: Int

    /// Whether nothing changed.
    package var isEmpty: Bool {
        added.isEmpty && removed.isEmpty && retired.isEmpty && renamed.isEmpty && changed.isEmpty && strings.isEmpty
    }

    /// The differences from `old` to `new`.
    package init(old: AchievementCatalog, new: AchievementCatalog) {
        pointsBefore = old.totalPoints
        pointsAfter = new.totalPoints
        let oldByID = Dictionary(old.achievements.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(new.achievements.map(\.id.value))
        let retiredIDs = Set(new.retired.map(\.id.value))
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
                ("group", before.group.value, achievement.group.value),
                ("rule", Self.rule(before, in: old), Self.rule(achievement, in: new)),
                ("points", String(before.points.value), String(achievement.points.value)),
                ("hidden", before.hidden.value ? "yes" : "no", achievement.hidden.value ? "yes" : "no"),
                ("repeatable", before.isRepeatable ? "yes" : "no", achievement.isRepeatable ? "yes" : "no"),
                ("image", before.imageFile, achievement.imageFile),
            ]
            changed += fields.filter { $0.1 != $0.2 }.map { Change(id: id, field: $0.0, old: $0.1, new: $0.2) }
            let languages = (new.languages.map(\.code.value) + old.languages.map(\.code.value)).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            for language in languages {
                let a = before.localization(for: language), b = achievement.localization(for: language)
                let texts: [(String, String?, String?)] = [
                    ("title", a?.title.value, b?.title.value),
                    ("description", a?.description.value, b?.description.value),
                    ("earned description", a?.effectiveEarnedDescription.value, b?.effectiveEarnedDescription.value),
                ]
                strings += texts.filter { $0.1 != $0.2 }.map { Change(id: id, field: "\(language) \($0.0)", old: $0.1 ?? "", new: $0.2 ?? "") }
            }
        }
    }

    static func rule(_ achievement: Achievement, in catalog: AchievementCatalog) -> String {
        catalog.releasedEntry(for: achievement, released: achievement.key)?.ruleDescription ?? "?"
    }
}
