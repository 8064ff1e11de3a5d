import AchievementsCatalog

/// `released-added` (note): an achievement not released yet, a reminder to
/// lock it once it is entered in App Store Connect.
public struct ReleasedAddedRule: StabilityRule {
    public init() {}
    public var id: String { "released-added" }
    public var summary: String { "Note: an achievement added since the lock or the earlier catalog." }

    public func check(_ catalog: AchievementCatalog, against released: ReleasedSet, into findings: inout RuleFindings) {
        let known = Set(released.entries.map(\.id.value))
        for achievement in catalog.achievements where !known.contains(achievement.id.value) {
            findings.note("'\(achievement.id.value)' is new since \(released.source); run `achievements lock` once it is entered in App Store Connect", at: achievement.id.position)
        }
    }
}
