import AchievementsCatalog

/// `unlock-rule`: an achievement of a threshold group has a `threshold` and
/// no `input`; one of a control-input group has an `input` and no `threshold`.
public struct UnlockRuleShapeRule: CatalogRule {
    public init() {}
    public var id: String { "unlock-rule" }
    public var summary: String { "Achievements of bestRun and cumulative groups have a `threshold`; those of controlInput groups have an `input`; never both." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        for achievement in catalog.achievements {
            guard let group = catalog.group(of: achievement) else { continue }
            let key = achievement.key.value
            let kind = group.progress.value.rawValue
            if group.progress.value.usesThreshold {
                if achievement.threshold == nil {
                    findings.error("'\(key)' is in \(kind) group '\(group.key.value)', so it needs a 'threshold'", at: achievement.position)
                }
                if let input = achievement.input {
                    findings.error("'\(key)' is in \(kind) group '\(group.key.value)', so it takes no 'input'", at: input.position)
                }
            } else {
                if achievement.input == nil {
                    findings.error("'\(key)' is in controlInput group '\(group.key.value)', so it needs an 'input'", at: achievement.position)
                }
                if let threshold = achievement.threshold {
                    findings.error("'\(key)' is in controlInput group '\(group.key.value)', so it takes no 'threshold'", at: threshold.position)
                }
            }
        }
    }
}
