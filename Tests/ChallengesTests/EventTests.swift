import CatalogTestSupport
import Challenges
import Foundation
import Testing

/// Reads events from `stream` until `count` of those `matching` have arrived,
/// or 20 s have passed (then it records an issue and returns what came, so a
/// missing event fails the test instead of hanging it).
func collect(_ count: Int, from stream: AsyncStream<ChallengeEvent>,
             matching include: @escaping @Sendable (ChallengeEvent) -> Bool = { _ in true },
             sourceLocation: SourceLocation = #_sourceLocation) async -> [ChallengeEvent] {
    await withTaskGroup(of: (events: [ChallengeEvent], timedOut: Bool).self) { group in
        group.addTask {
            var events: [ChallengeEvent] = []
            for await event in stream where include(event) {
                events.append(event)
                if events.count == count { break }
            }
            return (events, false) // ended, or cancelled at the time limit with what came
        }
        group.addTask {
            try? await Task.sleep(for: .seconds(20))
            return ([], true)
        }
        let first = await group.next()!
        group.cancelAll()
        guard first.timedOut else { return first.events }
        Issue.record("only some of \(count) events arrived within 20 s", sourceLocation: sourceLocation)
        return await group.next()?.events ?? []
    }
}

/// The store health of a `storeHealthChanged` event.
func storeHealth(of event: ChallengeEvent) -> ChallengeStoreHealth? {
    if case .storeHealthChanged(let health) = event { return health }
    return nil
}

@Suite("Events a game can observe", .quietLogs)
struct EventTests {
    @Test("every observer sees progress, achievements and reports, in order")
    func severalObservers() async {
        let reporter = RecordingReporter()
        let service = TestCatalog.service(reporter: reporter)
        let first = service.events()
        let second = service.events()
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 120, inputs: [TestCatalog.tap]))
        _ = await service.reportPending()
        let snapshot = await service.snapshot()
        var progressed = snapshot
        progressed.reportedChallengeIDs = []
        let expected: [ChallengeEvent] = [
            .progressed(progressed), .achieved(["run_100", "control_tap"]), .reported(["run_100"]), .reported(["control_tap"]),
        ]
        #expect(await collect(4, from: first) == expected)
        #expect(await collect(4, from: second) == expected)
    }

    @Test("a failed report is an event with the reason")
    func reportFailedEvent() async {
        let service = TestCatalog.service(reporter: ControlledReporter(mode: .fail))
        let events = service.events()
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 100))
        _ = await service.reportPending()
        let received = await collect(3, from: events)
        #expect(received.last == .reportFailed(["run_100"], reason: String(describing: CocoaError(.featureUnsupported))))
    }

    @Test("a run that changes nothing sends no progress event")
    func noChangeNoEvent() async {
        let service = TestCatalog.service()
        let events = service.events()
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 0))
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 100))
        let received = await collect(1, from: events)
        guard case .progressed(let snapshot) = received.first else {
            Issue.record("expected a progress event, got \(received)")
            return
        }
        #expect(snapshot.cumulative(TestCatalog.overtakes) == 100)
    }
}

@Suite("The observable model", .quietLogs)
@MainActor
struct ChallengeProgressModelTests {
    @Test("the model follows the service without polling")
    func modelFollows() async throws {
        let service = TestCatalog.service()
        let model = ChallengeProgressModel(service: service)
        let following = Task { await model.follow() }
        defer { following.cancel() }
        try await waitUntil { model.progress.count == TestCatalog.catalog.definitions.count }
        #expect(model.totalPoints == 0)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 220, inputs: [TestCatalog.swipe]))
        try await waitUntil { model.totalPoints == 20 && !model.recentlyAchieved.isEmpty }
        #expect(model.recentlyAchieved == ["run_100", "run_200", "control_swipe"])
        #expect(model.progress.filter(\.isAchieved).map(\.id) == ["run_100", "run_200", "control_swipe"])
        #expect(model.storeHealth == .healthy)
    }

    @Test("the model shows a store that stopped keeping progress")
    func modelShowsStoreProblem() async throws {
        let bytes = FaultyBytes()
        let service = TestCatalog.service(store: SnapshotByteStore(bytes: bytes))
        let model = ChallengeProgressModel(service: service)
        let following = Task { await model.follow() }
        defer { following.cancel() }
        try await waitUntil { model.progress.count == TestCatalog.catalog.definitions.count }
        bytes.failWrites(true)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 5))
        try await waitUntil { model.storeHealth.isFailing }
    }
}
