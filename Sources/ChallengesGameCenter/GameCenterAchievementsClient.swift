import Challenges

/// The little of Game Center the reporter needs, so every decision lives in
/// platform-independent code and is tested with a fake.
/// ``GameKitAchievementsClient`` is the real one, where GameKit exists.
public protocol GameCenterAchievementsClient: Sendable {
    /// Whether the local player is signed in to Game Center.
    var isAuthenticated: Bool { get }
    /// The signed-in local player's identifier (GameKit's `teamPlayerID`),
    /// which tells apart two players who sign in on one device; `nil` when
    /// no player is signed in or the client cannot tell (then every player
    /// counts as one).
    var playerID: String? { get }
    /// Sends the new state whenever the local player's sign-in changes.
    func authenticationUpdates() -> AsyncStream<Bool>
    /// The signed-in local player's achievements as Game Center has them.
    func loadAchievements() async throws -> [GameCenterAchievementState]
    /// Reports `achievements` in one call (`GKAchievement.report`).
    func report(_ achievements: [GameCenterAchievementState], showsCompletionBanner: Bool) async throws
}

extension GameCenterAchievementsClient {
    /// A client that does not name players: every player counts as one.
    public var playerID: String? { nil }
}

/// One achievement as Game Center knows it: its App Store Connect ID and how
/// complete it is (`GKAchievement.identifier`, `percentComplete`).
public struct GameCenterAchievementState: Hashable, Sendable {
    /// The App Store Connect achievement ID.
    public var identifier: String
    /// From 0 to 100.
    public var percentComplete: Double

    /// Creates a state.
    public init(identifier: String, percentComplete: Double) {
        self.identifier = identifier
        self.percentComplete = percentComplete
    }

    /// Whether Game Center counts it as earned.
    public var isCompleted: Bool { percentComplete >= 100 }
}

/// Why the Game Center reporter did not report.
public enum GameCenterReportError: Error, Hashable, Sendable {
    /// The local player is not signed in; the service retries when they do.
    case notAuthenticated
}
