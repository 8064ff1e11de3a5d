#if canImport(GameKit)
import Challenges
import Foundation
import GameKit

/// The real ``LeaderboardScoreClient``: the local player and `GKLeaderboard`.
/// Only what GameKit must do lives here; every decision (order, retries,
/// occurrences, players) is in ``ScoreReporter``. This file cannot be
/// compiled without Apple's SDKs; keep it this thin.
public struct GameKitLeaderboardsClient: LeaderboardScoreClient {
    /// Creates the client.
    public init() {}

    public var isAuthenticated: Bool { GKLocalPlayer.local.isAuthenticated }

    public var playerID: String? {
        let player = GKLocalPlayer.local
        return player.isAuthenticated ? player.teamPlayerID : nil
    }

    public func currentOccurrence(of leaderboardID: String) async throws -> DateInterval? {
        let leaderboards = try await GKLeaderboard.loadLeaderboards(IDs: [leaderboardID])
        guard let leaderboard = leaderboards.first, leaderboard.type == .recurring, let start = leaderboard.startDate else { return nil }
        return DateInterval(start: start, duration: leaderboard.duration)
    }

    public func submit(_ score: Int64, context: Int, to leaderboardID: String) async throws {
        try await GKLeaderboard.submitScore(Int(score), context: context, player: GKLocalPlayer.local, leaderboardIDs: [leaderboardID])
    }
}
#endif
