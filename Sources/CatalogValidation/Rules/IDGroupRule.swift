import AchievementsCatalog

/// `id-group`: an achievement's ASC ID is its group's `id`, a dot and at least one more segment.
public struct IDGroupRule: CatalogRule {
    public init() {}
    public var id: String { "id-group" }
    public var summary: String { "An achievement's ASC ID starts with its group's `id` and a dot (`ach.control.*` for the control group)." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        for achievement in catalog.achievements {
            guard let group = catalog.group(of: achievement) else { continue }
            let prefix = group.idPrefix.value + "."
            let id = achievement.id.value
            if !id.hasPrefix(prefix) || id.count == prefix.count {
                findings.error("ASC ID '\(id)' is in group '\(group.key.value)', so it must be '\(prefix)' followed by a name", at: achievement.id.position)
            }
        }
    }
}
