import AchievementsCatalog

/// `points-range`: each achievement is worth 0 to 100 points.
public struct PointsRangeRule: CatalogRule {
    public init() {}
    public var id: String { "points-range" }
    public var summary: String { "Each achievement is worth \(ASCLimits.pointsPerAchievement.lowerBound) to \(ASCLimits.pointsPerAchievement.upperBound) points." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        let range = ASCLimits.pointsPerAchievement
        for achievement in catalog.achievements where !range.contains(achievement.points.value) {
            findings.error("points must be between \(range.lowerBound) and \(range.upperBound), not \(achievement.points.value)", at: achievement.points.position)
        }
    }
}
