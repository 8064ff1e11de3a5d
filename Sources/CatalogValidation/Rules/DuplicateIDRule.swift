import AchievementsCatalog
import SourceDiagnostics

/// `duplicate-id`: no two resources of one kind (achievements, leaderboards, sets) share an ASC ID.
package struct DuplicateIDRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "duplicate-id",
        category: .identifiers,
        summary: #"ASC IDs are unique"#,
        example: #"catalog.yaml:49:9: error: ASC ID 'ach.best.0010' is already used at line 35, column 9 [duplicate-id]"#,
        trigger: RuleTrigger(replacing: "id: ach.best.0020", with: "id: ach.best.0010"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .identifiers }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        // Each kind's IDs are its own in App Store Connect: a leaderboard may share an achievement's ID.
        for kind in context.identitiesByKind {
            UniqueValues(noun: "ASC ID").check(kind.map(\.id), into: &findings)
        }
    }
}
