import AchievementsCatalog
import SourceDiagnostics

/// `description-length`: pre-earned and earned descriptions are at most 255 characters.
package struct DescriptionLengthRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "description-length",
        category: .limits,
        summary: #"descriptions at most 255 characters, counted in UTF-16 code units"#,
        example: #"catalog.yaml:47:22: error: 'es' description is 256 characters (UTF-16 units); App Store Connect allows at most 255 [description-length]"#,
        trigger: RuleTrigger(replacing: "description: Marca 10 en una partida.", with: "description: " + String(repeating: "m", count: 256)))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .localizations }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        for achievement in catalog.achievements {
            for localization in achievement.localizations {
                let texts = [("description", localization.description), ("earnedDescription", localization.earnedDescription)]
                for (field, text) in texts {
                    guard let text, text.value.utf16.count > ASCLimits.maxDescriptionLength else { continue }
                    findings.error("'\(localization.language.value)' \(field) is \(text.value.utf16.count) characters (UTF-16 units); App Store Connect allows at most \(ASCLimits.maxDescriptionLength)", at: text.position)
                }
            }
        }
    }
}
