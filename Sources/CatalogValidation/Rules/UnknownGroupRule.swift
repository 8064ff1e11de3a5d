import AchievementsCatalog

/// `unknown-group`: every achievement names a group declared under `groups`.
public struct UnknownGroupRule: CatalogRule {
    public init() {}
    public var id: String { "unknown-group" }
    public var summary: String { "Every achievement names a group declared under `groups`." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        let groups = catalog.groups.map(\.key.value)
        for achievement in catalog.achievements where !groups.contains(achievement.group.value) {
            findings.error("group '\(achievement.group.value)' is not declared under 'groups' (declared: \(groups.joined(separator: ", ")))", at: achievement.group.position)
        }
    }
}
