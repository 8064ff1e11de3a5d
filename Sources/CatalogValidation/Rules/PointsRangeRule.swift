import AchievementsCatalog
import SourceDiagnostics

/// `points-range`: each achievement is worth 0 to 100 points.
public struct PointsRangeRule: CatalogRule {
    public init() {}
    public static let descriptor = RuleDescriptor(
        id: "points-range",
        category: .limits,
        summary: #"0 to 100 points each"#,
        example: #"c.yaml:39:13: error: points must be between 0 and 100, not 120 [points-range]"#,
        readinessItem: .points)
    public var descriptor: RuleDescriptor { Self.descriptor }

    public func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        let range = ASCLimits.pointsPerAchievement
        for achievement in catalog.achievements where !range.contains(achievement.points.value) {
            findings.error("points must be between \(range.lowerBound) and \(range.upperBound), not \(achievement.points.value)", at: achievement.points.position)
        }
    }
}
