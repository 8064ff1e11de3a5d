import AchievementsCatalog
import SourceDiagnostics

/// `threshold-positive`: a threshold is at least 1.
package struct ThresholdPositiveRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "threshold-positive",
        category: .unlocking,
        summary: #"thresholds are at least 1"#,
        example: #"catalog.yaml:38:16: error: threshold must be positive, not 0 [threshold-positive]"#,
        trigger: RuleTrigger(replacing: "threshold: 10", with: "threshold: 0"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        for achievement in catalog.achievements {
            if let threshold = achievement.threshold, threshold.value <= 0 {
                findings.error("threshold must be positive, not \(threshold.value)", at: threshold.position)
            }
        }
    }
}
