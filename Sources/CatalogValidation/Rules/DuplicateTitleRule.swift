import AchievementsCatalog

/// `duplicate-title`: no two achievements share a title in the same language.
public struct DuplicateTitleRule: CatalogRule {
    public init() {}
    public var id: String { "duplicate-title" }
    public var summary: String { "No two achievements share a title within one language." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        for language in catalog.languages {
            let titles = catalog.achievements.compactMap { $0.localization(for: language.code.value)?.title }
            UniqueValues(noun: "'\(language.code.value)' title").check(titles, into: &findings)
        }
    }
}
