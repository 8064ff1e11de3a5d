import AchievementsCatalog
import SourceDiagnostics

/// `description-length`: pre-earned and earned descriptions are at most 255 characters.
package struct DescriptionLengthRule: ReadableTextRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "description-length",
        category: .limits,
        summary: #"descriptions at most 255 characters, counted in UTF-16 code units"#,
        example: #"catalog.yaml:47:22: error: 'es' description is 256 characters (UTF-16 units); App Store Connect allows at most 255 [description-length]"#,
        trigger: RuleTrigger(replacing: "description: Marca 10 en una partida.", with: "description: " + String(repeating: "m", count: 256)))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .localizations }

    func check(_ text: Located<String>, _ what: ReadableText, of label: String, into findings: inout RuleFindings) {
        what.checkLength(of: text, role: .description, into: &findings)
    }
}
