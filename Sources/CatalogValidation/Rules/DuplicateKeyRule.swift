import AchievementsCatalog

/// `duplicate-key`: no two achievements share a local key.
public struct DuplicateKeyRule: CatalogRule {
    public init() {}
    public var id: String { "duplicate-key" }
    public var summary: String { "No two achievements share a local key." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        UniqueValues(noun: "local key").check(catalog.achievements.map(\.key), into: &findings)
    }
}
