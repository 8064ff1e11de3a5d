import AchievementsCatalog
import SourceDiagnostics

/// `unlock-rule`: an achievement of a threshold group has a `threshold` and
/// no `input`; one of a control-input group has an `input` and no `threshold`;
/// one without a group (the game reports it) has neither.
package struct UnlockRuleShapeRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "unlock-rule",
        category: .unlocking,
        summary: #"threshold groups' achievements have a `threshold`, control-input groups' an `input`, never both; one without a group neither"#,
        example: #"catalog.yaml:48:5: error: 'best_20' is in bestRun group 'best', so it needs a 'threshold' [unlock-rule]"#,
        trigger: RuleTrigger(replacing: "    threshold: 20\n", with: ""))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        for achievement in catalog.achievements {
            if achievement.group == nil {
                // The game reports it: a threshold or input would be a rule nothing evaluates.
                for (field, position) in [("threshold", achievement.threshold?.position), ("input", achievement.input?.position)] {
                    guard let position else { continue }
                    findings.error("'\(achievement.key.value)' has no 'group', so its '\(field)' would unlock nothing: add the group it belongs to, or remove the '\(field)'", at: position)
                }
                continue
            }
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
