import AchievementsCatalog
import SourceDiagnostics

/// `duplicate-title`: no two achievements share a title in the same language.
package struct DuplicateTitleRule: LocalizedKindRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "duplicate-title",
        category: .identifiers,
        summary: #"titles are unique within each language"#,
        example: #"catalog.yaml:57:16: error: 'en' title 'Ten' is already used at line 43, column 16 [duplicate-title]"#,
        trigger: RuleTrigger(replacing: "title: Twenty", with: "title: Ten"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .localizations }

    func check<Resource: LocalizedResource>(_ resources: [Resource], in catalog: AchievementCatalog, into findings: inout RuleFindings) {
        let indexed = resources.map(\.localizationsByLanguage)
        for language in catalog.languages.map(\.code.value) {
            var names: [Located<String>] = []
            var field = "title"
            for byLanguage in indexed {
                byLanguage[language]?.forEachText { text, value in
                    guard text.role == .displayName else { return }
                    field = text.name
                    names.append(value)
                }
            }
            UniqueValues(noun: "'\(language)' \(field)").check(names, into: &findings)
        }
    }
}
