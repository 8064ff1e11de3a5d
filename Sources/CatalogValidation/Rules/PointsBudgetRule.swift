import AchievementsCatalog
import SourceDiagnostics

/// `points-budget`: all achievements together are worth at most 1000 points.
///
/// ASC checks the total as each achievement is created, so the error names
/// the first achievement that would fail to create.
package struct PointsBudgetRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "points-budget",
        category: .limits,
        summary: #"at most 1000 points in all; names the first achievement ASC would refuse to create"#,
        example: #"catalog.yaml:179:13: error: points total 1065 of 1000 (65 over the budget); App Store Connect refuses to create 'ach.best.0010' and every achievement after it [points-budget]"#,
        trigger: RuleTrigger(replacing: "achievements:\n", with: "achievements:\n" + ExampleCatalog.moreAchievements(10, points: 100)))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .points }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        let total = catalog.totalPoints
        guard total > ASCLimits.maxTotalPoints else { return }
        var running = 0
        for achievement in catalog.achievements {
            running = [running, max(0, achievement.points.value)].saturatingSum()
            if running > ASCLimits.maxTotalPoints {
                findings.error(
                    "points total \(total) of \(ASCLimits.maxTotalPoints) (\(total - ASCLimits.maxTotalPoints) over the budget); "
                        + "App Store Connect refuses to create '\(achievement.id.value)' and every achievement after it",
                    at: achievement.points.position)
                return
            }
        }
    }
}
