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
    ///
    /// A game never needs to wait for this: every game over and launch starts
    /// a pass in the background. Each reporter call may take up to the
    /// policy's call timeout (30 s), so awaiting this at game over can hold
    /// the game-over flow that long; use ``reportPending(deadline:)`` where a
    /// wait is wanted.
    @discardableResult
    func reportPending() async -> ChallengeReportOutcome

    /// Like ``reportPending()``, but returns by `deadline` at the latest: with
    /// the pass's outcome if it ended by then, otherwise with what it had
    /// reported so far and ``ChallengeReportOutcome/isComplete`` `false`. The
    /// pass itself goes on in the background either way.
    @discardableResult
    func reportPending(deadline: Duration) async -> ChallengeReportOutcome
}

extension ChallengeProgressService {
    /// The earlier launch path: now the same as ``launch(backfill:)`` with
    /// this one backfill source (backfill once per version, evaluate the
    /// stored progress, save, start reporting); returns what it achieved.
    @available(*, deprecated, message: "use launch(backfill: [ChallengeBackfill(version:metric:bestScores:)]), the one call at launch")
    @discardableResult
    public func backfillIfNeeded(version: Int = 1, metric: ChallengeMetric, bestScores: [String: Int]) async -> Set<ChallengeIdentifier> {
        await launch(backfill: [ChallengeBackfill(version: version, metric: metric, bestScores: bestScores)]).newlyAchieved
    }

    /// Waits for ``reportPending()`` until `deadline`; after it, returns an
    /// empty outcome with ``ChallengeReportOutcome/isComplete`` `false` and
    /// leaves the pass running.
    @discardableResult
    public func reportPending(deadline: Duration) async -> ChallengeReportOutcome {
        let pass = Task { await self.reportPending() }
        return await TimeLimitedCall.value(of: pass, within: deadline) ?? ChallengeReportOutcome(isComplete: false)
    }
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
    /// Achieved challenges whose report failed in this pass, to retry later.
    public var failed: [ChallengeIdentifier] = []
    /// Challenges not yet achieved whose partial progress failed to go out in
    /// this pass (only with a reporter that sends partial progress); it is
    /// sent again with the next pass.
    public var failedProgress: [ChallengeIdentifier] = []
    /// Whether the pass had ended when this outcome was returned; `false`
    /// when ``ChallengeProgressService/reportPending(deadline:)``'s deadline
    /// came first (the lists then say what happened until the deadline, and
    /// the pass goes on in the background).
    public var isComplete = true

    /// Creates an outcome.
    public init(reported: [ChallengeIdentifier] = [], failed: [ChallengeIdentifier] = [], failedProgress: [ChallengeIdentifier] = [],
                isComplete: Bool = true) {
        self.reported = reported
        self.failed = failed
        self.failedProgress = failedProgress
        self.isComplete = isComplete
    }

    /// Whether anything failed, an achievement or progress.
    public var hasFailures: Bool { !failed.isEmpty || !failedProgress.isEmpty }
}
