import AchievementsCatalog
import SourceDiagnostics

/// `unknown-input`: an achievement names only a control input declared under `inputs`.
public struct UnknownInputRule: CatalogRule {
    public init() {}
    public static let descriptor = RuleDescriptor(
        id: "unknown-input",
        category: .unlocking,
        summary: #"an achievement's input is declared"#,
        example: #"c.yaml:81:12: error: input 'swipe' is not declared under 'inputs' (declared: tap) [unknown-input]"#)
    public var descriptor: RuleDescriptor { Self.descriptor }

    public func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        let declared = catalog.inputs.map(\.name.value)
        for achievement in catalog.achievements {
            guard let input = achievement.input, !declared.contains(input.value) else { continue }
            findings.error("input '\(input.value)' is not declared under 'inputs' (declared: \(declared.joined(separator: ", ")))", at: input.position)
        }
    }
}
