import AchievementsCatalog

/// `threshold-positive`: a threshold is at least 1.
public struct ThresholdPositiveRule: CatalogRule {
    public init() {}
    public var id: String { "threshold-positive" }
    public var summary: String { "A threshold is a positive whole number." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        for achievement in catalog.achievements {
            if let threshold = achievement.threshold, threshold.value <= 0 {
                findings.error("threshold must be positive, not \(threshold.value)", at: threshold.position)
            }
        }
    }
}
