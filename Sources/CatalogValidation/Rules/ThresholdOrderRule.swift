import AchievementsCatalog

/// `threshold-order`: within a group, thresholds strictly increase in file order,
/// so the admin order is the order players reach them.
public struct ThresholdOrderRule: CatalogRule {
    public init() {}
    public var id: String { "threshold-order" }
    public var summary: String { "Within a group, thresholds strictly increase in file order." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        var previous: [String: (key: String, threshold: Int)] = [:]
        for achievement in catalog.achievements {
            guard let threshold = achievement.threshold else { continue }
            let group = achievement.group.value
            if let last = previous[group], threshold.value <= last.threshold {
                findings.error("threshold \(threshold.value) must be greater than \(last.threshold) of '\(last.key)', the one before it in group '\(group)'", at: threshold.position)
            }
            previous[group] = (achievement.key.value, threshold.value)
        }
    }
}
