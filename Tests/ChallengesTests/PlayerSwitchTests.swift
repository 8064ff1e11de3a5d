import CatalogTestSupport
import Challenges
import ChallengesGameCenter
import Foundation
import Testing

/// Game Center on a device two players share: what each player holds, what
/// each was sent, and who is signed in.
final class SharedDeviceGameCenter: GameCenterAchievementsClient, @unchecked Sendable {
    // @unchecked: every stored property is read and written only under `lock`.
    private let lock = NSLock()
    private var player: String?
    private var held: [String: [String: Double]] = [:]
    private var sent: [String: [String]] = [:]
    private var loads: [String] = []
    private let updates: AsyncStream<Bool>
    private let continuation: AsyncStream<Bool>.Continuation

    init(signedIn player: String?) {
        self.player = player
        (updates, continuation) = AsyncStream.makeStream(of: Bool.self)
    }

    var isAuthenticated: Bool { lock.withLock { player != nil } }
    var playerID: String? { lock.withLock { player } }
    func authenticationUpdates() -> AsyncStream<Bool> { updates }

    /// What each player was sent, in order.
    var sentByPlayer: [String: [String]] { lock.withLock { sent } }
    /// Whose achievements were loaded, in order.
    var loadedFor: [String] { lock.withLock { loads } }

    /// Signs `player` in (another player replaces the one signed in), or out with `nil`.
    func signIn(_ player: String?) {
        lock.withLock { self.player = player }
        continuation.yield(player != nil)
    }

    func loadAchievements() async throws -> [GameCenterAchievementState] {
        try lock.withLock {
            guard let player else { throw GameCenterReportError.notAuthenticated }
            loads.append(player)
            return (held[player] ?? [:]).map { GameCenterAchievementState(identifier: $0.key, percentComplete: $0.value) }
        }
    }

    func report(_ achievements: [GameCenterAchievementState], showsCompletionBanner: Bool) async throws {
        try lock.withLock {
            guard let player else { throw GameCenterReportError.notAuthenticated }
            for state in achievements {
                sent[player, default: []].append(state.identifier)
                held[player, default: [:]][state.identifier] = max(held[player]?[state.identifier] ?? 0, state.percentComplete)
            }
        }
    }
}

@Suite("A second player on the same device", .quietLogs)
struct PlayerSwitchTests {
    @Test("sign out, another player signs in: they are sent every achievement; reported state is kept per player")
    func anotherPlayerSignsIn() async throws {
        let gameCenter = SharedDeviceGameCenter(signedIn: "T:alice")
        let store = InMemoryChallengeProgressStore()
        let service = LocalChallengeProgressService(catalog: TestCatalog.catalog, mapping: TestCatalog.mapping, store: store,
                                                    reporter: GameCenterChallengeReporter(client: gameCenter))
        await service.launch()
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 150))
        try await waitUntil { await service.snapshot().reportedChallengeIDs(for: "T:alice") == ["run_100"] }

        gameCenter.signIn(nil)            // Alice signs out
        gameCenter.signIn("T:bob")        // Bob signs in on the same device: a pass starts for him
        try await waitUntil { await service.snapshot().reportedChallengeIDs(for: "T:bob") == ["run_100"] }

        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 1, inputs: [TestCatalog.tap]))
        try await waitUntil { await service.snapshot().reportedChallengeIDs(for: "T:bob") == ["run_100", "control_tap"] }

        gameCenter.signIn("T:alice")      // Alice again: only what she lacks
        try await waitUntil { await service.snapshot().reportedChallengeIDs(for: "T:alice") == ["run_100", "control_tap"] }

        #expect(gameCenter.sentByPlayer == ["T:alice": ["ach.run.overtakes.0100", "ach.control.tap"],
                                            "T:bob": ["ach.run.overtakes.0100", "ach.control.tap"]])
        #expect(gameCenter.loadedFor == ["T:alice", "T:bob", "T:alice"]) // Game Center's holdings reloaded on each switch
        let stored = store.load().snapshot
        #expect(stored.reportedChallengeIDsByPlayer == ["T:alice": ["run_100", "control_tap"], "T:bob": ["run_100", "control_tap"]])
        #expect(stored.reportedChallengeIDs.isEmpty)
    }

    @Test("what a player already holds in Game Center is not sent again after a switch")
    func heldByTheNewPlayerIsSkipped() async {
        let gameCenter = SharedDeviceGameCenter(signedIn: "T:bob")
        let service = TestCatalog.service(reporter: GameCenterChallengeReporter(client: gameCenter))
        _ = await service.recordCompletedRun(TestCatalog.run(overtakes: 250))
        #expect(await service.reportPending().reported == ["run_100", "run_200"])
        gameCenter.signIn("T:alice")
        // Alice earned run_100 on another device: Game Center has it.
        try? await gameCenter.report([GameCenterAchievementState(identifier: "ach.run.overtakes.0100", percentComplete: 100)],
                                     showsCompletionBanner: false)
        #expect(await service.reportPending().reported == ["run_100", "run_200"])
        #expect(gameCenter.sentByPlayer["T:alice"] == ["ach.run.overtakes.0100", "ach.run.overtakes.0200"]) // the first is the setup's own
        #expect(await service.snapshot().reportedChallengeIDs(for: "T:alice") == ["run_100", "run_200"])
    }

    @Test("per-player reported state survives encoding, and older data reads with none")
    func encoding() throws {
        var snapshot = ChallengeProgressSnapshot(achievedChallengeIDs: ["run_100"], reportedChallengeIDs: ["run_100"])
        snapshot.markReported(["run_100"], for: "T:alice")
        #expect(try SnapshotCoding.decode(SnapshotCoding.encode(snapshot)).get() == snapshot)
        let older = try SnapshotCoding.decode(Data(#"{"achievedChallengeIDs":["run_100"],"reportedChallengeIDs":["run_100"]}"#.utf8)).get()
        #expect(older.reportedChallengeIDsByPlayer.isEmpty)
        #expect(older.reportedChallengeIDs(for: nil) == ["run_100"])
        #expect(older.reportedChallengeIDs(for: "T:alice") == [])
    }
}
