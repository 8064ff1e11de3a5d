import CatalogTestSupport
import Challenges
import ChallengesGameCenter
import Foundation
import RetroRacingChallenges
import Testing

/// Game Center as the integration example meets it: signed in, nothing earned yet.
private struct SignedInGameCenter: GameCenterAchievementsClient {
    let reported = ReportLog()
    var isAuthenticated: Bool { true }
    func authenticationUpdates() -> AsyncStream<Bool> { AsyncStream { $0.finish() } }
    func loadAchievements() async throws -> [GameCenterAchievementState] { [] }
    func report(_ achievements: [GameCenterAchievementState], showsCompletionBanner: Bool) async throws {
        await reported.append(achievements.map(\.identifier))
    }
}

private actor ReportLog {
    private(set) var identifiers: [String] = []
    func append(_ more: [String]) { identifiers += more }
}

/// The runtime page's integration example, as a game would write it.
@Suite("docs/runtime.md integration example", .quietLogs)
struct IntegrationExampleTests {
    @Test("launch with backfill and Game Center, run start, inputs, game over, a bounded wait for reporting")
    func integrationExample() async throws {
        let suite = "integration-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let (cruiseBest, fastBest, rapidBest, overtakes, voiceOverRunning) = (120, 340, 90, 210, true)
        let gameCenter = SignedInGameCenter() // GameKitAchievementsClient() in the game

        // docs example begins
        let challenges = LocalChallengeProgressService(             // at launch
            catalog: .retroRacing, mapping: RetroRacingChallengeIDMapping(),
            store: UserDefaultsChallengeProgressStore(defaults: defaults),
            reporter: GameCenterChallengeReporter(client: gameCenter))
        await challenges.launch(backfill: [ChallengeBackfill(metric: .overtakes,
            bestScores: ["cruise": cruiseBest, "fast": fastBest, "rapid": rapidBest])])
        let telemetry = RunTelemetryRecorder()
        let run = telemetry.startRun()                                // run start or restart
        telemetry.record(.tap)                                        // in the input handlers
        if voiceOverRunning { telemetry.record(.voiceOver) }          // sampled during the run
        if let finished = telemetry.finishRun(run, metrics: [.overtakes: overtakes]) {  // lives reached zero
            await challenges.recordCompletedRun(finished)             // saves; reporting goes on by itself
        }
        let points = await challenges.totalPoints()                   // for a progress screen
        let progress = await challenges.allProgress()
        await challenges.reportPending(deadline: .seconds(2))         // going to the background: 2 s at most
        // docs example ends

        let snapshot = await challenges.snapshot()
        #expect(snapshot.bestRunOvertakes == 340)
        #expect(snapshot.cumulativeOvertakes == 550 + 210)
        #expect(snapshot.backfillVersion == 1)
        let achieved: Set = [RetroRacingChallenge.run100.id, RetroRacingChallenge.run200.id,
                             RetroRacingChallenge.controlTap.id, RetroRacingChallenge.controlVoiceover.id]
        #expect(snapshot.achievedChallengeIDs == achieved)
        #expect(points == 5 + 10 + 5 + 10)
        #expect(progress.count == RetroRacingChallenge.allCases.count)
        // Reporting runs in the background; every achievement reaches Game Center once.
        for _ in 0..<4_000 where await challenges.snapshot().reportedChallengeIDs != achieved {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(await challenges.snapshot().reportedChallengeIDs == achieved)
        #expect(await gameCenter.reported.identifiers.sorted()
                == achieved.map { RetroRacingChallengeIDMapping().ascAchievementID(for: $0)! }.sorted())
    }

    @Test("docs/runtime.md shows exactly the code this test runs")
    func readmeMatchesTest() throws {
        #expect(try DocsExample.isShown(markedIn: #filePath, on: "docs/runtime.md"))
    }
}
