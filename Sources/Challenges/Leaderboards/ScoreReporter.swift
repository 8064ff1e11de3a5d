import Foundation

/// What the score reporter needs of Game Center, so every decision is
/// platform-independent and tested with a fake. `GameKitLeaderboardsClient`
/// (ChallengesGameCenter) is the real one, where GameKit exists.
public protocol LeaderboardScoreClient: Sendable {
    /// Whether the local player is signed in.
    var isAuthenticated: Bool { get }
    /// The signed-in player's identifier (`teamPlayerID`), `nil` when unknown.
    var playerID: String? { get }
    /// The occurrence a recurring leaderboard is in now; `nil` for a classic one.
    func currentOccurrence(of leaderboardID: String) async throws -> DateInterval?
    /// Submits `score` to the leaderboard's current occurrence (`GKLeaderboard.submitScore`).
    func submit(_ score: Int64, context: Int, to leaderboardID: String) async throws
}

/// What one ``ScoreReporter/flush()`` did.
public struct ScoreFlushOutcome: Hashable, Sendable {
    /// Scores Game Center took.
    public var submitted: Int
    /// Scores dropped because their occurrence of a recurring leaderboard has
    /// ended: Game Center takes a score only in the occurrence it is in now.
    public var expired: Int
    /// Whether scores of the signed-in player are still queued (a call
    /// failed or timed out, or the player is not signed in).
    public var isIncomplete: Bool

    /// Creates an outcome.
    public init(submitted: Int, expired: Int, isIncomplete: Bool) {
        self.submitted = submitted
        self.expired = expired
        self.isIncomplete = isIncomplete
    }
}

/// Submits queued scores to Game Center: in the order they were earned, each
/// removed from the queue only once Game Center took it, so a score earned
/// offline or signed out is submitted later and never lost. A score is
/// handed to Game Center again only when the app stopped between Game
/// Center's answer and the queue's write; a repeated score changes nothing
/// on either kind of leaderboard (the same best, the same latest value).
///
/// A score earned in an occurrence of a recurring leaderboard that has since
/// ended is dropped (and logged), never counted in a later occurrence.
/// Scores of another player wait until that player signs in.
public actor ScoreReporter {
    private let queue: ScoreQueue
    private let client: any LeaderboardScoreClient
    private let log: ChallengeLog
    private let callLimit: Duration
    private let now: @Sendable () -> Date

    /// Creates a reporter; `callLimit` bounds each Game Center call.
    public init(queue: ScoreQueue, client: any LeaderboardScoreClient, callLimit: Duration = .seconds(30),
                log: ChallengeLog = ChallengeLog(), now: @escaping @Sendable () -> Date = Date.init) {
        self.queue = queue
        self.client = client
        self.callLimit = callLimit
        self.log = log
        self.now = now
    }

    /// Queues `score` (earned now, by the signed-in player) and submits what
    /// is queued. Throws only when the score cannot be queued.
    @discardableResult
    public func record(_ score: Int64, on leaderboard: LeaderboardReference, context: Int = 0) async throws -> ScoreFlushOutcome {
        try queue.enqueue(score, on: leaderboard, context: context, earnedAt: now(), player: client.playerID)
        return await flush()
    }

    /// Submits the signed-in player's queued scores, oldest first, until one
    /// fails; call it at launch and whenever the player signs in.
    public func flush() async -> ScoreFlushOutcome {
        var outcome = ScoreFlushOutcome(submitted: 0, expired: 0, isIncomplete: false)
        guard client.isAuthenticated else {
            outcome.isIncomplete = queue.scores.contains { $0.player == nil || $0.player == client.playerID }
            return outcome
        }
        let player = client.playerID
        var occurrences: [String: DateInterval?] = [:]
        while true {
            let start = now()
            let claim: QueuedScore?
            do {
                // Held for two call limits: the occurrence read and the submission.
                claim = try queue.claimNext(player: player, now: start, until: start.addingTimeInterval(2 * Self.seconds(callLimit)))
            } catch {
                log.log(.error, "the score queue could not be read or written (\(error)); scores stay queued")
                outcome.isIncomplete = true
                return outcome
            }
            guard let entry = claim else { return outcome }
            if occurrences[entry.leaderboardID] == nil {
                let read = await call { [client] in try await client.currentOccurrence(of: entry.leaderboardID) }
                switch read {
                case .success(let occurrence): occurrences[entry.leaderboardID] = .some(occurrence)
                case .failure(let error): return stop(entry, outcome, after: error)
                }
            }
            if let occurrence = occurrences[entry.leaderboardID] ?? nil, entry.earnedAt < occurrence.start {
                log.log(.notice, "dropped the score \(entry.score) on \(entry.leaderboardID): it was earned in an occurrence that ended at \(occurrence.start)")
                try? queue.remove(entry.sequence)
                outcome.expired += 1
                continue
            }
            let sent = await call { [client] in try await client.submit(entry.score, context: entry.context, to: entry.leaderboardID) }
            if case .failure(let error) = sent { return stop(entry, outcome, after: error) }
            do {
                try queue.remove(entry.sequence)
            } catch {
                log.log(.error, "Game Center took the score \(entry.score) on \(entry.leaderboardID), but the queue could not be written (\(error)); it may be submitted once more")
                outcome.isIncomplete = true
                return outcome
            }
            outcome.submitted += 1
        }
    }

    /// Ends a flush at a failed call: the score is given back for the next
    /// flush, except after a timeout, when the call may still reach Game
    /// Center: the claim then runs out on its own before anyone tries again.
    private func stop(_ entry: QueuedScore, _ outcome: ScoreFlushOutcome, after error: any Error) -> ScoreFlushOutcome {
        if !(error is ChallengeReportTimeout) { try? queue.release(entry.sequence) }
        var outcome = outcome
        outcome.isIncomplete = true
        return outcome
    }

    private func call<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async -> Result<T, any Error> {
        let box = ResultBox<T>()
        let result = await TimeLimitedCall.run(limit: callLimit) { box.set(try await operation()) }
        switch result {
        case .success: return box.value.map { .success($0) } ?? .failure(ChallengeReportTimeout(limit: callLimit))
        case .failure(let error):
            log.log(.warning, "a Game Center score call failed (\(error)); the score stays queued")
            return .failure(error)
        }
    }

    static func seconds(_ duration: Duration) -> TimeInterval {
        let parts = duration.components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}

/// Carries a call's value out of ``TimeLimitedCall``.
private final class ResultBox<T: Sendable>: @unchecked Sendable {
    // @unchecked: `lock` guards `stored`.
    private let lock = NSLock()
    private var stored: T?
    func set(_ value: T) { lock.locked { stored = value } }
    var value: T? { lock.locked { stored } }
}
