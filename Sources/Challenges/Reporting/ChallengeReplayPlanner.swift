/// One achievement, or the progress toward one, to report.
public struct ChallengeReportItem: Hashable, Sendable {
    /// The local identifier.
    public let localID: ChallengeIdentifier
    /// The App Store Connect achievement ID (`GKAchievement` identifier).
    public let ascAchievementID: String
    /// From 0 to 100; 100 for an achieved challenge.
    public let percentComplete: Double

    /// Creates an item; `percentComplete` is clamped to 0...100.
    public init(localID: ChallengeIdentifier, ascAchievementID: String, percentComplete: Double = 100) {
        self.localID = localID
        self.ascAchievementID = ascAchievementID
        self.percentComplete = percentComplete.isNaN ? 0 : min(100, max(0, percentComplete))
    }

    /// Whether the item reports an achieved challenge.
    public var isComplete: Bool { percentComplete >= 100 }
}

/// Plans what to report: every achieved challenge not yet reported, once, in
/// catalog order, and optionally the progress toward the others. Pure, so a
/// retry after a failure plans exactly the rest.
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

    /// Progress toward every threshold challenge `snapshot` has reached at
    /// least a whole percent of but not achieved, in catalog order, as whole
    /// percents rounded down (1 to 99: 100 only ever means achieved). The
    /// reporter decides what is worth sending.
    public func progressItems(for snapshot: ChallengeProgressSnapshot) -> [ChallengeReportItem] {
        let evaluator = ChallengeEvaluator(catalog: catalog)
        return catalog.definitions.compactMap { definition in
            guard definition.threshold != nil else { return nil }
            let progress = evaluator.progress(of: definition, in: snapshot)
            guard !progress.isAchieved, let percent = Self.wholePercent(progress.current, of: progress.goal), percent > 0,
                  let asc = mapping.ascAchievementID(for: definition.id) else { return nil }
            return ChallengeReportItem(localID: definition.id, ascAchievementID: asc, percentComplete: Double(percent))
        }
    }

    /// `current` of `goal` in whole percents, rounded down and at most 99, in
    /// integers (no `0.29 * 100 = 28.999…`); `nil` unless `0 <= current < goal`.
    static func wholePercent(_ current: Int, of goal: Int) -> Int? {
        guard current >= 0, current < goal else { return nil }
        let (quotient, _) = goal.dividingFullWidth(current.multipliedFullWidth(by: 100))
        return min(99, quotient)
    }
}
