import AchievementsCatalog
import SourceDiagnostics

/// `released-rule-changed`: a released achievement keeps its unlock rule (kind,
/// metric, threshold or input), since players already earned it under that
/// rule, unless the catalog acknowledges the change with a reason.
package struct ReleasedRuleChangedRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "released-rule-changed",
        category: .stability,
        summary: #"a released achievement keeps its kind, metric, threshold or input, unless `acknowledgedRuleChange` gives a reason"#,
        example: #"catalog.yaml:66:16: error: the rule of 'ach.total.0100' changed from 'cumulative score >= 100' (released, catalog.lock.yaml:23) to 'cumulative score >= 150'; players already earned it under the old rule: restore it, or explain the change in 'acknowledgedRuleChange' [released-rule-changed]"#,
        trigger: RuleTrigger(replacing: "threshold: 100", with: "threshold: 150", againstRelease: true))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        guard let released = context.released else { return }
        let catalog = context.catalog
        let byID = Dictionary(released.entries.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        for achievement in catalog.achievements where achievement.acknowledgedRuleChange == nil {
            // An achievement released without a rule (the game reported it) may gain one: no player earned it under another.
            guard let entry = byID[achievement.id.value], entry.progress != nil,
                  let now = catalog.releasedEntry(for: achievement, released: entry.released) else { continue }
            guard now.ruleDescription != entry.ruleDescription else { continue }
            let position = achievement.threshold?.position ?? achievement.input?.position ?? achievement.group?.position ?? achievement.key.position
            findings.error("the rule of '\(achievement.id.value)' changed from '\(entry.ruleDescription)' (released, \(released.location(of: entry))) to '\(now.ruleDescription)'; "
                + "players already earned it under the old rule: restore it, or explain the change in 'acknowledgedRuleChange'", at: position)
        }
    }
}
