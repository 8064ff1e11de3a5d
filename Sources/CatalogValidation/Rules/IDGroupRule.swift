import AchievementsCatalog
import SourceDiagnostics

/// `id-group`: an achievement's ASC ID is its group's `id`, a dot and at least one more segment.
package struct IDGroupRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "id-group",
        category: .identifiers,
        summary: #"an ID is its group's `id`, a dot and a name (`ach.run.overtakes.*`, `ach.total.overtakes.*`, `ach.control.*`)"#,
        example: #"catalog.yaml:49:9: error: ASC ID 'ach.total.0020' is in group 'best', so it must be 'ach.best.' followed by a name [id-group]"#,
        trigger: RuleTrigger(replacing: "id: ach.best.0020", with: "id: ach.total.0020"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .identifiers }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        guard catalog.effectiveIDStyle == .dotted else { return } // IDs already live in another style
        for achievement in catalog.achievements {
            guard let group = catalog.group(of: achievement) else { continue }
            let prefix = group.idPrefix.value + "."
            let id = achievement.id.value
            if !id.hasPrefix(prefix) || id.count == prefix.count {
                findings.error("ASC ID '\(id)' is in group '\(group.key.value)', so it must be '\(prefix)' followed by a name", at: achievement.id.position)
            }
        }
    }
}
