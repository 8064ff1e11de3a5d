import AchievementsCatalog
import ASCSimulator
import ASCClient
import ASCSync
import CatalogTestSupport
import Foundation
import SourceDiagnostics
import SyncSession
import Testing

/// The session the `asc` commands share, run in process against the simulator.
@Suite("A sync session, in process", .tags(.simulator), .unlessSkipped(.simulator))
struct SyncSessionTests {
    func client(_ game: SyncGame, sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) throws -> AppStoreConnectClient {
        let key = try APIKey(keyID: game.simulator.keyID, issuerID: game.simulator.issuerID, pem: game.simulator.privateKeyPEM)
        return AppStoreConnectClient(key: key, configuration: ClientConfiguration(apiRoot: try #require(URL(string: game.simulator.url))), sleep: sleep)
    }

    @Test("a new app: the plan creates every achievement, applying it records the lock, and a second session is in sync")
    func planApplyRecord() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let checked = try SyncSession.check(catalogPath: game.catalogPath).get()
        #expect(checked.warnings.isEmpty)
        let session = try await SyncSession.open(checked, client: client(game), appID: nil).get()
        #expect(session.appID == SyncGame.appID)
        #expect(session.plan.steps.filter { if case .createResource = $0.action { true } else { false } }.count == 3)
        let outcome = await PlanExecutor(service: session.client, appID: session.appID).apply(session.plan, remote: session.remote)
        #expect(outcome.diagnostics.isEmpty)
        let after = try await session.client.readState(appID: session.appID, kinds: [.achievements], detailed: outcome.touched, previous: session.remote)
        try session.recordLock(after: after, outcome: outcome).get()
        let lock = try String(contentsOfFile: game.lockPath, encoding: .utf8)
        #expect(lock.contains("demo.best.0100"))
        let again = try await SyncSession.open(try SyncSession.check(catalogPath: game.catalogPath).get(),
                                               client: client(game), appID: nil).get()
        #expect(again.plan.isInSync)
        #expect(again.plan.steps.isEmpty)
    }

    @Test("a catalog with an error stops before App Store Connect is contacted, naming the error")
    func catalogError() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        try game.editCatalog("points: 10", "points: 120")
        guard case .failure(let stop) = SyncSession.check(catalogPath: game.catalogPath) else {
            Issue.record("a catalog with an error was accepted")
            return
        }
        #expect(stop.errors.map(\.rule.rawValue) == ["points-range"])
        #expect(stop.note == "App Store Connect not contacted: fix the catalog first")
        #expect(await game.count("GET") == 0)
    }

    @Test("no app ID anywhere is a credentials error at the catalog, with no request sent")
    func noApp() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        try game.editCatalog("app:\n  appleID: \"\(SyncGame.appID)\"\n", "")
        let checked = try SyncSession.check(catalogPath: game.catalogPath).get()
        let client = try client(game)
        guard case .failure(let stop) = await SyncSession.open(checked, client: client, appID: nil) else {
            Issue.record("a session opened without an app")
            return
        }
        #expect(stop.errors.map(\.rule.rawValue) == ["asc-credentials"])
        #expect(stop.requests == nil)
        #expect(await game.count("GET") == 0)
    }

    @Test("an image's delivery is read at once after its commit, then after a quarter of the interval, then at the interval")
    func deliveryBackoff() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        faults.deliveryReadsBeforeComplete = 5
        await game.simulator.state.setFaults(faults)
        let waits = Recorded()
        let session = try await SyncSession.open(try SyncSession.check(catalogPath: game.catalogPath).get(),
                                                  client: client(game) { await waits.append($0) }, appID: nil).get()
        let outcome = await PlanExecutor(service: session.client, appID: session.appID).apply(session.plan, remote: session.remote)
        #expect(outcome.diagnostics.isEmpty)
        // Three images, each read six times: at once, then after 0.5, 2, 2, 2 and 2 seconds.
        let expected: [Duration] = [.milliseconds(500), .seconds(2), .seconds(2), .seconds(2), .seconds(2)]
        #expect(await waits.values.sorted() == expected.flatMap { Array(repeating: $0, count: 3) })
        #expect(await game.count("GET /v2/gameCenterAchievementImages") == 18)
    }

    /// Waits asked for, in the order asked.
    actor Recorded {
        var values: [Duration] = []
        func append(_ value: Duration) { values.append(value) }
    }
}
