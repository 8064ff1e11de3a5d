import Foundation

/// Each player's best score per leaderboard, kept on the device: the
/// rating-system document's `HighestScoreStore`. ``update(_:on:player:)``
/// says whether the best improved, which is what the review prompt counts:
///
/// ```swift
/// if try bestScores.update(score, on: Leaderboards.bestScore) { reviewTrigger.bestScoreImproved() }
/// ```
///
/// Kept like challenge progress (``JSONFileSnapshotBytes``, or any
/// ``SnapshotBytes``): a torn write falls back to the last good copy, and
/// two processes sharing the file never lose each other's best.
public final class BestScoreStore: Sendable {
    struct Stored: Codable, Sendable {
        var version = 1
        /// Player (empty for "no player named") → leaderboard ID → best.
        var best: [String: [String: Int64]] = [:]
    }

    private let file: JSONSlotFile<Stored>

    /// Creates a store over `bytes`.
    public init(bytes: some SnapshotBytes, log: ChallengeLog = ChallengeLog()) {
        file = JSONSlotFile(bytes: bytes, empty: Stored(), noun: "best scores", log: log)
    }

    /// Creates a store in the JSON file at `url` (created by the first update).
    public convenience init(url: URL, log: ChallengeLog = ChallengeLog()) {
        self.init(bytes: JSONFileSnapshotBytes(url: url), log: log)
    }

    /// `player`'s best on `leaderboard`, `nil` before their first score.
    public func best(on leaderboard: LeaderboardReference, player: String? = nil) -> Int64? {
        file.load().best[player ?? ""]?[leaderboard.id]
    }

    /// Records `score` as `player`'s best on `leaderboard` when it ranks
    /// above their best (by the leaderboard's order), or when it is their
    /// first; returns whether the best improved. A first score counts as an
    /// improvement. Throws when the store cannot be written (the best is then unchanged).
    @discardableResult
    public func update(_ score: Int64, on leaderboard: LeaderboardReference, player: String? = nil) throws -> Bool {
        try file.update { stored in
            let current = stored.best[player ?? ""]?[leaderboard.id]
            guard current.map({ leaderboard.ranks(score, above: $0) }) ?? true else { return false }
            stored.best[player ?? "", default: [:]][leaderboard.id] = score
            return true
        }
    }
}
