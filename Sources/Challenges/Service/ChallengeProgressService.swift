/// What the game calls to record progress and read it back.
public protocol ChallengeProgressService: Sendable {
    /// The one call at launch: backfills if needed, evaluates stored progress
    /// against the current catalog (an update may have added challenges),
    /// saves, and starts reporting what is pending. Returns what it achieved.
    @discardableResult
    func launch(backfill: [ChallengeBackfill]) async -> ChallengeLaunch

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

    /// Whether progress is being kept.
    func storeHealth() async -> ChallengeStoreHealth

    /// A stream of every event from now on; any number of observers may read.
    func events() -> AsyncStream<ChallengeEvent>

    /// Reports every achieved challenge not yet reported. A call while a pass
    /// runs joins that pass and returns its outcome; failures are retried later.
    @discardableResult
    func reportPending() async -> ChallengeReportOutcome
}

/// One backfill source for ``ChallengeProgressService/launch(backfill:)``.
public struct ChallengeBackfill: Hashable, Sendable {
    /// The version marker; the backfill runs once per version.
    public var version: Int
    /// The metric the bests measure.
    public var metric: ChallengeMetric
    /// The stored bests, one per difficulty or mode (`cruise`, `fast`, …).
    public var bestScores: [String: Int]

    /// Creates a backfill source.
    public init(version: Int = 1, metric: ChallengeMetric, bestScores: [String: Int]) {
        self.version = version
        self.metric = metric
        self.bestScores = bestScores
    }
}

/// What the launch call did.
public struct ChallengeLaunch: Hashable, Sendable {
    /// Challenges achieved at launch (by a backfill or by a catalog that gained one).
    public var newlyAchieved: Set<ChallengeIdentifier>
    /// How the store's data was loaded.
    public var storeHealth: ChallengeStoreHealth

    /// Creates a launch result.
    public init(newlyAchieved: Set<ChallengeIdentifier>, storeHealth: ChallengeStoreHealth) {
        self.newlyAchieved = newlyAchieved
        self.storeHealth = storeHealth
    }
}

/// What one reporting pass did.
public struct ChallengeReportOutcome: Hashable, Sendable {
    /// Achieved challenges reported in this pass.
    public var reported: [ChallengeIdentifier] = []
    /// Failed in this pass, to retry later.
    public var failed: [ChallengeIdentifier] = []

    /// Creates an outcome.
    public init(reported: [ChallengeIdentifier] = [], failed: [ChallengeIdentifier] = []) {
        self.reported = reported
        self.failed = failed
    }
}
