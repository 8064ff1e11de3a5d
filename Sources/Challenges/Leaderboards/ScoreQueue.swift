import Foundation

/// One score waiting to reach Game Center.
public struct QueuedScore: Hashable, Sendable, Codable {
    /// The queue's number for it, increasing: the order scores were earned in.
    public var sequence: UInt64
    /// The leaderboard.
    public var leaderboardID: String
    /// The score.
    public var score: Int64
    /// GameKit's context value.
    public var context: Int
    /// When it was earned: a recurring leaderboard takes it only in that occurrence.
    public var earnedAt: Date
    /// The player who earned it (GameKit's `teamPlayerID`), `nil` when not known.
    public var player: String?
    /// How often it was handed to Game Center without the queue hearing back.
    public var attempts: Int
    /// Until when a reporter (of this process or another sharing the
    /// queue) is submitting it: no other reporter submits it meanwhile.
    public var claimedUntil: Date?
}

/// Scores earned while signed out or offline, kept until Game Center takes
/// them, in the order they were earned: persisted (a torn write falls back
/// to the last good copy), shared safely by processes, and bounded.
///
/// Bounded without losing what counts: at ``capacity``, a new score first
/// replaces a queued one it makes useless (on a best-score leaderboard, a
/// worse score of the same player; on a most-recent one, any earlier score
/// of that player); only when none is useless is the oldest dropped, and
/// that is logged.
public final class ScoreQueue: Sendable {
    struct Stored: Codable, Sendable {
        var version = 1
        var next: UInt64 = 1
        var scores: [QueuedScore] = []
    }

    /// The most scores kept.
    public let capacity: Int
    private let file: JSONSlotFile<Stored>
    private let log: ChallengeLog

    /// Creates a queue over `bytes`.
    public init(bytes: some SnapshotBytes, capacity: Int = 1_000, log: ChallengeLog = ChallengeLog()) {
        self.capacity = max(1, capacity)
        self.log = log
        file = JSONSlotFile(bytes: bytes, empty: Stored(), noun: "score queue", log: log)
    }

    /// Creates a queue in the JSON file at `url`.
    public convenience init(url: URL, capacity: Int = 1_000, log: ChallengeLog = ChallengeLog()) {
        self.init(bytes: JSONFileSnapshotBytes(url: url), capacity: capacity, log: log)
    }

    /// The queued scores, oldest first.
    public var scores: [QueuedScore] { file.load().scores }

    /// Queues `score` on `leaderboard`, earned now (`earnedAt`) by `player`.
    /// Throws when the queue cannot be written: the score is then not queued.
    public func enqueue(_ score: Int64, on leaderboard: LeaderboardReference, context: Int = 0, earnedAt: Date = Date(),
                        player: String? = nil) throws {
        let dropped: QueuedScore? = try file.update { stored in
            let entry = QueuedScore(sequence: stored.next, leaderboardID: leaderboard.id, score: score, context: context,
                                    earnedAt: earnedAt, player: player, attempts: 0, claimedUntil: nil)
            stored.next += 1
            var dropped: QueuedScore?
            if stored.scores.count >= capacity {
                if let useless = stored.scores.firstIndex(where: { Self.supersedes(entry, $0, on: leaderboard) }) {
                    stored.scores.remove(at: useless)
                } else if Self.isUseless(entry, among: stored.scores, on: leaderboard) {
                    return nil
                } else {
                    dropped = stored.scores.removeFirst()
                }
            }
            stored.scores.append(entry)
            return dropped
        }
        if let dropped {
            log.log(.warning, "the score queue is full (\(capacity)); dropped the oldest score, \(dropped.score) on \(dropped.leaderboardID)")
        }
    }

    /// Whether `new` makes `old` useless on `leaderboard`: same player and leaderboard, and
    /// on a best-score leaderboard not better than `new`; on a most-recent one, always.
    static func supersedes(_ new: QueuedScore, _ old: QueuedScore, on leaderboard: LeaderboardReference) -> Bool {
        guard old.leaderboardID == new.leaderboardID, old.player == new.player else { return false }
        return leaderboard.submission == .mostRecent || !leaderboard.ranks(old.score, above: new.score)
    }

    /// Whether `new` would change nothing: a queued score of the same player ranks above it on a best-score leaderboard.
    static func isUseless(_ new: QueuedScore, among scores: [QueuedScore], on leaderboard: LeaderboardReference) -> Bool {
        leaderboard.submission == .best && scores.contains {
            $0.leaderboardID == new.leaderboardID && $0.player == new.player && leaderboard.ranks($0.score, above: new.score)
        }
    }

    /// Claims the oldest score of `player` (or of no named player) that no
    /// other reporter holds at `now`, until `until`, and counts the attempt:
    /// the claim is written before the score is handed to Game Center, so
    /// two reporters sharing the queue never submit one score together.
    /// `nil` when none is left. An earlier score of the player still claimed
    /// by another reporter stops the claim, so scores reach Game Center in order.
    func claimNext(player: String?, now: Date, until: Date) throws -> QueuedScore? {
        try file.update { stored in
            for index in stored.scores.indices where stored.scores[index].player == nil || stored.scores[index].player == player {
                if let claimed = stored.scores[index].claimedUntil, claimed > now { return nil }
                stored.scores[index].claimedUntil = until
                stored.scores[index].attempts += 1
                return stored.scores[index]
            }
            return nil
        }
    }

    /// Gives `sequence` back unsubmitted (the call failed): the next flush tries it again.
    func release(_ sequence: UInt64) throws {
        try file.update { stored in
            if let index = stored.scores.firstIndex(where: { $0.sequence == sequence }) { stored.scores[index].claimedUntil = nil }
        }
    }

    /// Removes `sequence`: Game Center took it, or it can never count.
    func remove(_ sequence: UInt64) throws {
        try file.update { stored in stored.scores.removeAll { $0.sequence == sequence } }
    }
}
