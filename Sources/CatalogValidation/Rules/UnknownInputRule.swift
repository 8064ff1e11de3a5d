import AchievementsCatalog
import SourceDiagnostics

/// `unknown-input`: an achievement names only a control input declared under `inputs`.
package struct UnknownInputRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "unknown-input",
        category: .unlocking,
        summary: #"an achievement's input is declared"#,
        example: #"catalog.yaml:80:12: error: input 'swipe' is not declared under 'inputs' (declared: tap) [unknown-input]"#,
        trigger: RuleTrigger(replacing: "input: tap", with: "input: swipe"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        let declared = catalog.inputs.map(\.name.value)
        for achievement in catalog.achievements {
            guard let input = achievement.input, !declared.contains(input.value) else { continue }
            findings.error("input '\(input.value)' is not declared under 'inputs' (declared: \(declared.joined(separator: ", ")))", at: input.position)
        }
    }
}
