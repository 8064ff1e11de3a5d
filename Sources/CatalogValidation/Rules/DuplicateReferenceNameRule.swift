import AchievementsCatalog
import SourceDiagnostics

/// `duplicate-reference-name`: no two resources of one kind share a reference name.
package struct DuplicateReferenceNameRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "duplicate-reference-name",
        category: .identifiers,
        summary: #"reference names are unique"#,
        example: #"catalog.yaml:50:20: error: reference name 'Best 10' is already used at line 36, column 20 [duplicate-reference-name]"#,
        trigger: RuleTrigger(replacing: "referenceName: Best 20", with: "referenceName: Best 10"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .referenceNames }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        for kind in context.identitiesByKind {
            UniqueValues(noun: "reference name").check(kind.map(\.referenceName), into: &findings)
        }
    }
}
