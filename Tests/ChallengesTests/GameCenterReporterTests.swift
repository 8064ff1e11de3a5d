import CatalogTestSupport
import Challenges
import ChallengesGameCenter
import Foundation
import Testing

/// Game Center as a fake: what it holds, every report call, and the sign-in state.
final class FakeGameCenter: GameCenterAchievementsClient, @unchecked Sendable {
    // @unchecked: every stored property is read and written only under `lock`.
    private let lock = NSLock()
    private var held: [String: Double]
    private var calls: [[GameCenterAchievementState]] = []
    private var banners: [Bool] = []
    private var loads = 0
    private var signedIn: Bool
    private var failing = false
    private let updates: AsyncStream<Bool>
    private let continuation: AsyncStream<Bool>.Continuation

    init(held: [String: Double] = [:], signedIn: Bool = true) {
        self.held = held
        self.signedIn = signedIn
        (updates, continuation) = AsyncStream.makeStream(of: Bool.self)
    }

    var isAuthenticated: Bool { lock.withLock { signedIn } }
    func authenticationUpdates() -> AsyncStream<Bool> { updates }
    var reportCalls: [[GameCenterAchievementState]] { lock.withLock { calls } }
    var bannerFlags: [Bool] { lock.withLock { banners } }
    var loadCount: Int { lock.withLock { loads } }

    /// Makes every report call fail (Game Center unreachable) or work again.
    func failReports(_ fail: Bool) { lock.withLock { failing = fail } }

    func signIn() {
        lock.withLock { signedIn = true }
        continuation.yield(true)
    }

    func loadAchievements() async throws -> [GameCenterAchievementState] {
        lock.withLock {
            loads += 1
            return held.map { GameCenterAchievementState(identifier: $0.key, percentComplete: $0.value) }
        }
    }

    func report(_ achievements: [GameCenterAchievementState], showsCompletionBanner: Bool) async throws {
        try lock.withLock {
            if failing { throw CocoaError(.featureUnsupported) }
            calls.append(achievements)
            banners.append(showsCompletionBanner)
            for state in achievements { held[state.identifier] = max(held[state.identifier] ?? 0, state.percentComplete) }
        }
    }
}

private func item(_ id: ChallengeIdentifier, _ percent: Double = 100) -> ChallengeReportItem {
    ChallengeReportItem(localID: id, ascAchievementID: TestCatalog.mapping.ascAchievementID(for: id)!, percentComplete: percent)
}

@Suite("The Game Center reporter's decisions", .quietLogs)
struct GameCenterReporterTests {
    @Test("what Game Center already has complete is skipped; the rest goes in one call")
    func skipsCompleted() async throws {
        let gameCenter = FakeGameCenter(held: ["ach.run.overtakes.0100": 100, "ach.run.overtakes.0200": 40])
        let reporter = GameCenterChallengeReporter(client: gameCenter)
        try await reporter.report([item("run_100"), item("run_200"), item("control_tap")])
        #expect(gameCenter.reportCalls == [[
            GameCenterAchievementState(identifier: "ach.run.overtakes.0200", percentComplete: 100),
            GameCenterAchievementState(identifier: "ach.control.tap", percentComplete: 100),
        ]])
        #expect(gameCenter.bannerFlags == [true])
        try await reporter.report([item("run_100")])
        #expect(gameCenter.reportCalls.count == 1)
        #expect(gameCenter.loadCount == 1)
    }

    @Test("the service reports in batches of the reporter's size")
    func batches() async {
        let gameCenter = FakeGameCenter()
        let service = TestCatalog.service(reporter: GameCenterChallengeReporter(client: gameCenter, maximumBatchSize: 3))
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 1_200, inputs: [TestCatalog.tap, TestCatalog.swipe, TestCatalog.voiceOver]))
        let outcome = await service.reportPending()
        #expect(outcome.reported.count == 7)
        #expect(gameCenter.reportCalls.map(\.count) == [3, 3, 1])
    }

    @Test("nothing is reported while signed out; signing in starts a pass")
    func onlyWhileSignedIn() async throws {
        let gameCenter = FakeGameCenter(signedIn: false)
        let reporter = GameCenterChallengeReporter(client: gameCenter)
        await #expect(throws: GameCenterReportError.notAuthenticated) { try await reporter.report([item("run_100")]) }
        let service = LocalChallengeProgressService(catalog: TestCatalog.catalog, mapping: TestCatalog.mapping,
                                                    store: InMemoryChallengeProgressStore(), reporter: reporter)
        await service.launch()
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 130))
        #expect(await service.snapshot().reportedChallengeIDs.isEmpty)
        #expect(gameCenter.reportCalls.isEmpty)
        gameCenter.signIn()
        try await waitUntil { await service.snapshot().reportedChallengeIDs == ["run_100"] }
        #expect(gameCenter.reportCalls.flatMap { $0 }.map(\.identifier) == ["ach.run.overtakes.0100"])
    }

    @Test("partial progress is sent in whole percents, only when above what Game Center has")
    func partialProgress() async throws {
        let gameCenter = FakeGameCenter(held: ["ach.total.overtakes.005k": 10])
        let reporter = GameCenterChallengeReporter(client: gameCenter, reportsPartialProgress: true)
        try await reporter.report([item("total_5k", 10.9)])      // same whole percent as Game Center has
        try await reporter.report([item("total_5k", 11.2)])      // moved to 11
        try await reporter.report([item("total_5k", 11.9)])      // still 11
        try await reporter.report([item("total_5k", 13)])
        try await reporter.report([item("total_5k", 99.99)])     // not achieved: 99, never 100
        #expect(gameCenter.reportCalls.flatMap { $0 }.map(\.percentComplete) == [11, 13, 99])
    }

    @Test("through the service, progress goes out as whole percents, strictly increasing, 100 only when achieved")
    func wholePercentsThroughService() async {
        let gameCenter = FakeGameCenter()
        let service = TestCatalog.service(reporter: GameCenterChallengeReporter(client: gameCenter, reportsPartialProgress: true))
        for overtakes in [333, 8, 658, 1] {     // cumulative 333, 341, 999, 1,000; best run 333, then 658
            _ = await service.recordCompletedRun(TestCatalog.run(overtakes: overtakes))
            _ = await service.reportPending()
        }
        let sent = Dictionary(grouping: gameCenter.reportCalls.flatMap { $0 }, by: \.identifier).mapValues { $0.map(\.percentComplete) }
        #expect(sent == [
            "ach.run.overtakes.0100": [100],
            "ach.run.overtakes.0200": [100],
            "ach.run.overtakes.0500": [66, 100],             // 333 of 500 is 66.6 %
            "ach.total.overtakes.001k": [33, 34, 99, 100],   // 33.3, 34.1, 99.9, achieved
            "ach.total.overtakes.005k": [6, 19, 20],         // 6.66, 6.82 (unchanged), 19.98, 20
        ])
    }

    @Test("a failed pass lists failed achievements apart from failed progress")
    func failedAchievementsApartFromProgress() async {
        let gameCenter = FakeGameCenter()
        let service = TestCatalog.service(reporter: GameCenterChallengeReporter(client: gameCenter, reportsPartialProgress: true))
        let events = service.events()
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 150))
        gameCenter.failReports(true)
        let failing = await service.reportPending()
        #expect(failing == ChallengeReportOutcome(reported: [], failed: ["run_100"],
                                                  failedProgress: ["run_200", "run_500", "total_1k", "total_5k"]))
        let failures = await collect(1, from: events) { if case .reportFailed = $0 { true } else { false } }
        #expect(failures == [.reportFailed(["run_100"], reason: String(describing: CocoaError(.featureUnsupported)))])
        gameCenter.failReports(false)
        #expect(await service.reportPending() == ChallengeReportOutcome(reported: ["run_100"]))
    }

    @Test("partial progress is not sent unless asked for")
    func noPartialProgressByDefault() async throws {
        let gameCenter = FakeGameCenter()
        try await GameCenterChallengeReporter(client: gameCenter).report([item("total_5k", 50)])
        #expect(gameCenter.reportCalls.isEmpty)
    }

    @Test("through the service: partial progress of started thresholds, never marked reported")
    func partialProgressThroughService() async {
        let gameCenter = FakeGameCenter()
        let reporter = GameCenterChallengeReporter(client: gameCenter, reportsPartialProgress: true)
        let service = TestCatalog.service(reporter: reporter)
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 150))
        let outcome = await service.reportPending()
        #expect(outcome.reported == ["run_100"])
        let sent = gameCenter.reportCalls.flatMap { $0 }
        #expect(sent.map(\.identifier) == ["ach.run.overtakes.0100", "ach.run.overtakes.0200", "ach.run.overtakes.0500",
                                          "ach.total.overtakes.001k", "ach.total.overtakes.005k"])
        #expect(sent.map(\.percentComplete) == [100, 75, 30, 15, 3])
        #expect(await service.snapshot().reportedChallengeIDs == ["run_100"])
        _ = await service.reportPending() // nothing moved: nothing sent
        #expect(gameCenter.reportCalls.flatMap { $0 }.count == 5)
    }
}
