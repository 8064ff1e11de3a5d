import Foundation

/// The challenge service that keeps progress on the device.
///
/// An actor: the phone and watch game-over flows may call it at once. Every
/// change is applied to what the store holds now, evaluated, saved and
/// logged; reporting runs separately and never blocks a caller's gameplay.
public actor LocalChallengeProgressService: ChallengeProgressService {
    let evaluator: ChallengeEvaluator
    let store: any ChallengeProgressStore
    let reporter: any ChallengeProgressReporter
    let planner: ChallengeReplayPlanner
    let log: ChallengeLog
    let reportsAutomatically: Bool
    let policy: ChallengeReportingPolicy
    let broadcaster = ChallengeEventBroadcaster()
    /// The name this service's cumulative counters are kept under.
    public nonisolated let writer: String
    var current: ChallengeProgressSnapshot
    var health: ChallengeStoreHealth
    private var recordedRuns: Set<UUID> = []
    var reporting = ReportingState()

    /// What loading the store found, including any recovery from damaged data.
    public nonisolated let initialLoad: ChallengeStoreLoad

    /// Creates the service and loads stored progress.
    ///
    /// - Parameters:
    ///   - catalog: the game's challenges (generated from `catalog.yaml`).
    ///   - mapping: local → App Store Connect IDs (generated too).
    ///   - store: where progress is kept.
    ///   - reporter: where achievements are reported; the no-op until ASC is set up.
    ///   - writer: the name this process keeps its cumulative counters under;
    ///     every process sharing the store (an app and its extensions in an
    ///     app group) needs its own. The default, the bundle identifier,
    ///     already differs between an app and its extensions.
    ///   - reportsAutomatically: report in the background at launch, after
    ///     each game over, when the reporter becomes available and on retry
    ///     (tests turn it off and call ``reportPending()`` themselves).
    ///   - policy: the reporter call timeout and the retry backoff.
    public init(
        catalog: ChallengeCatalog,
        mapping: any ChallengeIDMapping,
        store: any ChallengeProgressStore,
        reporter: any ChallengeProgressReporter = NoOpChallengeProgressReporter(),
        writer: String = LocalChallengeProgressService.defaultWriter,
        reportsAutomatically: Bool = true,
        policy: ChallengeReportingPolicy = ChallengeReportingPolicy(),
        log: ChallengeLog = ChallengeLog()
    ) {
        self.evaluator = ChallengeEvaluator(catalog: catalog)
        self.store = store
        self.reporter = reporter
        self.planner = ChallengeReplayPlanner(catalog: catalog, mapping: mapping)
        self.writer = writer
        self.log = log
        self.reportsAutomatically = reportsAutomatically
        self.policy = policy
        let load = store.load()
        self.initialLoad = load
        self.current = load.snapshot
        self.health = load.recovery.map { recovery in
            recovery.wasSetAside
                ? .recovered(reason: recovery.reason, preservedAt: recovery.preservedAt)
                : .failing(reason: recovery.reason)
        } ?? .healthy
    }

    /// The bundle identifier, or the process name where there is none.
    public static var defaultWriter: String {
        Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    }

    deinit {
        reporting.retry?.cancel()
        reporting.availabilityListener?.cancel()
        broadcaster.finish()
    }

    @discardableResult
    public func launch(backfill: [ChallengeBackfill] = []) async -> ChallengeLaunch {
        var achieved: Set<ChallengeIdentifier> = []
        for source in backfill {
            achieved.formUnion(runBackfill(source))
        }
        let launchHealth = health
        if case .healthy = launchHealth {} else { broadcaster.send(.storeHealthChanged(launchHealth)) }
        achieved.formUnion(commit(reason: "launch evaluation") { _ in })
        listenForReporterAvailability()
        requestReportingPass()
        return ChallengeLaunch(newlyAchieved: achieved, storeHealth: launchHealth)
    }

    @discardableResult
    public func recordCompletedRun(_ run: consuming CompletedRun) async -> Set<ChallengeIdentifier> {
        let runID = run.runID
        guard recordedRuns.insert(runID).inserted else {
            log.log(.warning, "run \(runID) was already recorded; ignored")
            return []
        }
        let metrics = run.metrics
        let inputs = run.telemetry.usedInputs
        let writer = self.writer
        let summary = metrics.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let achieved = commit(reason: "completed run \(summary) inputs [\(inputs.sorted().map(\.rawValue).joined(separator: ","))]") { next in
            for (metric, value) in metrics where value > 0 {
                next.raiseBestRun(metric, to: value)
                next.addCumulative(metric, value, writer: writer)
            }
            next.usedControlInputs.formUnion(inputs)
        }
        requestReportingPass() // every game over retries what is pending
        return achieved
    }

    /// The earlier launch path, which only backfilled: now the same as
    /// ``launch(backfill:)`` with this one source (backfill once per version,
    /// evaluate the stored progress, save, start reporting).
    @available(*, deprecated, message: "use launch(backfill: [ChallengeBackfill(version:metric:bestScores:)]), the one call at launch")
    @discardableResult
    public func backfillIfNeeded(version: Int = 1, metric: ChallengeMetric, bestScores: [String: Int]) async -> Set<ChallengeIdentifier> {
        await launch(backfill: [ChallengeBackfill(version: version, metric: metric, bestScores: bestScores)]).newlyAchieved
    }

    /// Seeds progress from `source` unless its version has run; returns what it achieved.
    private func runBackfill(_ source: ChallengeBackfill) -> Set<ChallengeIdentifier> {
        let (version, metric, bestScores) = (source.version, source.metric, source.bestScores)
        if let done = current.backfillVersion, done >= version {
            log.log(.debug, "backfill \(version) already done (version \(done)); skipped")
            return []
        }
        let scores = bestScores.values.map { max(0, $0) }
        let (best, sum) = (scores.max() ?? 0, scores.saturatingSum())
        let writer = self.writer
        let detail = bestScores.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let achieved = commit(reason: "backfill \(version) of \(metric) from \(detail)") { next in
            guard (next.backfillVersion ?? Int.min) < version else { return }
            next.raiseBestRun(metric, to: best)
            next.raiseCumulative(metric, toAtLeast: sum, writer: writer)
            next.backfillVersion = version
        }
        if !achieved.isEmpty { requestReportingPass() }
        return achieved
    }

    public func snapshot() async -> ChallengeProgressSnapshot { current }

    public func allProgress() async -> [ChallengeProgress] {
        evaluator.catalog.definitions.map { evaluator.progress(of: $0, in: current) }
    }

    public func totalPoints() async -> Int { evaluator.totalPoints(of: current) }

    public func storeHealth() async -> ChallengeStoreHealth { health }

    public nonisolated func events() -> AsyncStream<ChallengeEvent> { broadcaster.stream() }

    /// Applies `change` to the stored snapshot merged with this service's own
    /// (so another service's saves and this one's unsaved changes both
    /// survive), evaluates, saves, sends events and returns the newly achieved IDs.
    func commit(reason: String, _ change: (inout ChallengeProgressSnapshot) -> Void) -> Set<ChallengeIdentifier> {
        let before = current
        let evaluator = self.evaluator
        let transform = { (stored: ChallengeProgressSnapshot) -> ChallengeProgressSnapshot in
            var next = stored.merged(with: before)
            change(&next)
            next.achievedChallengeIDs = evaluator.achievedIDs(for: next)
            return next
        }
        save(transform)
        let newlyAchieved = current.achievedChallengeIDs.subtracting(before.achievedChallengeIDs)
        log.log(.info, "\(reason); newly achieved: [\(newlyAchieved.sorted().map(\.rawValue).joined(separator: ", "))]")
        if current != before { broadcaster.send(.progressed(current)) }
        if !newlyAchieved.isEmpty {
            broadcaster.send(.achieved(evaluator.catalog.definitions.map(\.id).filter(newlyAchieved.contains)
                                       + newlyAchieved.subtracting(evaluator.catalog.definitions.map(\.id)).sorted()))
        }
        return newlyAchieved
    }

    /// Saves through the store; on failure keeps the change in memory (the
    /// next save carries it) and marks the store failing.
    func save(_ transform: (ChallengeProgressSnapshot) -> ChallengeProgressSnapshot) {
        do {
            current = try store.update(transform)
            setHealth(.healthy)
        } catch {
            current = transform(current)
            log.log(.error, "saving challenge progress failed (\(error)); kept in memory and saved with the next change")
            setHealth(.failing(reason: String(describing: error)))
        }
    }

    private func setHealth(_ next: ChallengeStoreHealth) {
        if case .recovered = health, next == .healthy { return } // a recovery stays visible until something fails
        guard next != health else { return }
        health = next
        broadcaster.send(.storeHealthChanged(next))
    }
}
