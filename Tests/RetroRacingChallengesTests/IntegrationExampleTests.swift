import Challenges
import Foundation
import RetroRacingChallenges
import Testing

/// The README's integration example, as a game would write it.
@Suite("README integration example")
struct IntegrationExampleTests {
    @Test("launch backfill, run start, inputs, game over")
    func integrationExample() async throws {
        let suite = "integration-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let (cruiseBest, fastBest, rapidBest, overtakes, voiceOverRunning) = (120, 340, 90, 210, true)

        // README example begins
        let challenges = LocalChallengeProgressService(           // at launch
            catalog: .retroRacing, mapping: RetroRacingChallengeIDMapping(),
            store: UserDefaultsChallengeProgressStore(defaults: defaults))
        await challenges.backfillIfNeeded(version: 1, metric: .overtakes,
            bestScores: ["cruise": cruiseBest, "fast": fastBest, "rapid": rapidBest])
        let telemetry = RunTelemetryRecorder()
        telemetry.startRun()                                        // run start or restart
        telemetry.record(.tap)                                      // in the input handlers
        if voiceOverRunning { telemetry.record(.voiceOver) }        // sampled during the run
        if let run = telemetry.finishRun(metrics: [.overtakes: overtakes]) {  // lives reached zero
            await challenges.recordCompletedRun(run)
        }
        // README example ends

        let snapshot = await challenges.snapshot()
        #expect(snapshot.bestRunOvertakes == 340)
        #expect(snapshot.cumulativeOvertakes == 550 + 210)
        #expect(snapshot.backfillVersion == 1)
        #expect(snapshot.achievedChallengeIDs == [
            RetroRacingChallenge.run100.id, RetroRacingChallenge.run200.id,
            RetroRacingChallenge.controlTap.id, RetroRacingChallenge.controlVoiceover.id,
        ])
    }
}
