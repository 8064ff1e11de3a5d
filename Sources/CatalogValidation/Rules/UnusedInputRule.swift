import AchievementsCatalog
import SourceDiagnostics

/// `unused-input`: every declared control input has an achievement.
public struct UnusedInputRule: CatalogRule {
    public init() {}
    public static let descriptor = RuleDescriptor(
        id: "unused-input",
        category: .unlocking,
        summary: #"every declared input has an achievement"#,
        example: #"c.yaml:10:3: error: input 'keyboard' is declared but no achievement unlocks with it [unused-input]"#)
    public var descriptor: RuleDescriptor { Self.descriptor }

    public func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        let used = Set(catalog.achievements.compactMap(\.input?.value))
        for input in catalog.inputs where !used.contains(input.name.value) {
            findings.error("input '\(input.name.value)' is declared but no achievement unlocks with it", at: input.name.position)
        }
    }
}
