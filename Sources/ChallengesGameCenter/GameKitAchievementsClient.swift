#if canImport(GameKit)
import Foundation
import GameKit

/// The real ``GameCenterAchievementsClient``: the local player and
/// `GKAchievement`. Only what GameKit must do lives here; every decision is
/// in ``GameCenterChallengeReporter``. Authentication itself (presenting
/// Game Center's sign-in view) stays with the game. The authentication
/// notification also fires when another player signs in, which is when the
/// reporter plans afresh for them.
public struct GameKitAchievementsClient: GameCenterAchievementsClient {
    /// Creates the client.
    public init() {}

    public var isAuthenticated: Bool { GKLocalPlayer.local.isAuthenticated }

    public var playerID: String? {
        let player = GKLocalPlayer.local
        return player.isAuthenticated ? player.teamPlayerID : nil
    }

    public func authenticationUpdates() -> AsyncStream<Bool> {
        AsyncStream { continuation in
            let observer = NotificationCenter.default.addObserver(
                forName: .GKPlayerAuthenticationDidChangeNotificationName, object: nil, queue: nil
            ) { _ in
                continuation.yield(GKLocalPlayer.local.isAuthenticated)
            }
            let token = UncheckedObserver(observer)
            continuation.onTermination = { _ in NotificationCenter.default.removeObserver(token.observer) }
        }
    }

    public func loadAchievements() async throws -> [GameCenterAchievementState] {
        let achievements = try await GKAchievement.loadAchievements()
        return achievements.map { GameCenterAchievementState(identifier: $0.identifier, percentComplete: $0.percentComplete) }
    }

    public func report(_ achievements: [GameCenterAchievementState], showsCompletionBanner: Bool) async throws {
        let reports = achievements.map { state in
            let achievement = GKAchievement(identifier: state.identifier)
            achievement.percentComplete = state.percentComplete
            achievement.showsCompletionBanner = showsCompletionBanner && state.isCompleted
            return achievement
        }
        try await GKAchievement.report(reports)
    }
}

/// A notification observer token carried into the termination handler.
private struct UncheckedObserver: @unchecked Sendable {
    // @unchecked: the token is only handed back to NotificationCenter, which is thread-safe.
    let observer: any NSObjectProtocol
    init(_ observer: any NSObjectProtocol) { self.observer = observer }
}
#endif
