import AchievementsCatalog
import SourceDiagnostics

/// `id-length`: an ASC ID is at most 100 bytes.
package struct IDLengthRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "id-length",
        category: .identifiers,
        summary: #"ASC IDs are at most 100 bytes"#,
        example: #"catalog.yaml:35:9: error: ASC ID is 101 bytes long; App Store Connect allows at most 100 [id-length]"#,
        trigger: RuleTrigger(replacing: "id: ach.best.0010", with: "id: ach.best." + String(repeating: "x", count: 92)))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .identifiers }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        for resource in context.identities where resource.id.value.utf8.count > ASCLimits.maxIDBytes {
            findings.error("ASC ID is \(resource.id.value.utf8.count) bytes long; App Store Connect allows at most \(ASCLimits.maxIDBytes)", at: resource.id.position)
        }
    }
}
