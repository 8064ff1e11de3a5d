import AchievementsCatalog
import SourceDiagnostics

/// `threshold-positive`: a threshold is at least 1.
public struct ThresholdPositiveRule: CatalogRule {
    public init() {}
    public static let descriptor = RuleDescriptor(
        id: "threshold-positive",
        category: .unlocking,
        summary: #"thresholds are at least 1"#,
        example: #"c.yaml:38:16: error: threshold must be positive, not 0 [threshold-positive]"#)
    public var descriptor: RuleDescriptor { Self.descriptor }

    public func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        for achievement in catalog.achievements {
            if let threshold = achievement.threshold, threshold.value <= 0 {
                findings.error("threshold must be positive, not \(threshold.value)", at: threshold.position)
            }
        }
    }
}
