import AchievementsCatalog

/// `id-prefix`: every ASC ID starts with the catalog's `idPrefix` and a dot.
public struct IDPrefixRule: CatalogRule {
    public init() {}
    public var id: String { "id-prefix" }
    public var summary: String { "Every ASC ID starts with the catalog's `idPrefix` followed by a dot." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        let prefix = catalog.idPrefix.value + "."
        for achievement in catalog.achievements where !achievement.id.value.hasPrefix(prefix) {
            findings.error("ASC ID '\(achievement.id.value)' must start with '\(prefix)'", at: achievement.id.position)
        }
    }
}
