import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// What the live service does that a lenient stand-in would hide: an app
/// with no detail answered 200 with an empty ID, a creation that succeeds
/// and then loses its answer. The simulator behaves so (each rule cites its
/// source beside it), and the sync must survive it.
@Suite(.serialized)
struct ServiceStrictnessTests {
    @Test("an app with Game Center but no detail (200, empty ID) is planned as no detail: the detail is created, nothing is asked of an empty ID")
    func emptyDetailID() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("create the app's Game Center detail"))
        #expect(await game.simulator.state.requests == ["GET /v1/apps/1234567890/gameCenterDetail"])
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(await !game.simulator.state.requests.contains { $0.contains("gameCenterDetails//") })
        #expect(try await game.asc("plan").status == 0)
    }

    /// The POSTs of `request`, counted in the simulator's log.
    static func count(_ request: String, in game: SyncGame) async -> Int {
        await game.simulator.state.requests.count { $0.hasPrefix(request) }
    }

    @Test("a creation carried out and answered 502 is not sent again: the state is read and what was created is used", arguments: [
        "POST /v2/gameCenterAchievementLocalizations", "POST /v2/gameCenterAchievements", "POST /v1/gameCenterDetails",
    ])
    func ambiguousCreation(request: String) async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        var faults = SimulatorFaults()
        faults.failAfterHandling = request
        await game.simulator.state.setFaults(faults)
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(!apply.stdout.contains("DUPLICATE"))
        let expected = request.hasSuffix("gameCenterDetails") ? 1 : 3
        #expect(await Self.count(request, in: game) == expected)
        #expect(await game.simulator.state.achievements.count == 3)
        #expect(await game.simulator.state.details.count == 1)
        let again = try await game.asc("plan")
        #expect(again.status == 0, "\(again.stdout)")
    }
}
