import AchievementsCatalog

/// `duplicate-id`: no two achievements share an ASC ID.
public struct DuplicateIDRule: CatalogRule {
    public init() {}
    public var id: String { "duplicate-id" }
    public var summary: String { "No two achievements share an ASC ID." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        UniqueValues(noun: "ASC ID").check(catalog.achievements.map(\.id), into: &findings)
    }
}
