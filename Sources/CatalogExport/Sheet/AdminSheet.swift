import AchievementsCatalog

/// What admins type into App Store Connect, one row per achievement, in entry
/// order: the plan's metadata matrix and localization payload in one model,
/// shared by the CSV and the documentation exports.
public struct AdminSheet: Sendable, Hashable {
    /// One achievement's fields as App Store Connect names them.
    public struct Row: Sendable, Hashable {
        /// 1-based entry order.
        public var position: Int
        /// The local key.
        public var key: String
        /// The App Store Connect achievement ID.
        public var achievementID: String
        /// The reference name.
        public var referenceName: String
        /// The group's key.
        public var group: String
        /// The type text (the achievement's, else its group's).
        public var type: String
        /// The threshold or rule text, such as `>= 1,000 lifetime`.
        public var rule: String
        /// Point value.
        public var points: Int
        /// Whether hidden.
        public var hidden: Bool
        /// Whether achievable more than once.
        public var repeatable: Bool
        /// The image file name.
        public var image: String
        /// Texts per language, in catalog language order.
        public var localizations: [Localization]
    }

    /// One language's texts of a row.
    public struct Localization: Sendable, Hashable {
        /// The catalog language code.
        public var language: String
        /// The App Store Connect locale code.
        public var ascLocale: String
        /// Display name.
        public var title: String
        /// Pre-earned description.
        public var beforeEarned: String
        /// Earned description.
        public var afterEarned: String
    }

    /// The game's name.
    public var game: String
    /// The languages with their ASC locales, in catalog order.
    public var locales: [LanguageLocale]
    /// The rows, in entry order.
    public var rows: [Row]

    /// The sheet for `catalog`.
    public init(_ catalog: AchievementCatalog) {
        game = catalog.game.value
        locales = catalog.languageLocales
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
                group: achievement.group.value,
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
                }
            )
        }
    }

    /// `1000` → `1,000`: digits grouped by three with commas, as the plan writes thresholds.
    public static func grouped(_ value: Int) -> String {
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
