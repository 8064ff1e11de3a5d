import AchievementsCatalog
import SourceDiagnostics

/// `unknown-language`: an achievement's localizations use only the catalog's languages.
package struct UnknownLanguageRule: LocalizedResourceRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "unknown-language",
        category: .limits,
        summary: #"localizations use declared languages only"#,
        example: #"catalog.yaml:59:7: error: language 'fr' is not declared under 'languages' (declared: en, es) [unknown-language]"#,
        trigger: RuleTrigger(replacing: "      es:\n        title: Veinte", with: "      fr:\n        title: Vingt\n        description: Vingt.\n      es:\n        title: Veinte"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .localizations }

    func check<Resource: LocalizedResource>(_ resource: Resource, in context: RuleContext, into findings: inout RuleFindings) {
        let known = context.declaredLanguages
        let undeclared = resource.localizations.filter { !known.contains($0.language.value) }
        guard !undeclared.isEmpty else { return }
        let declared = context.languageCodes
        // Named once per resource, and at most 40 (App Store Connect has 39 locales).
        let shown = declared.prefix(40).joined(separator: ", ") + (declared.count > 40 ? ", … (\(declared.count) in all)" : "")
        for localization in undeclared {
            findings.error("language '\(localization.language.value)' is not declared under 'languages' (declared: \(shown))", at: localization.language.position)
        }
    }
}
