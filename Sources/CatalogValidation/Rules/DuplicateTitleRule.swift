import AchievementsCatalog
import SourceDiagnostics

/// `duplicate-title`: no two achievements share a title in the same language.
package struct DuplicateTitleRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "duplicate-title",
        category: .identifiers,
        summary: #"titles are unique within each language"#,
        example: #"catalog.yaml:57:16: error: 'en' title 'Ten' is already used at line 43, column 16 [duplicate-title]"#,
        trigger: RuleTrigger(replacing: "title: Twenty", with: "title: Ten"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .localizations }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        for language in catalog.languages {
            let titles = catalog.achievements.compactMap { $0.localization(for: language.code.value)?.title }
            UniqueValues(noun: "'\(language.code.value)' title").check(titles, into: &findings)
        }
    }
}
