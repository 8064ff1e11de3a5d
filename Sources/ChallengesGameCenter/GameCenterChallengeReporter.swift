import Challenges

/// Reports challenges to Game Center through a ``GameCenterAchievementsClient``.
///
/// - Reports only while the local player is signed in, and tells the service
///   when they sign in, so pending reports go out at once.
/// - Reports for the signed-in player (``GameCenterAchievementsClient/playerID``):
///   the service keeps what was reported per player, and this reporter loads
///   what Game Center already has once per player, again whenever another
///   player signs in, and skips what Game Center already counts as complete
///   (a retroactive sync after reinstalling sends nothing twice).
/// - Reports in batches of ``maximumBatchSize`` (one `GKAchievement.report` each).
/// - With ``reportsPartialProgress``, sends threshold progress as
///   `percentComplete` in whole percents (rounded down, so at most 99 before
///   the challenge is achieved), only when it is above what Game Center
///   has: what goes out for one achievement strictly increases.
public actor GameCenterChallengeReporter: ChallengeProgressReporter {
    private let client: any GameCenterAchievementsClient
    private let showsCompletionBanner: Bool
    /// What Game Center has for the player last reported for.
    private var known: (player: String?, states: [String: Double])?

    /// Whether threshold progress is reported as a percentage.
    public nonisolated let reportsPartialProgress: Bool
    /// The most achievements one report call carries.
    public nonisolated let maximumBatchSize: Int

    /// Creates the reporter.
    ///
    /// - Parameters:
    ///   - client: Game Center, or a fake in tests.
    ///   - showsCompletionBanner: whether Game Center shows its banner for an earned achievement.
    ///   - reportsPartialProgress: whether to send threshold progress below 100 %.
    ///   - maximumBatchSize: the most achievements one report call carries.
    public init(client: any GameCenterAchievementsClient, showsCompletionBanner: Bool = true,
                reportsPartialProgress: Bool = false, maximumBatchSize: Int = 25) {
        self.client = client
        self.showsCompletionBanner = showsCompletionBanner
        self.reportsPartialProgress = reportsPartialProgress
        self.maximumBatchSize = max(1, maximumBatchSize)
    }

    /// Whether the local player is signed in.
    public nonisolated var deliversReports: Bool { client.isAuthenticated }

    /// The signed-in player's `teamPlayerID`; `nil` while signed out.
    public nonisolated var playerID: String? { client.isAuthenticated ? client.playerID : nil }

    public nonisolated func availabilityUpdates() -> AsyncStream<Bool> { client.authenticationUpdates() }

    public func report(_ items: [ChallengeReportItem]) async throws {
        guard client.isAuthenticated else { throw GameCenterReportError.notAuthenticated }
        let player = client.playerID
        let known = try await knownStates(for: player)
        let states = items.compactMap { item -> GameCenterAchievementState? in
            let had = known[item.ascAchievementID] ?? 0
            if had >= 100 { return nil }                                    // Game Center has it complete
            if item.isComplete { return GameCenterAchievementState(identifier: item.ascAchievementID, percentComplete: 100) }
            let percent = min(99, item.percentComplete.rounded(.down))    // whole percents; 100 only when achieved
            guard reportsPartialProgress, percent > had else { return nil }
            return GameCenterAchievementState(identifier: item.ascAchievementID, percentComplete: percent)
        }
        guard !states.isEmpty else { return }
        try await client.report(states, showsCompletionBanner: showsCompletionBanner)
        guard var updated = self.known, updated.player == player else { return } // another player since: reload next time
        for state in states {
            updated.states[state.identifier] = max(updated.states[state.identifier] ?? 0, state.percentComplete)
        }
        self.known = updated
    }

    /// What Game Center has for `player`, loaded on first use and whenever
    /// the player changes, and kept current by this reporter's own reports.
    private func knownStates(for player: String?) async throws -> [String: Double] {
        if let known, known.player == player { return known.states }
        let loaded = try await client.loadAchievements()
        let states = Dictionary(loaded.map { ($0.identifier, $0.percentComplete) }, uniquingKeysWith: max)
        if let known, known.player == player { return known.states } // another call loaded meanwhile
        known = (player, states)
        return states
    }
}
