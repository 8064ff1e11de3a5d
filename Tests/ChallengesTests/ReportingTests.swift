import CatalogTestSupport
import Challenges
import Foundation
import Testing

@Suite("Reporting and replay", .quietLogs)
struct ReportingTests {
    @Test("the planner lists achieved, unreported challenges once, in catalog order")
    func plannerOrderAndOnce() {
        let planner = ChallengeReplayPlanner(catalog: TestCatalog.catalog, mapping: TestCatalog.mapping)
        let plan = planner.plan(achieved: ["control_tap", "run_100", "total_1k", "retired_one"], alreadyReported: ["total_1k"])
        #expect(plan == [
            ChallengeReportItem(localID: "run_100", ascAchievementID: "ach.run.overtakes.0100"),
            ChallengeReportItem(localID: "control_tap", ascAchievementID: "ach.control.tap"),
        ])
        #expect(planner.plan(achieved: ["run_100"], alreadyReported: ["run_100"]) == [])
    }

    @Test("the no-op reporter leaves everything pending for the first real reporter (retroactive sync)")
    func noOpKeepsEverythingPending() async {
        let store = InMemoryChallengeProgressStore()
        let before = TestCatalog.service(store: store)
        _ = await before.recordCompletedRun(TestCatalog.run(overtakes: 250, inputs: [TestCatalog.tap]))
        #expect(await before.reportPending() == ChallengeReportOutcome())
        #expect(await before.snapshot().reportedChallengeIDs.isEmpty)
        let reporter = RecordingReporter()
        let after = TestCatalog.service(store: store, reporter: reporter)
        let outcome = await after.reportPending()
        #expect(outcome.reported == ["run_100", "run_200", "control_tap"])
        #expect(await reporter.delivered == ["ach.run.overtakes.0100", "ach.run.overtakes.0200", "ach.control.tap"])
        #expect(await after.reportPending() == ChallengeReportOutcome())
        #expect(store.load().snapshot.reportedChallengeIDs == ["run_100", "run_200", "control_tap"])
    }

    @Test("a reporter that fails half the time converges after retries, reporting each achievement once")
    func flakyReporterConverges() async {
        let reporter = FlakyReporter()
        let service = TestCatalog.service(reporter: reporter)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 1_200, inputs: [TestCatalog.tap, TestCatalog.swipe, TestCatalog.voiceOver]))
        var passes = 0
        var failures = 0
        while true {
            let outcome = await service.reportPending()
            failures += outcome.failed.count
            passes += 1
            if outcome.failed.isEmpty { break }
        }
        let delivered = await reporter.delivered
        #expect(failures > 0)
        #expect(passes == 2)
        #expect(delivered.count == 7)
        #expect(Set(delivered).count == delivered.count)
        #expect(await service.snapshot().reportedChallengeIDs == ["run_100", "run_200", "run_500", "total_1k", "control_tap", "control_swipe", "control_voiceover"])
    }

    @Test("automatic reporting runs in the background after a change that achieves something")
    func automaticReporting() async throws {
        let reporter = RecordingReporter()
        let service = LocalChallengeProgressService(catalog: TestCatalog.catalog, mapping: TestCatalog.mapping,
                                                    store: InMemoryChallengeProgressStore(), reporter: reporter)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 100))
        for _ in 0..<200 where await reporter.delivered.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        #expect(await reporter.delivered == ["ach.run.overtakes.0100"])
    }
}
