import AchievementsCatalog
import SourceDiagnostics

/// `retired-reused`: a retired ASC ID is never used again by its kind (an
/// entry without `kind` is an achievement's; each kind's IDs are its own).
package struct RetiredReusedRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "retired-reused",
        category: .stability,
        summary: #"no achievement, leaderboard or set uses a retired ID of its kind (always on)"#,
        example: #"catalog.yaml:52:9: error: 'ach.best.0020' is retired (line 34) and can never be used again; give this achievement a new ID [retired-reused]"#,
        trigger: RuleTrigger(replacing: "achievements:\n", with: "retired:\n  - id: ach.best.0020\n    reason: Replaced.\nachievements:\n"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        // Each kind's retired IDs (the first entry of an ID listed twice); a
        // kind with none costs no look-up per ID.
        var retired: [GameCenterKind: [String: RetiredAchievement]] = [:]
        for entry in catalog.retired where retired[entry.kind]?[entry.id.value] == nil {
            retired[entry.kind, default: [:]][entry.id.value] = entry
        }
        for kind in GameCenterKind.allCases {
            guard let retiredOfKind = retired[kind] else { continue }
            for id in catalog.ids(of: kind) {
                guard let entry = retiredOfKind[id.value] else { continue }
                findings.error("'\(id.value)' is retired (line \(entry.id.position.line)) and can never be used again; give this \(kind.noun) a new ID", at: id.position)
            }
        }
    }
}
