import CatalogTestSupport
import Challenges
import Foundation
import Logging
import Testing

@Suite("A game-over flow finishes only the run it names", .quietLogs)
struct RunIdentityTests {
    @Test("a late second flow cannot finish the run the player restarted into")
    func lateFlowDoesNotFinishNextRun() async {
        let service = TestCatalog.service()
        let recorder = RunTelemetryRecorder()
        let runA = recorder.startRun()
        recorder.record(TestCatalog.tap)
        // The phone flow reaches game over first and records run A.
        guard let finishedA = recorder.finishRun(runA, metrics: [TestCatalog.overtakes: 120]) else {
            Issue.record("run A was not handed out")
            return
        }
        _ = await service.recordCompletedRun(finishedA)
        // The player restarts at once and swipes in run B.
        let runB = recorder.startRun()
        recorder.record(TestCatalog.swipe)
        // The watch flow's late game over for run A arrives now.
        let late = isRun(recorder.finishRun(runA, metrics: [TestCatalog.overtakes: 120]))
        #expect(!late)
        #expect(recorder.isRunInProgress)
        #expect(recorder.isCurrentRun(runB))
        #expect(await service.snapshot().cumulative(TestCatalog.overtakes) == 120)
        #expect(await !service.snapshot().usedControlInputs.contains(TestCatalog.swipe))
        // B's real game over still hands out B, with its swipe.
        guard let finishedB = recorder.finishRun(runB, metrics: [TestCatalog.overtakes: 30]) else {
            Issue.record("run B was not handed out")
            return
        }
        #expect(finishedB.telemetry.usedInputs == [TestCatalog.swipe])
        #expect(await service.recordCompletedRun(finishedB) == ["control_swipe"])
        #expect(await service.snapshot().cumulative(TestCatalog.overtakes) == 150)
    }

    @Test("an abandoned run is thrown away: its inputs never count, and it cannot be finished")
    func abandonedRun() {
        let recorder = RunTelemetryRecorder()
        let run = recorder.startRun()
        recorder.record(TestCatalog.voiceOver)
        #expect(recorder.abandonRun(run))
        #expect(!recorder.isRunInProgress)
        let finishedAfterAbandon = isRun(recorder.finishRun(run, metrics: [TestCatalog.overtakes: 1]))
        #expect(!finishedAfterAbandon)
        #expect(!recorder.abandonRun(run))
        recorder.record(TestCatalog.tap) // no run: ignored
        #expect(recorder.currentTelemetry.usedInputs.isEmpty)
    }

    @Test("a stale or unknown run ID is logged once, saying why, and changes nothing")
    func staleIDLoggedOnce() {
        let handler = CapturingLogHandler(label: "challenge")
        let recorder = RunTelemetryRecorder(log: ChallengeLog(logger: Logger(label: ChallengeLog.label) { _ in handler }))
        let first = recorder.startRun()
        let second = recorder.startRun()
        recorder.record(TestCatalog.tap)
        let finishedFirst = [isRun(recorder.finishRun(first, metrics: [:])), isRun(recorder.finishRun(first, metrics: [:]))]
        #expect(finishedFirst == [false, false])
        #expect(!recorder.abandonRun(first))
        let unknown = UUID()
        let finishedUnknown = isRun(recorder.finishRun(unknown, metrics: [:]))
        #expect(!finishedUnknown)
        #expect(recorder.isCurrentRun(second))
        #expect(recorder.currentTelemetry.usedInputs == [TestCatalog.tap])
        #expect(handler.messages.map(\.message) == [
            "🏅 finishRun named run \(first), a run replaced by a newer run; ignored, the run in progress is untouched",
            "🏅 finishRun named run \(unknown), a run this recorder never started; ignored, the run in progress is untouched",
        ])
        #expect(handler.messages.map(\.level) == [.warning, .warning])
        guard let finished = recorder.finishRun(second, metrics: [:]) else {
            Issue.record("the current run was not handed out")
            return
        }
        #expect(finished.runID == second)
        let finishedAgain = isRun(recorder.finishRun(second, metrics: [:])) // the other game-over flow, late
        #expect(!finishedAgain)
        #expect(handler.messages.last?.message == "🏅 finishRun named run \(second), a run finished already; ignored, the run in progress is untouched")
    }

    @Test("abandoning a stale run leaves the current one alone")
    func abandonStaleRun() {
        let recorder = RunTelemetryRecorder()
        let old = recorder.startRun()
        let current = recorder.startRun()
        recorder.record(TestCatalog.tap)
        #expect(!recorder.abandonRun(old))
        guard let finished = recorder.finishRun(current, metrics: [:]) else {
            Issue.record("the current run was not handed out")
            return
        }
        #expect(finished.telemetry.usedInputs == [TestCatalog.tap])
    }
}
