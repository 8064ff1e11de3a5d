import CatalogTestSupport
import Challenges
import Foundation
import Logging
import Testing

/// Whether the recorder handed out a run (`CompletedRun` cannot be compared with `nil` by `==`).
func isRun(_ run: consuming CompletedRun?) -> Bool {
    switch consume run {
    case .some: true
    case .none: false
    }
}

@Suite("Challenge progress service (the plan's test list)", .quietLogs)
struct ChallengeProgressServiceTests {
    @Test("backfill uses the max of the bests for best-run and their sum for cumulative")
    func backfillUsesMaxAndSum() async {
        let service = TestCatalog.service()
        let achieved = await service.backfill(version: 1, metric: TestCatalog.overtakes,
                                                      bestScores: ["cruise": 120, "fast": 340, "rapid": 600])
        let snapshot = await service.snapshot()
        #expect(snapshot.bestRun(TestCatalog.overtakes) == 600)
        #expect(snapshot.cumulative(TestCatalog.overtakes) == 1_060)
        #expect(snapshot.backfillVersion == 1)
        #expect(achieved == ["run_100", "run_200", "run_500", "total_1k"])
    }

    @Test("backfill is idempotent: a second run with the same version changes nothing")
    func backfillIsIdempotent() async {
        let service = TestCatalog.service()
        _ = await service.backfill(version: 1, metric: TestCatalog.overtakes, bestScores: ["cruise": 150])
        let first = await service.snapshot()
        let again = await service.backfill(version: 1, metric: TestCatalog.overtakes, bestScores: ["cruise": 900, "fast": 900])
        #expect(again == [])
        #expect(await service.snapshot() == first)
    }

    @Test("backfill never lowers progress already higher")
    func backfillNeverLowers() async {
        let service = TestCatalog.service()
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 700))
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 700))
        let achieved = await service.backfill(version: 1, metric: TestCatalog.overtakes, bestScores: ["cruise": 300, "fast": 200])
        let snapshot = await service.snapshot()
        #expect(snapshot.bestRun(TestCatalog.overtakes) == 700)
        #expect(snapshot.cumulative(TestCatalog.overtakes) == 1_400)
        #expect(snapshot.backfillVersion == 1)
        #expect(achieved == [])
    }

    @Test("backfill runs once per version marker: a newer version runs again")
    func backfillRunsOncePerVersion() async {
        let service = TestCatalog.service()
        _ = await service.backfill(version: 1, metric: TestCatalog.overtakes, bestScores: ["cruise": 150])
        let second = await service.backfill(version: 2, metric: TestCatalog.overtakes, bestScores: ["cruise": 250])
        #expect(second == ["run_200"])
        #expect(await service.snapshot().backfillVersion == 2)
    }

    @Test("a stored backfill marker survives a relaunch")
    func backfillMarkerPersists() async {
        let store = InMemoryChallengeProgressStore()
        _ = await TestCatalog.service(store: store).backfill(version: 1, metric: TestCatalog.overtakes, bestScores: ["cruise": 150])
        let relaunched = TestCatalog.service(store: store)
        #expect(await relaunched.backfill(version: 1, metric: TestCatalog.overtakes, bestScores: ["cruise": 999]) == [])
        #expect(await relaunched.snapshot().bestRun(TestCatalog.overtakes) == 150)
    }

    @Test("completed runs add to cumulative and raise best-run with max")
    func completedRunsUpdateCumulativeAndBestRun() async {
        let service = TestCatalog.service()
        let first = await service.recordCompletedRun(TestCatalog.run(overtakes: 150))
        let second = await service.recordCompletedRun(TestCatalog.run(overtakes: 90))
        let third = await service.recordCompletedRun(TestCatalog.run(overtakes: 800))
        let snapshot = await service.snapshot()
        #expect(snapshot.bestRun(TestCatalog.overtakes) == 800)
        #expect(snapshot.cumulative(TestCatalog.overtakes) == 1_040)
        #expect(first == ["run_100"])
        #expect(second == [])
        #expect(third == ["run_200", "run_500", "total_1k"])
    }

    @Test("a control unlocks only when used in a completed run")
    func controlUnlocksOnlyWhenUsedInCompletedRun() async {
        let service = TestCatalog.service()
        let recorder = RunTelemetryRecorder()
        _ = recorder.startRun()
        recorder.record(TestCatalog.tap)
        let restarted = recorder.startRun() // restart: the tap belonged to a run that never completed
        let run = recorder.finishRun(restarted, metrics: [TestCatalog.overtakes: 10])!
        #expect(await service.recordCompletedRun(run) == [])
        #expect(await service.snapshot().usedControlInputs.isEmpty)
        let tapped = TestCatalog.run(recorder, overtakes: 10, inputs: [TestCatalog.tap])
        #expect(await service.recordCompletedRun(tapped) == ["control_tap"])
    }

    @Test("VoiceOver unlocks when it was on at any point of a completed run")
    func voiceOverUnlocksWhenOnDuringCompletedRun() async {
        let service = TestCatalog.service()
        let recorder = RunTelemetryRecorder()
        let id = recorder.startRun()
        recorder.record(TestCatalog.voiceOver) // observed on early in the run, then turned off
        recorder.record(TestCatalog.swipe)
        let run = recorder.finishRun(id, metrics: [TestCatalog.overtakes: 3])!
        #expect(await service.recordCompletedRun(run) == ["control_swipe", "control_voiceover"])
    }

    @Test("input recorded outside a run is ignored")
    func inputOutsideRunIgnored() {
        let recorder = RunTelemetryRecorder()
        recorder.record(TestCatalog.tap)
        _ = recorder.startRun()
        #expect(recorder.currentTelemetry.usedInputs.isEmpty)
    }

    @Test("both game-over flows racing record the run exactly once")
    func bothGameOverFlowsRecordExactlyOnce() async {
        for _ in 0..<50 {
            let service = TestCatalog.service()
            let recorder = RunTelemetryRecorder()
            let id = recorder.startRun()
            recorder.record(TestCatalog.tap)
            // The phone and the watch flow reach game over at the same moment.
            let results = await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        guard let run = recorder.finishRun(id, metrics: [TestCatalog.overtakes: 120]) else { return false }
                        _ = await service.recordCompletedRun(run)
                        return true
                    }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(results.filter { $0 }.count == 1)
            #expect(await service.snapshot().cumulative(TestCatalog.overtakes) == 120)
        }
    }

    @Test("many concurrent commits of many runs count each run once")
    func concurrentCommitsOfManyRuns() async {
        let service = TestCatalog.service()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    let recorder = RunTelemetryRecorder()
                    let id = recorder.startRun()
                    let run = recorder.finishRun(id, metrics: [TestCatalog.overtakes: 10])!
                    _ = await service.recordCompletedRun(run)
                    let handedOutAgain = isRun(recorder.finishRun(id, metrics: [TestCatalog.overtakes: 10]))
                    #expect(!handedOutAgain)
                }
            }
        }
        #expect(await service.snapshot().cumulative(TestCatalog.overtakes) == 2_000)
        #expect(await service.snapshot().achievedChallengeIDs == ["total_1k"])
    }

    @Test("a second finish of the same run, or a finish after restart without game over, yields nothing stale")
    func commitAfterRestart() {
        let recorder = RunTelemetryRecorder()
        let firstRun = recorder.startRun()
        recorder.record(TestCatalog.tap)
        let first = recorder.finishRun(firstRun, metrics: [TestCatalog.overtakes: 5])!
        let (firstID, firstInputs) = (first.runID, first.telemetry.usedInputs)
        #expect(firstInputs == [TestCatalog.tap])
        let handedOutAgain = isRun(recorder.finishRun(firstRun, metrics: [TestCatalog.overtakes: 5]))
        #expect(!handedOutAgain)
        let nextRun = recorder.startRun()
        let next = recorder.finishRun(nextRun, metrics: [TestCatalog.overtakes: 7])!
        let (nextID, nextInputs) = (next.runID, next.telemetry.usedInputs)
        #expect(nextInputs.isEmpty)
        #expect(nextID != firstID)
    }

    @Test("progress per challenge and total points, for a progress UI")
    func progressAndPoints() async {
        let service = TestCatalog.service()
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 150, inputs: [TestCatalog.tap]))
        let progress = await service.allProgress()
        #expect(progress.map(\.id) == TestCatalog.catalog.definitions.map(\.id))
        #expect(progress.map(\.current) == [100, 150, 150, 150, 150, 1, 0, 0])
        #expect(progress.map(\.goal) == [100, 200, 500, 1_000, 5_000, 1, 1, 1])
        #expect(progress.map(\.fraction) == [1, 0.75, 0.3, 0.15, 0.03, 1, 0, 0])
        #expect(progress.map(\.isAchieved) == [true, false, false, false, false, true, false, false])
        #expect(await service.totalPoints() == 10)
    }

    @Test("achievements are permanent: a raised threshold does not take one away")
    func achievementsArePermanent() async {
        let store = InMemoryChallengeProgressStore()
        _ = await TestCatalog.service(store: store).recordCompletedRun(TestCatalog.run(overtakes: 120))
        let raised = ChallengeCatalog(definitions: [
            ChallengeDefinition(id: "run_100", group: "runOvertakes", condition: .bestRun(TestCatalog.overtakes, threshold: 1_000), points: 5, isHidden: false),
        ])
        let service = LocalChallengeProgressService(catalog: raised, mapping: TestCatalog.mapping, store: store, reportsAutomatically: false)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 1))
        #expect(await service.snapshot().achievedChallengeIDs == ["run_100"])
        #expect(await service.allProgress().first?.fraction == 1)
        #expect(ChallengeEvaluator(catalog: raised).achievedIDs(for: await service.snapshot()) == ["run_100"])
    }

    @Test("log messages use the challenge label and the 🏅 prefix")
    func logging() async {
        let handler = CapturingLogHandler(label: "challenge")
        let logger = Logger(label: ChallengeLog.label) { _ in handler }
        let service = TestCatalog.service(log: ChallengeLog(logger: logger))
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 100, inputs: [TestCatalog.tap]))
        let messages = handler.messages
        #expect(messages.count == 1)
        #expect(messages.first?.message == "🏅 completed run overtakes=100 inputs [tap]; newly achieved: [control_tap, run_100]")
        #expect(messages.allSatisfy { $0.message.hasPrefix("🏅 ") })
        #expect(ChallengeLog.label == "challenge")
    }
}
