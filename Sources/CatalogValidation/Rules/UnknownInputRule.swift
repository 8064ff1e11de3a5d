import AchievementsCatalog

/// `unknown-input`: an achievement names only a control input declared under `inputs`.
public struct UnknownInputRule: CatalogRule {
    public init() {}
    public var id: String { "unknown-input" }
    public var summary: String { "An achievement's `input` is declared under `inputs`." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        let declared = catalog.inputs.map(\.name.value)
        for achievement in catalog.achievements {
            guard let input = achievement.input, !declared.contains(input.value) else { continue }
            findings.error("input '\(input.value)' is not declared under 'inputs' (declared: \(declared.joined(separator: ", ")))", at: input.position)
        }
    }
}
