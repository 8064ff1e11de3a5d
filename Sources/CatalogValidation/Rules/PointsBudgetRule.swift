import AchievementsCatalog

/// `points-budget`: all achievements together are worth at most 1000 points.
///
/// ASC checks the total as each achievement is created, so the error names
/// the first achievement that would fail to create.
public struct PointsBudgetRule: CatalogRule {
    public init() {}
    public var id: String { "points-budget" }
    public var summary: String { "All achievements together are worth at most \(ASCLimits.maxTotalPoints) points." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
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
