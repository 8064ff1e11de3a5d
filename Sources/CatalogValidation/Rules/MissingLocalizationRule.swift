import AchievementsCatalog
import SourceDiagnostics

/// `missing-localization`: every achievement has a non-empty title and
/// description in every catalog language.
package struct MissingLocalizationRule: LocalizedResourceRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "missing-localization",
        category: .limits,
        summary: #"a non-empty title and description in every catalog language"#,
        example: #"catalog.yaml:55:5: error: achievement 'best_20' has no 'es' localization [missing-localization]"#,
        trigger: RuleTrigger(replacing: "      es:\n        title: Veinte\n        description: Marca 20 en una partida.\n", with: ""))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .localizations }

    func check<Resource: LocalizedResource>(_ resource: Resource, in context: RuleContext, into findings: inout RuleFindings) {
        let byLanguage = resource.localizationsByLanguage
        for language in context.languageCodes {
            guard let localization = byLanguage[language] else {
                findings.error("\(Resource.kind.noun) '\(resource.label)' has no '\(language)' localization", at: resource.localizationsPosition)
                continue
            }
            localization.forEachText { field, text in
                if text.value.isBlank {
                    findings.error("'\(language)' \(field.name) of '\(resource.label)' is empty", at: text.position)
                }
            }
        }
    }
}
