import CatalogTestSupport
import Challenges
import Foundation
import Testing

/// A reporter that counts deliveries per ID and can be told to hang or fail.
actor ControlledReporter: ChallengeProgressReporter {
    enum Mode { case deliver, fail, hang }
    private(set) var deliveries: [String: Int] = [:]
    private(set) var calls = 0
    private var mode: Mode
    private let delay: Duration
    nonisolated let availability: AsyncStream<Bool>
    private let availabilityContinuation: AsyncStream<Bool>.Continuation
    private let signedIn: Locked<Bool>
    /// Hung calls wait here; opened by the test, or after 60 s so nothing waits for ever.
    nonisolated let hangGate = Gate(opensAfter: .seconds(60))

    init(mode: Mode = .deliver, delay: Duration = .zero, signedIn: Bool = true) {
        self.mode = mode
        self.delay = delay
        (availability, availabilityContinuation) = AsyncStream.makeStream(of: Bool.self)
        self.signedIn = Locked(signedIn)
    }

    nonisolated var deliversReports: Bool { signedIn.value }
    nonisolated func availabilityUpdates() -> AsyncStream<Bool> { availability }

    func setMode(_ mode: Mode) { self.mode = mode }

    nonisolated func signIn() {
        signedIn.value = true
        availabilityContinuation.yield(true)
    }

    var delivered: Int { deliveries.values.reduce(0, +) }

    func report(_ items: [ChallengeReportItem]) async throws {
        calls += 1
        switch mode {
        case .fail:
            throw CocoaError(.featureUnsupported)
        case .hang:
            // Ignores cancellation, as a stuck framework call would, until the test opens the gate.
            await hangGate.wait()
            throw CocoaError(.userCancelled)
        case .deliver:
            if delay > .zero { try? await Task.sleep(for: delay) }
            for item in items { deliveries[item.ascAchievementID, default: 0] += 1 }
        }
    }
}

/// A reporter whose first call delivers at once and whose later calls hang
/// (ignoring cancellation) until the test opens the gate, or 60 s pass, and
/// then deliver.
actor HangsAfterFirstCall: ChallengeProgressReporter {
    private(set) var delivered: [String] = []
    private var calls = 0
    nonisolated let gate = Gate(opensAfter: .seconds(60))

    func report(_ items: [ChallengeReportItem]) async throws {
        calls += 1
        if calls > 1 { await gate.wait() }
        delivered += items.map(\.ascAchievementID)
    }
}

/// A gate async callers wait at, ignoring cancellation, until it opens.
final class Gate: @unchecked Sendable {
    // @unchecked: every stored property is read and written only under `lock`.
    private let lock = NSLock()
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(opensAfter limit: Duration) {
        Task { [weak self] in
            try? await Task.sleep(for: limit)
            self?.open()
        }
    }

    var opened: Bool { lock.withLock { isOpen } }

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = lock.withLock { () -> Bool in
                if isOpen { return true }
                waiting.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let resumed = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            isOpen = true
            defer { waiting = [] }
            return waiting
        }
        for continuation in resumed { continuation.resume() }
    }
}

/// A value behind a lock, for state a nonisolated property reads.
final class Locked<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `stored` is read and written only under `lock`.
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}

private let fast = ChallengeReportingPolicy(callTimeout: .milliseconds(200), initialRetryDelay: .milliseconds(20),
                                            maximumRetryDelay: .milliseconds(80))

private func service(_ reporter: ControlledReporter, store: InMemoryChallengeProgressStore = .init(),
                     automatic: Bool = false) -> LocalChallengeProgressService {
    LocalChallengeProgressService(catalog: TestCatalog.catalog, mapping: TestCatalog.mapping, store: store,
                                  reporter: reporter, reportsAutomatically: automatic, policy: fast)
}

@Suite("Reporting is exactly once and never stalls", .quietLogs)
struct ReportingTimingTests {
    @Test("overlapping passes join one pass: every ID is delivered once")
    func overlappingPassesDeliverOnce() async {
        let reporter = ControlledReporter(delay: .milliseconds(20))
        let service = service(reporter)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 600, inputs: [TestCatalog.tap]))
        let outcomes = await withTaskGroup(of: ChallengeReportOutcome.self) { group in
            for _ in 0..<8 { group.addTask { await service.reportPending() } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(await reporter.deliveries.values.allSatisfy { $0 == 1 })
        #expect(await reporter.delivered == 4)
        #expect(outcomes.allSatisfy { $0.reported == ["run_100", "run_200", "run_500", "control_tap"] })
        #expect(await service.reportPending() == ChallengeReportOutcome())
    }

    @Test("an automatic pass and the game's own call together deliver once")
    func automaticAndManualDeliverOnce() async throws {
        let reporter = ControlledReporter(delay: .milliseconds(10))
        let service = service(reporter, automatic: true)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 250))
        _ = await service.reportPending()
        _ = await service.reportPending()
        try await waitUntil { await service.snapshot().reportedChallengeIDs == ["run_100", "run_200"] }
        #expect(await reporter.deliveries == ["ach.run.overtakes.0100": 1, "ach.run.overtakes.0200": 1])
    }

    @Test("a hung reporter call times out as failed, and later passes go on")
    func hungReporterTimesOut() async throws {
        let reporter = ControlledReporter(mode: .hang)
        defer { reporter.hangGate.open() }
        let service = service(reporter)
        let events = service.events()
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 150))
        let hung = await service.reportPending()
        #expect(!reporter.hangGate.opened) // the pass ended while the call still hangs
        #expect(hung.failed == ["run_100"])
        #expect(await collect(3, from: events).last == .reportFailed(["run_100"], reason: "the reporter did not answer within 0.2 seconds"))
        await reporter.setMode(.deliver)
        let next = await service.reportPending()
        #expect(next.reported == ["run_100"])
    }

    @Test("gameplay never waits on reporting: a game over returns while the reporter hangs")
    func gameplayDoesNotWait() async throws {
        let reporter = ControlledReporter(mode: .hang)
        defer { reporter.hangGate.open() }
        let service = LocalChallengeProgressService(
            catalog: TestCatalog.catalog, mapping: TestCatalog.mapping, store: InMemoryChallengeProgressStore(), reporter: reporter,
            policy: ChallengeReportingPolicy(callTimeout: .seconds(120)))
        for _ in 0..<5 { _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 150)) }
        try await waitUntil { await reporter.calls == 1 } // the automatic pass is stuck in its first call
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 150))
        #expect(!reporter.hangGate.opened) // every game over returned while reporting hangs
        #expect(await service.snapshot().cumulative(TestCatalog.overtakes) == 900)
    }

    @Test("a failed report is retried with backoff without anything new being achieved")
    func retriedWithBackoff() async throws {
        let reporter = ControlledReporter(mode: .fail)
        let service = service(reporter, automatic: true)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 150))
        try await waitUntil { await reporter.calls >= 3 }
        await reporter.setMode(.deliver)
        try await waitUntil { await service.snapshot().reportedChallengeIDs == ["run_100"] }
        #expect(await reporter.deliveries == ["ach.run.overtakes.0100": 1])
    }

    @Test("a game over retries what is still pending, even when it achieves nothing")
    func gameOverRetries() async throws {
        let reporter = ControlledReporter(mode: .fail)
        let store = InMemoryChallengeProgressStore()
        let failing = service(reporter, store: store)
        _ = await failing.recordCompletedRun(TestCatalog.run(overtakes: 150))
        #expect(await failing.reportPending().failed == ["run_100"])
        await reporter.setMode(.deliver)
        let relaunched = service(reporter, store: store, automatic: true)
        _ = await relaunched.recordCompletedRun(TestCatalog.run(overtakes: 1))
        try await waitUntil { await relaunched.snapshot().reportedChallengeIDs == ["run_100"] }
    }

    @Test("signing in starts a pass at once")
    func signInStartsPass() async throws {
        let reporter = ControlledReporter(signedIn: false)
        let service = service(reporter, automatic: true)
        await service.launch()
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 100))
        #expect(await service.reportPending() == ChallengeReportOutcome()) // signed out: nothing marked reported
        #expect(await reporter.calls == 0)
        reporter.signIn()
        try await waitUntil { await service.snapshot().reportedChallengeIDs == ["run_100"] }
    }

    @Test("a success is saved before the pass ends: a relaunch never delivers it again")
    func successPersistedBeforePassEnds() async {
        let store = InMemoryChallengeProgressStore()
        let reporter = ControlledReporter()
        let first = service(reporter, store: store)
        _ = await first.recordCompletedRun(TestCatalog.run(overtakes: 150, inputs: [TestCatalog.swipe]))
        _ = await first.reportPending()
        #expect(store.load().snapshot.reportedChallengeIDs == ["run_100", "control_swipe"])
        let relaunched = service(reporter, store: store)
        #expect(await relaunched.reportPending() == ChallengeReportOutcome())
        #expect(await reporter.delivered == 2)
    }

    @Test("reportPending(deadline:) returns by its deadline while a call hangs, with what went out so far; the pass goes on")
    func reportPendingWithDeadline() async throws {
        let reporter = HangsAfterFirstCall()
        defer { reporter.gate.open() }
        let service = LocalChallengeProgressService(
            catalog: TestCatalog.catalog, mapping: TestCatalog.mapping, store: InMemoryChallengeProgressStore(), reporter: reporter,
            reportsAutomatically: false, policy: ChallengeReportingPolicy(callTimeout: .seconds(120)))
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 250)) // run_100, then run_200 (which hangs)
        let outcome = await service.reportPending(deadline: .seconds(3))
        #expect(!reporter.gate.opened) // returned while the second call still hangs
        #expect(outcome == ChallengeReportOutcome(reported: ["run_100"], isComplete: false))
        #expect(await service.snapshot().reportedChallengeIDs == ["run_100"])
        reporter.gate.open()
        // The pass went on by itself (nothing else reports: reporting is not automatic here).
        try await waitUntil { await service.snapshot().reportedChallengeIDs == ["run_100", "run_200"] }
        #expect(await reporter.delivered == ["ach.run.overtakes.0100", "ach.run.overtakes.0200"])
    }

    @Test("reportPending(deadline:) with nothing hanging returns the whole pass")
    func reportPendingWithinDeadline() async {
        let reporter = ControlledReporter()
        let service = service(reporter)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 150))
        #expect(await service.reportPending(deadline: .seconds(60)) == ChallengeReportOutcome(reported: ["run_100"]))
    }

    @Test("the backoff doubles from the initial delay up to the maximum")
    func backoffDoubles() {
        let policy = ChallengeReportingPolicy(initialRetryDelay: .seconds(5), maximumRetryDelay: .seconds(60))
        #expect((1...6).map { policy.retryDelay(attempt: $0) } == [.seconds(5), .seconds(10), .seconds(20), .seconds(40), .seconds(60), .seconds(60)])
        #expect(policy.retryDelay(attempt: .max) == .seconds(60))
        #expect(policy.retryDelay(attempt: 0) == .seconds(5))
    }
}
