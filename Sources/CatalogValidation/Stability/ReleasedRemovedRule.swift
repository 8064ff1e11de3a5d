import AchievementsCatalog

/// `released-removed`: a released ASC ID is still in the catalog, or listed under `retired`.
public struct ReleasedRemovedRule: StabilityRule {
    public init() {}
    public var id: String { "released-removed" }
    public var summary: String { "A released ASC ID stays in the catalog unless it is listed under `retired`." }

    public func check(_ catalog: AchievementCatalog, against released: ReleasedSet, into findings: inout RuleFindings) {
        let present = Set(catalog.achievements.map(\.id.value) + catalog.retired.map(\.id.value))
        for entry in released.entries where !present.contains(entry.id.value) {
            findings.error("'\(entry.id.value)' (key '\(entry.key.value)') was released (\(released.location(of: entry))) and is no longer in the catalog; "
                + "App Store Connect IDs are permanent: restore it, or list it under 'retired'", at: catalog.achievementsPosition)
        }
    }
}
