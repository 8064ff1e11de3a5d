import AchievementsCatalog
import SourceDiagnostics

/// `duplicate-key`: no two resources of one kind share a local key.
package struct DuplicateKeyRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "duplicate-key",
        category: .identifiers,
        summary: #"local keys are unique"#,
        example: #"catalog.yaml:48:10: error: local key 'best_10' is already used at line 34, column 10 [duplicate-key]"#,
        trigger: RuleTrigger(replacing: "key: best_20", with: "key: best_10"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .identifiers }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        for kind in context.identitiesByKind {
            UniqueValues(noun: "local key").check(kind.map(\.key), into: &findings)
        }
    }
}
