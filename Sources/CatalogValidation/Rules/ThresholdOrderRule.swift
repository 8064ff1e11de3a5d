import AchievementsCatalog
import SourceDiagnostics

/// `threshold-order`: within a group, thresholds strictly increase in file order,
/// so the admin order is the order players reach them.
package struct ThresholdOrderRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "threshold-order",
        category: .unlocking,
        summary: #"thresholds strictly increase within a group, in file order"#,
        example: #"catalog.yaml:52:16: error: threshold 10 must be greater than 10 of 'best_10', the one before it in group 'best' [threshold-order]"#,
        trigger: RuleTrigger(replacing: "threshold: 20", with: "threshold: 10"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        var previous: [String: (key: String, threshold: Int)] = [:]
        for achievement in catalog.achievements {
            guard let threshold = achievement.threshold, let group = achievement.group?.value else { continue }
            if let last = previous[group], threshold.value <= last.threshold {
                findings.error("threshold \(threshold.value) must be greater than \(last.threshold) of '\(last.key)', the one before it in group '\(group)'", at: threshold.position)
            }
            previous[group] = (achievement.key.value, threshold.value)
        }
    }
}
