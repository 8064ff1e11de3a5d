import AchievementsCatalog

/// `unused-input`: every declared control input has an achievement.
public struct UnusedInputRule: CatalogRule {
    public init() {}
    public var id: String { "unused-input" }
    public var summary: String { "Every control input declared under `inputs` has an achievement." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        let used = Set(catalog.achievements.compactMap(\.input?.value))
        for input in catalog.inputs where !used.contains(input.name.value) {
            findings.error("input '\(input.name.value)' is declared but no achievement unlocks with it", at: input.name.position)
        }
    }
}
