import AchievementsCatalog

/// `released-rule-changed`: a released achievement keeps its unlock rule (kind,
/// metric, threshold or input), since players already earned it under that
/// rule, unless the catalog acknowledges the change with a reason.
public struct ReleasedRuleChangedRule: StabilityRule {
    public init() {}
    public var id: String { "released-rule-changed" }
    public var summary: String { "A released achievement keeps its unlock rule unless `acknowledgedRuleChange` gives a reason." }

    public func check(_ catalog: AchievementCatalog, against released: ReleasedSet, into findings: inout RuleFindings) {
        let byID = Dictionary(released.entries.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        for achievement in catalog.achievements where achievement.acknowledgedRuleChange == nil {
            guard let entry = byID[achievement.id.value],
                  let now = catalog.releasedEntry(for: achievement, released: entry.released) else { continue }
            guard now.ruleDescription != entry.ruleDescription else { continue }
            let position = achievement.threshold?.position ?? achievement.input?.position ?? achievement.group.position
            findings.error("the rule of '\(achievement.id.value)' changed from '\(entry.ruleDescription)' (released, \(released.location(of: entry))) to '\(now.ruleDescription)'; "
                + "players already earned it under the old rule: restore it, or explain the change in 'acknowledgedRuleChange'", at: position)
        }
    }
}
