import AchievementsCatalog
import SourceDiagnostics

/// `unknown-group`: every achievement names a group declared under `groups`.
package struct UnknownGroupRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "unknown-group",
        category: .unlocking,
        summary: #"achievements name declared groups"#,
        example: #"catalog.yaml:65:12: error: group 'totals' is not declared under 'groups' (declared: best, total, control) [unknown-group]"#,
        trigger: RuleTrigger(replacing: "group: total", with: "group: totals"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        let groups = catalog.groups.map(\.key.value)
        for achievement in catalog.achievements {
            guard let group = achievement.group, !groups.contains(group.value) else { continue }
            findings.error("group '\(group.value)' is not declared under 'groups' (declared: \(groups.joined(separator: ", ")))", at: group.position)
        }
    }
}
