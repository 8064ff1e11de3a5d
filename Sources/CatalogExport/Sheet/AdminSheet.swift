import AchievementsCatalog

/// What admins type into App Store Connect, one row per achievement, in entry
/// order: the plan's metadata matrix and localization payload in one model,
/// shared by the CSV and the documentation exports.
package struct AdminSheet: Sendable, Hashable {
    /// One achievement's fields as App Store Connect names them.
    package struct Row: Sendable, Hashable {
        /// 1-based entry order.
        package var position: Int
        /// The local key.
        package var key: String
        /// The App Store Connect achievement ID.
        package var achievementID: String
        /// The reference name.
        package var referenceName: String
        /// The group's key.
        package var group: String
        /// The type text (the achievement's, else its group's).
        package var type: String
        /// The threshold or rule text, such as `>= 1,000 lifetime`.
        package var rule: String
        /// Point value.
        package var points: Int
        /// Whether hidden.
        package var hidden: Bool
        /// Whether achievable more than once.
        package var repeatable: Bool
        /// The image file name.
        package var image: String
        /// Texts per language, in catalog language order.
        package var localizations: [Localization]
        /// The activity properties as one cell (``ActivityCSV/propertiesCell(_:)``), empty for none.
        package var activityProperties: String = ""
    }

    /// One language's texts of a row.
    package struct Localization: Sendable, Hashable {
        /// The catalog language code.
        package var language: String
        /// The App Store Connect locale code.
        package var ascLocale: String
        /// Display name.
        package var title: String
        /// Pre-earned description.
        package var beforeEarned: String
        /// Earned description.
        package var afterEarned: String
    }

    /// The game's name.
    package var game: String
    /// The languages with their ASC locales, in catalog order.
    package var locales: [LanguageLocale]
    /// The rows, in entry order.
    package var rows: [Row]
    /// The leaderboards and sets, as their own sheet (``LeaderboardCSV``).
    package var leaderboards: CSVTable
    /// The activities and Game Center challenges, as their own sheet (``ActivityCSV``).
    package var activities: CSVTable

    /// The sheet for `catalog`.
    package init(_ catalog: AchievementCatalog) {
        game = catalog.game.value
        locales = catalog.languageLocales
        leaderboards = LeaderboardCSV.table(catalog)
        activities = ActivityCSV.table(catalog)
        rows = catalog.achievements.enumerated().map { index, achievement in
            let group = catalog.group(of: achievement)
            let rule: String = if let threshold = achievement.threshold, let template = group?.ruleText?.value {
                template.replacingOccurrences(of: "{threshold}", with: Self.grouped(threshold.value))
            } else if let input = achievement.input, let declaration = catalog.inputs.first(where: { $0.name.value == input.value }) {
                declaration.ruleText.value
            } else {
                ""
            }
            return Row(
                position: index + 1,
                key: achievement.key.value,
                achievementID: achievement.id.value,
                referenceName: achievement.referenceName.value,
                group: achievement.group?.value ?? "",
                type: (achievement.type ?? group?.type)?.value ?? "",
                rule: rule,
                points: achievement.points.value,
                hidden: achievement.hidden.value,
                repeatable: achievement.isRepeatable,
                image: achievement.imageFile,
                localizations: catalog.languages.compactMap { language in
                    achievement.localization(for: language.code.value).map {
                        Localization(language: language.code.value, ascLocale: language.ascLocale.value, title: $0.title.value,
                                     beforeEarned: $0.description.value, afterEarned: $0.effectiveEarnedDescription.value)
                    }
                },
                activityProperties: ActivityCSV.propertiesCell(achievement.activityProperties)
            )
        }
    }

    /// `1000` → `1,000`: digits grouped by three with commas, as the plan writes thresholds.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }
}

extension Bool {
    /// `Yes` or `No`, as App Store Connect's form shows a flag.
    var yesNo: String { self ? "Yes" : "No" }
}
