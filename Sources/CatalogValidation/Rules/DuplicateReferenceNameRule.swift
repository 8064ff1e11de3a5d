import AchievementsCatalog

/// `duplicate-reference-name`: no two achievements share a reference name.
public struct DuplicateReferenceNameRule: CatalogRule {
    public init() {}
    public var id: String { "duplicate-reference-name" }
    public var summary: String { "No two achievements share a reference name." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        UniqueValues(noun: "reference name").check(catalog.achievements.map(\.referenceName), into: &findings)
    }
}
