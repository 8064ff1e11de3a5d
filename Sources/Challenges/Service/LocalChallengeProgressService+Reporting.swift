import Foundation

/// The reporting loop's state: at most one pass at a time, a flag for a pass
/// requested while one runs, and the backoff after failures.
struct ReportingState {
    var pass: Task<ChallengeReportOutcome, Never>?
    /// What the running pass has done so far.
    var passSoFar = ChallengeReportOutcome()
    var passRequestedAgain = false
    var consecutiveFailedPasses = 0
    var retry: Task<Void, Never>?
    var availabilityListener: Task<Void, Never>?
}

extension LocalChallengeProgressService {
    @discardableResult
    public func reportPending() async -> ChallengeReportOutcome {
        if let running = reporting.pass { return await running.value } // join the pass under way
        return await startPass().value
    }

    @discardableResult
    public func reportPending(deadline: Duration) async -> ChallengeReportOutcome {
        let pass = reporting.pass ?? startPass()
        if let outcome = await TimeLimitedCall.value(of: pass, within: deadline) { return outcome }
        guard reporting.pass == pass else { return await pass.value } // it ended just now
        var soFar = reporting.passSoFar
        soFar.isComplete = false
        return soFar
    }

    /// Starts a pass in the background, or asks the running pass for another
    /// one after it, when reporting is automatic. Never waits.
    func requestReportingPass() {
        guard reportsAutomatically else { return }
        if reporting.pass != nil {
            reporting.passRequestedAgain = true
        } else {
            startPass()
        }
    }

    @discardableResult
    private func startPass() -> Task<ChallengeReportOutcome, Never> {
        let task = Task { await self.runPass() }
        reporting.pass = task
        reporting.passSoFar = ChallengeReportOutcome()
        return task
    }

    /// One pass: every pending item in batches, each call time-limited; every
    /// success is marked reported and saved before the next call.
    private func runPass() async -> ChallengeReportOutcome {
        var outcome = ChallengeReportOutcome()
        if reporter.deliversReports {
            let player = reporter.playerID
            var items = planner.plan(achieved: current.achievedChallengeIDs, alreadyReported: current.reportedChallengeIDs(for: player))
            if reporter.reportsPartialProgress { items += planner.progressItems(for: current) }
            let size = max(1, reporter.maximumBatchSize)
            for start in stride(from: 0, to: items.count, by: size) {
                let batch = Array(items[start..<min(start + size, items.count)])
                let reporter = self.reporter
                let result = await TimeLimitedCall.run(limit: policy.callTimeout) { try await reporter.report(batch) }
                let achieved = batch.filter(\.isComplete).map(\.localID)
                guard reporter.playerID == player else {
                    // Another player signed in during the call: nothing is known
                    // to have reached either; the next pass plans for the new one.
                    log.log(.info, "the player changed while reporting; planning again for the new player")
                    if reportsAutomatically { reporting.passRequestedAgain = true }
                    break
                }
                switch result {
                case .success:
                    outcome.reported += achieved
                    markReported(achieved, for: player)
                case .failure(let error):
                    outcome.failed += achieved
                    outcome.failedProgress += batch.filter { !$0.isComplete }.map(\.localID)
                    log.log(.warning, "reporting \(batch.map(\.ascAchievementID).joined(separator: ", ")) failed (\(error)); will retry")
                    if !achieved.isEmpty { broadcaster.send(.reportFailed(achieved, reason: String(describing: error))) }
                }
                reporting.passSoFar = outcome
            }
        }
        finishPass(outcome)
        return outcome
    }

    /// Marks `ids` reported for `player` and saves at once, so a success is never delivered again.
    private func markReported(_ ids: [ChallengeIdentifier], for player: String?) {
        guard !ids.isEmpty else { return }
        save { stored in
            var next = stored.merged(with: current)
            next.markReported(ids, for: player)
            return next
        }
        log.log(.info, "reported \(ids.map(\.rawValue).joined(separator: ", "))")
        broadcaster.send(.reported(ids))
    }

    private func finishPass(_ outcome: ChallengeReportOutcome) {
        reporting.pass = nil
        if !outcome.hasFailures {
            reporting.consecutiveFailedPasses = 0
            reporting.retry?.cancel()
            reporting.retry = nil
        } else {
            reporting.consecutiveFailedPasses += 1
            scheduleRetry()
        }
        if reporting.passRequestedAgain {
            reporting.passRequestedAgain = false
            startPass()
        }
    }

    /// Retries after the policy's backoff, when reporting is automatic.
    private func scheduleRetry() {
        guard reportsAutomatically else { return }
        let delay = policy.retryDelay(attempt: reporting.consecutiveFailedPasses)
        reporting.retry?.cancel()
        reporting.retry = Task { [weak self] in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            await self?.requestReportingPass()
        }
    }

    /// Starts a pass whenever the reporter says it can deliver again (once per service).
    func listenForReporterAvailability() {
        guard reportsAutomatically, reporting.availabilityListener == nil else { return }
        let updates = reporter.availabilityUpdates()
        reporting.availabilityListener = Task { [weak self] in
            for await available in updates where available {
                await self?.requestReportingPass()
            }
        }
    }
}
