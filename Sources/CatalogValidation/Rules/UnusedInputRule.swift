import AchievementsCatalog
import SourceDiagnostics

/// `unused-input`: every declared control input has an achievement.
package struct UnusedInputRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "unused-input",
        category: .unlocking,
        summary: #"every declared input has an achievement"#,
        example: #"catalog.yaml:10:3: error: input 'keyboard' is declared but no achievement unlocks with it [unused-input]"#,
        trigger: RuleTrigger(replacing: "inputs:\n", with: "inputs:\n  keyboard:\n    name: Keyboard\n    rule: Keyboard used in completed run\n"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        let used = Set(catalog.achievements.compactMap(\.input?.value))
        for input in catalog.inputs where !used.contains(input.name.value) {
            findings.error("input '\(input.name.value)' is declared but no achievement unlocks with it", at: input.name.position)
        }
    }
}
