import AchievementsCatalog

/// `missing-localization`: every achievement has a non-empty title and
/// description in every catalog language.
public struct MissingLocalizationRule: CatalogRule {
    public init() {}
    public var id: String { "missing-localization" }
    public var summary: String { "Every achievement has a non-empty title and description in every catalog language." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        let languages = catalog.languages.map(\.code.value)
        for achievement in catalog.achievements {
            for language in languages {
                guard let localization = achievement.localization(for: language) else {
                    findings.error("achievement '\(achievement.key.value)' has no '\(language)' localization", at: achievement.localizationsPosition)
                    continue
                }
                for (field, text) in [("title", localization.title), ("description", localization.description), ("earnedDescription", localization.earnedDescription)] {
                    if let text, text.value.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
                        findings.error("'\(language)' \(field) of '\(achievement.key.value)' is empty", at: text.position)
                    }
                }
            }
        }
    }
}
