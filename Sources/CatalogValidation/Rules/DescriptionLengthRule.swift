import AchievementsCatalog
import SourceDiagnostics

/// `description-length`: pre-earned and earned descriptions are at most 255 characters.
package struct DescriptionLengthRule: LocalizedResourceRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "description-length",
        category: .limits,
        summary: #"descriptions at most 255 characters, counted in UTF-16 code units"#,
        example: #"catalog.yaml:47:22: error: 'es' description is 256 characters (UTF-16 units); App Store Connect allows at most 255 [description-length]"#,
        trigger: RuleTrigger(replacing: "description: Marca 10 en una partida.", with: "description: " + String(repeating: "m", count: 256)))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .localizations }

    func check<Resource: LocalizedResource>(_ resource: Resource, in context: RuleContext, into findings: inout RuleFindings) {
        resource.checkLengths(of: .description, into: &findings)
    }
}
