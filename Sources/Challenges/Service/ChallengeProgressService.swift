/// What the game calls to record progress and read it back.
public protocol ChallengeProgressService: Sendable {
    /// Records a completed run (consuming it, so it cannot be recorded twice)
    /// and returns the challenges it newly achieved.
    @discardableResult
    func recordCompletedRun(_ run: consuming CompletedRun) async -> Set<ChallengeIdentifier>

    /// Seeds progress once per `version` from stored best scores (one per
    /// difficulty or mode) of `metric`, and returns the challenges newly achieved.
    @discardableResult
    func backfillIfNeeded(version: Int, metric: ChallengeMetric, bestScores: [String: Int]) async -> Set<ChallengeIdentifier>

    /// The current snapshot.
    func snapshot() async -> ChallengeProgressSnapshot

    /// Progress toward every challenge, in catalog order.
    func allProgress() async -> [ChallengeProgress]

    /// The points of every achieved challenge.
    func totalPoints() async -> Int

    /// Reports every achieved challenge not yet reported; failures are retried on the next call.
    @discardableResult
    func reportPending() async -> ChallengeReportOutcome
}

/// What one reporting pass did.
public struct ChallengeReportOutcome: Hashable, Sendable {
    /// Reported in this pass.
    public var reported: [ChallengeIdentifier] = []
    /// Failed in this pass, to retry on the next.
    public var failed: [ChallengeIdentifier] = []

    /// Creates an outcome.
    public init(reported: [ChallengeIdentifier] = [], failed: [ChallengeIdentifier] = []) {
        self.reported = reported
        self.failed = failed
    }
}
