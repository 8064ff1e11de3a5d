import AchievementsCatalog
import SourceDiagnostics

/// `points-range`: each achievement is worth 0 to 100 points.
package struct PointsRangeRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "points-range",
        category: .limits,
        summary: #"0 to 100 points each"#,
        example: #"catalog.yaml:81:13: error: points must be between 0 and 100, not 120 [points-range]"#,
        trigger: RuleTrigger(replacing: "points: 5", with: "points: 120"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .points }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        let range = ASCLimits.pointsPerAchievement
        for achievement in catalog.achievements where !range.contains(achievement.points.value) {
            findings.error("points must be between \(range.lowerBound) and \(range.upperBound), not \(achievement.points.value)", at: achievement.points.position)
        }
    }
}
