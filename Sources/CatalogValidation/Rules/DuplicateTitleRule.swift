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

    func check<Resource: LocalizedResource>(_ resources: [Resource], in context: RuleContext, into findings: inout RuleFindings) {
        let languages = LanguageSlots(context)
        var names = [[Located<String>]](repeating: [], count: languages.count)
        var fields = [String](repeating: "title", count: languages.count)
        languages.forEachLocalization(of: resources) { slot, _, localization in
            localization.forEachText { text, value in
                guard text.role == .displayName else { return }
                fields[slot] = text.name
                names[slot].append(value)
            }
        }
        for (index, language) in languages.languages.enumerated() {
            let slot = languages.slot(at: index)
            UniqueValues(noun: "'\(language)' \(fields[slot])").check(names[slot], into: &findings)
        }
    }
}
