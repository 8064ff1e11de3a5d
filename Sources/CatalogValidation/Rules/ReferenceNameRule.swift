import AchievementsCatalog
import SourceDiagnostics

/// `reference-name`: every achievement has a non-empty reference name.
package struct ReferenceNameRule: ReadableTextRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "reference-name",
        category: .limits,
        summary: #"reference names are not empty"#,
        example: #"catalog.yaml:36:20: error: reference name is empty; App Store Connect requires one [reference-name]"#,
        trigger: RuleTrigger(replacing: "referenceName: Best 10", with: "referenceName: \"\""))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .referenceNames }

    func check(_ text: Located<String>, _ what: ReadableText, of label: String, into findings: inout RuleFindings) {
        if case .referenceName = what, text.value.isBlank {
            findings.error("reference name is empty; App Store Connect requires one", at: text.position)
        }
    }
}
