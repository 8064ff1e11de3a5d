import AchievementsCatalog
import SourceDiagnostics

/// `group-declaration`: each group is well formed: its `id` is under the
/// catalog's `idPrefix`, a threshold group names a declared metric and a rule
/// text with `{threshold}`, a control-input group names neither.
package struct GroupDeclarationRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "group-declaration",
        category: .unlocking,
        summary: #"a group's `id` is under `idPrefix`; threshold groups name a declared metric and a rule text with `{threshold}`; control-input groups name neither"#,
        example: #"catalog.yaml:26:13: error: group 'total' measures metric 'points', which is not declared under 'metrics' [group-declaration]"#,
        trigger: RuleTrigger(replacing: "metric: score\n    rule: \">= {threshold} lifetime\"", with: "metric: points\n    rule: \">= {threshold} lifetime\""))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        let metrics = catalog.metrics.map(\.name.value)
        for group in catalog.groups {
            let name = group.key.value
            if catalog.effectiveIDStyle == .dotted, IDPrefixRule.problem(with: catalog.idPrefix.value) == nil,
               !group.idPrefix.value.hasPrefix(catalog.idPrefix.value + ".") {
                findings.error("group '\(name)' has id '\(group.idPrefix.value)', which must start with '\(catalog.idPrefix.value).'", at: group.idPrefix.position)
            }
            if group.progress.value.usesThreshold {
                if let metric = group.metric {
                    if !metrics.contains(metric.value) {
                        findings.error("group '\(name)' measures metric '\(metric.value)', which is not declared under 'metrics'", at: metric.position)
                    }
                } else {
                    findings.error("group '\(name)' has progress '\(group.progress.value.rawValue)', so it needs a 'metric'", at: group.key.position)
                }
                if let rule = group.ruleText {
                    if !rule.value.contains("{threshold}") {
                        findings.error("the rule text of group '\(name)' must contain {threshold}", at: rule.position)
                    }
                } else {
                    findings.error("group '\(name)' has progress '\(group.progress.value.rawValue)', so it needs a 'rule' text with {threshold}", at: group.key.position)
                }
            } else {
                for (field, value) in [("metric", group.metric), ("rule", group.ruleText)] {
                    if let value {
                        findings.error("group '\(name)' unlocks by control input, so it takes no '\(field)'; the input's rule text is used", at: value.position)
                    }
                }
            }
        }
    }
}
