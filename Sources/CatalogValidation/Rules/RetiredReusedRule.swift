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
        let retired = Dictionary(catalog.retired.map { ($0.kind.rawValue + "\u{0}" + $0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        for kind in GameCenterKind.allCases {
            for id in catalog.ids(of: kind) {
                guard let entry = retired[kind.rawValue + "\u{0}" + id.value] else { continue }
                findings.error("'\(id.value)' is retired (line \(entry.id.position.line)) and can never be used again; give this \(kind.noun) a new ID", at: id.position)
            }
        }
    }
}
