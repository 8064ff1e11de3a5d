import AchievementsCatalog
import SourceDiagnostics

/// `missing-localization`: every achievement has a non-empty title and
/// description in every catalog language.
package struct MissingLocalizationRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "missing-localization",
        category: .limits,
        summary: #"a non-empty title and description in every catalog language"#,
        example: #"catalog.yaml:55:5: error: achievement 'best_20' has no 'es' localization [missing-localization]"#,
        trigger: RuleTrigger(replacing: "      es:\n        title: Veinte\n        description: Marca 20 en una partida.\n", with: ""))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .localizations }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
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
