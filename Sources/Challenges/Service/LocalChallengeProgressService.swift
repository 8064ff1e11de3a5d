import Foundation

/// The challenge service that keeps progress on the device.
///
/// An actor: the phone and watch game-over flows may call it at once. Every
/// change is evaluated, saved (a merge that never lowers stored progress) and
/// logged; reporting runs separately and never blocks a caller's gameplay.
public actor LocalChallengeProgressService: ChallengeProgressService {
    private let evaluator: ChallengeEvaluator
    private let store: any ChallengeProgressStore
    private let reporter: any ChallengeProgressReporter
    private let planner: ChallengeReplayPlanner
    private let log: ChallengeLog
    private let reportsAutomatically: Bool
    private var current: ChallengeProgressSnapshot
    private var recordedRuns: Set<UUID> = []
    private var reporting: Task<ChallengeReportOutcome, Never>?

    /// What loading the store found, including any recovery from damaged data.
    public nonisolated let initialLoad: ChallengeStoreLoad

    /// Creates the service and loads stored progress.
    ///
    /// - Parameters:
    ///   - catalog: the game's challenges (generated from `catalog.yaml`).
    ///   - mapping: local → App Store Connect IDs (generated too).
    ///   - store: where progress is kept.
    ///   - reporter: where achievements are reported; the no-op until ASC is set up.
    ///   - reportsAutomatically: start a reporting pass in the background after
    ///     each change that achieves something (tests turn it off and call
    ///     ``reportPending()`` themselves).
    public init(
        catalog: ChallengeCatalog,
        mapping: any ChallengeIDMapping,
        store: any ChallengeProgressStore,
        reporter: any ChallengeProgressReporter = NoOpChallengeProgressReporter(),
        reportsAutomatically: Bool = true,
        log: ChallengeLog = ChallengeLog()
    ) {
        self.evaluator = ChallengeEvaluator(catalog: catalog)
        self.store = store
        self.reporter = reporter
        self.planner = ChallengeReplayPlanner(catalog: catalog, mapping: mapping)
        self.log = log
        self.reportsAutomatically = reportsAutomatically
        let load = store.load()
        self.initialLoad = load
        self.current = load.snapshot
    }

    @discardableResult
    public func recordCompletedRun(_ run: consuming CompletedRun) async -> Set<ChallengeIdentifier> {
        let runID = run.runID
        guard recordedRuns.insert(runID).inserted else {
            log.log(.warning, "run \(runID) was already recorded; ignored")
            return []
        }
        var next = current
        for (metric, value) in run.metrics where value > 0 {
            next.bestRun[metric] = max(next.bestRun(metric), value)
            next.cumulative[metric] = next.cumulative(metric) + value
        }
        next.usedControlInputs.formUnion(run.telemetry.usedInputs)
        let metrics = run.metrics.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let inputs = run.telemetry.usedInputs.sorted().map(\.rawValue).joined(separator: ",")
        let achieved = commit(next, reason: "completed run \(metrics) inputs [\(inputs)]")
        return achieved
    }

    @discardableResult
    public func backfillIfNeeded(version: Int = 1, metric: ChallengeMetric, bestScores: [String: Int]) async -> Set<ChallengeIdentifier> {
        if let done = current.backfillVersion, done >= version {
            log.log(.debug, "backfill \(version) already done (version \(done)); skipped")
            return []
        }
        let scores = bestScores.values.map { max(0, $0) }
        var next = current
        next.bestRun[metric] = max(next.bestRun(metric), scores.max() ?? 0)
        next.cumulative[metric] = max(next.cumulative(metric), scores.reduce(0, +))
        next.backfillVersion = version
        let detail = bestScores.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        return commit(next, reason: "backfill \(version) of \(metric) from \(detail)")
    }

    public func snapshot() async -> ChallengeProgressSnapshot { current }

    public func allProgress() async -> [ChallengeProgress] {
        evaluator.catalog.definitions.map { evaluator.progress(of: $0, in: current) }
    }

    public func totalPoints() async -> Int { evaluator.totalPoints(of: current) }

    @discardableResult
    public func reportPending() async -> ChallengeReportOutcome {
        // One pass at a time: a call during a pass waits for it, then runs its own.
        while let running = reporting { _ = await running.value; if reporting == running { reporting = nil } }
        guard reporter.deliversReports else { return ChallengeReportOutcome() }
        let items = planner.plan(achieved: current.achievedChallengeIDs, alreadyReported: current.reportedChallengeIDs)
        guard !items.isEmpty else { return ChallengeReportOutcome() }
        let reporter = self.reporter
        let task = Task { [log] in
            var outcome = ChallengeReportOutcome()
            for item in items {
                do {
                    try await reporter.reportAchieved(item)
                    outcome.reported.append(item.localID)
                } catch {
                    log.log(.warning, "reporting \(item.ascAchievementID) failed (\(error)); will retry")
                    outcome.failed.append(item.localID)
                }
            }
            return outcome
        }
        reporting = task
        let outcome = await task.value
        if reporting == task { reporting = nil }
        if !outcome.reported.isEmpty {
            var next = current
            next.reportedChallengeIDs.formUnion(outcome.reported)
            persist(next)
            log.log(.info, "reported \(outcome.reported.map(\.rawValue).joined(separator: ", "))")
        }
        return outcome
    }

    /// Evaluates `next`, saves it and returns the newly achieved IDs.
    private func commit(_ next: ChallengeProgressSnapshot, reason: String) -> Set<ChallengeIdentifier> {
        var next = next
        let before = current.achievedChallengeIDs
        next.achievedChallengeIDs = evaluator.achievedIDs(for: next)
        let newlyAchieved = next.achievedChallengeIDs.subtracting(before)
        persist(next)
        log.log(.info, "\(reason); newly achieved: [\(newlyAchieved.sorted().map(\.rawValue).joined(separator: ", "))]")
        if reportsAutomatically && reporter.deliversReports && !newlyAchieved.isEmpty {
            Task { await self.reportPending() }
        }
        return newlyAchieved
    }

    /// Saves `next`; the store's merge means a save never lowers what is stored.
    private func persist(_ next: ChallengeProgressSnapshot) {
        do {
            current = try store.save(next)
        } catch {
            current = current.merged(with: next)
            log.log(.error, "saving challenge progress failed (\(error)); kept in memory")
        }
    }
}
