import CatalogTestSupport
import Challenges
import Foundation
import Testing

@Suite("The launch call: backfill, evaluate, persist, report", .quietLogs)
struct LaunchTests {
    @Test("progress stored without the achieved IDs it implies is evaluated and saved at launch")
    func evaluatesStoredProgressAtLaunch() async {
        // An older version stored progress; this version's catalog gained challenges it already meets.
        let store = InMemoryChallengeProgressStore(ChallengeProgressSnapshot(
            bestRun: [TestCatalog.overtakes: 250], cumulative: [TestCatalog.overtakes: 1_100], usedControlInputs: [TestCatalog.voiceOver]))
        let service = TestCatalog.service(store: store)
        let launch = await service.launch()
        #expect(launch.newlyAchieved == ["run_100", "run_200", "total_1k", "control_voiceover"])
        #expect(launch.storeHealth == .healthy)
        #expect(store.load().snapshot.achievedChallengeIDs == ["run_100", "run_200", "total_1k", "control_voiceover"])
    }

    @Test("launch runs each backfill once and a relaunch changes nothing")
    func launchBackfills() async {
        let store = InMemoryChallengeProgressStore()
        let first = await TestCatalog.service(store: store).launch(backfill: [
            ChallengeBackfill(metric: TestCatalog.overtakes, bestScores: ["cruise": 120, "fast": 340, "rapid": 600]),
        ])
        #expect(first.newlyAchieved == ["run_100", "run_200", "run_500", "total_1k"])
        let again = await TestCatalog.service(store: store).launch(backfill: [
            ChallengeBackfill(metric: TestCatalog.overtakes, bestScores: ["cruise": 9_000]),
        ])
        #expect(again.newlyAchieved == [])
        #expect(store.load().snapshot.cumulative(TestCatalog.overtakes) == 1_060)
    }

    @Test("the deprecated backfillIfNeeded does what launch does: evaluates stored progress and reports what is pending")
    func earlierLaunchPathDoesTheSame() async throws {
        // Backfilled by an earlier version; this version's catalog gained challenges the stored progress meets.
        let store = InMemoryChallengeProgressStore(ChallengeProgressSnapshot(
            bestRun: [TestCatalog.overtakes: 250], achievedChallengeIDs: ["control_tap"], backfillVersion: 1))
        let reporter = RecordingReporter()
        let service: any EarlierLaunchPath = LocalChallengeProgressService(catalog: TestCatalog.catalog, mapping: TestCatalog.mapping,
                                                                           store: store, reporter: reporter)
        let achieved = await service.backfillIfNeeded(version: 1, metric: TestCatalog.overtakes, bestScores: ["cruise": 90])
        #expect(achieved == ["run_100", "run_200"])
        #expect(store.load().snapshot.achievedChallengeIDs == ["control_tap", "run_100", "run_200"])
        try await waitUntil { await reporter.delivered.count == 3 }
        #expect(await reporter.delivered == ["ach.run.overtakes.0100", "ach.run.overtakes.0200", "ach.control.tap"])
    }

    @Test("launch replays what was achieved earlier to a real reporter, without the game asking")
    func launchReplaysPending() async throws {
        let store = InMemoryChallengeProgressStore(ChallengeProgressSnapshot(
            bestRun: [TestCatalog.overtakes: 120], achievedChallengeIDs: ["run_100", "control_tap"]))
        let reporter = RecordingReporter()
        let service = LocalChallengeProgressService(catalog: TestCatalog.catalog, mapping: TestCatalog.mapping,
                                                    store: store, reporter: reporter)
        await service.launch()
        try await waitUntil { await reporter.delivered.count == 2 }
        #expect(await reporter.delivered == ["ach.run.overtakes.0100", "ach.control.tap"])
        try await waitUntil { store.load().snapshot.reportedChallengeIDs == ["run_100", "control_tap"] }
    }
}

/// The earlier launch path as a game that has not moved to `launch(backfill:)`
/// still calls it (through a protocol of this test, so the test itself
/// builds without the deprecation warning the game gets).
private protocol EarlierLaunchPath {
    func backfillIfNeeded(version: Int, metric: ChallengeMetric, bestScores: [String: Int]) async -> Set<ChallengeIdentifier>
}

extension LocalChallengeProgressService: EarlierLaunchPath {}

/// Polls `condition` every 5 ms for up to 20 s (a loaded machine delays background
/// tasks); records an issue when it never holds.
func waitUntil(isolation: isolated (any Actor)? = #isolation, _ condition: () async -> Bool,
               sourceLocation: SourceLocation = #_sourceLocation) async throws {
    for _ in 0..<4_000 {
        if await condition() { return }
        try await Task.sleep(for: .milliseconds(5))
    }
    Issue.record("the condition never held within 20 s", sourceLocation: sourceLocation)
}
