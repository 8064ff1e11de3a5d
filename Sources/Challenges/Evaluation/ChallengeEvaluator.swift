/// Decides which challenges a snapshot has achieved. Pure: no state, no I/O.
public struct ChallengeEvaluator: Sendable {
    /// The catalog evaluated against.
    public let catalog: ChallengeCatalog

    /// Creates an evaluator for `catalog`.
    public init(catalog: ChallengeCatalog) {
        self.catalog = catalog
    }

    /// Whether `snapshot`'s progress meets `definition`'s rule.
    public func isMet(_ definition: ChallengeDefinition, by snapshot: ChallengeProgressSnapshot) -> Bool {
        switch definition.condition {
        case .bestRun(let metric, let threshold): snapshot.bestRun(metric) >= threshold
        case .cumulative(let metric, let threshold): snapshot.cumulative(metric) >= threshold
        case .controlInput(let input): snapshot.usedControlInputs.contains(input)
        }
    }

    /// Every achieved challenge: those already achieved (achievements are
    /// permanent, even if a threshold has since risen or left the catalog) and
    /// those whose rule the snapshot now meets.
    public func achievedIDs(for snapshot: ChallengeProgressSnapshot) -> Set<ChallengeIdentifier> {
        snapshot.achievedChallengeIDs.union(catalog.definitions.filter { isMet($0, by: snapshot) }.map(\.id))
    }

    /// Progress toward `definition` for a progress UI.
    public func progress(of definition: ChallengeDefinition, in snapshot: ChallengeProgressSnapshot) -> ChallengeProgress {
        let achieved = snapshot.achievedChallengeIDs.contains(definition.id) || isMet(definition, by: snapshot)
        let (current, goal): (Int, Int) = switch definition.condition {
        case .bestRun(let metric, let threshold): (snapshot.bestRun(metric), threshold)
        case .cumulative(let metric, let threshold): (snapshot.cumulative(metric), threshold)
        case .controlInput(let input): (snapshot.usedControlInputs.contains(input) ? 1 : 0, 1)
        }
        return ChallengeProgress(id: definition.id, current: min(current, goal), goal: goal, isAchieved: achieved)
    }

    /// The points of every achieved challenge in the catalog.
    public func totalPoints(of snapshot: ChallengeProgressSnapshot) -> Int {
        let achieved = achievedIDs(for: snapshot)
        return catalog.definitions.filter { achieved.contains($0.id) }.map { max(0, $0.points) }.saturatingSum()
    }
}
