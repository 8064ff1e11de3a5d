import Foundation

/// What the runtime needs to know of one leaderboard: its App Store Connect
/// ID, which scores rank first and which score of a player it keeps. The
/// generated catalog names one per leaderboard; a game may also write its own.
public struct LeaderboardReference: Hashable, Sendable {
    /// Which scores rank first.
    public enum Order: String, Hashable, Sendable, Codable {
        /// Higher is better (a score): App Store Connect's `DESC`.
        case highestFirst
        /// Lower is better (a race time): App Store Connect's `ASC`.
        case lowestFirst
    }

    /// Which score of a player the leaderboard keeps.
    public enum Submission: String, Hashable, Sendable, Codable {
        /// The player's best (`BEST_SCORE`).
        case best
        /// The player's latest (`MOST_RECENT_SCORE`).
        case mostRecent
    }

    /// The App Store Connect leaderboard ID (GameKit's `leaderboardID`).
    public var id: String
    /// Which scores rank first.
    public var order: Order
    /// Which score of a player it keeps.
    public var submission: Submission

    /// Creates a reference.
    public init(id: String, order: Order = .highestFirst, submission: Submission = .best) {
        self.id = id
        self.order = order
        self.submission = submission
    }

    /// Whether `score` ranks above `other` on this leaderboard.
    public func ranks(_ score: Int64, above other: Int64) -> Bool {
        order == .highestFirst ? score > other : score < other
    }
}
