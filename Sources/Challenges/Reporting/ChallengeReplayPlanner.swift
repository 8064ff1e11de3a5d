/// One achievement to report.
public struct ChallengeReportItem: Hashable, Sendable {
    /// The local identifier.
    public let localID: ChallengeIdentifier
    /// The App Store Connect achievement ID (`GKAchievement` identifier).
    public let ascAchievementID: String

    /// Creates an item.
    public init(localID: ChallengeIdentifier, ascAchievementID: String) {
        self.localID = localID
        self.ascAchievementID = ascAchievementID
    }
}

/// Plans what to report: every achieved challenge not yet reported, once, in
/// catalog order. Pure, so a retry after a failure plans exactly the rest.
public struct ChallengeReplayPlanner: Sendable {
    /// The catalog, for the order.
    public let catalog: ChallengeCatalog
    /// The local → App Store Connect mapping.
    public let mapping: any ChallengeIDMapping

    /// Creates a planner.
    public init(catalog: ChallengeCatalog, mapping: any ChallengeIDMapping) {
        self.catalog = catalog
        self.mapping = mapping
    }

    /// The items to report: achieved, not yet reported, and mapped to an ASC ID.
    /// Achieved IDs the catalog no longer has come last, in identifier order.
    public func plan(achieved: Set<ChallengeIdentifier>, alreadyReported: Set<ChallengeIdentifier>) -> [ChallengeReportItem] {
        let pending = achieved.subtracting(alreadyReported)
        let known = catalog.definitions.map(\.id).filter(pending.contains)
        let unknown = pending.subtracting(known).sorted()
        return (known + unknown).compactMap { id in
            mapping.ascAchievementID(for: id).map { ChallengeReportItem(localID: id, ascAchievementID: $0) }
        }
    }
}
