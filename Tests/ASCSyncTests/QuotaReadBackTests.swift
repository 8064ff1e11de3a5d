import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// What a run stopped by the quota reads back: only the resources its steps
/// reached, and nothing past the quota, so the lock records what it did and
/// the next run sends nothing twice.
@Suite(.serialized, .tags(.process, .simulator), .unlessSkipped(.process, .simulator))
struct QuotaReadBackTests {
    @Test("a run stopped among many image uploads reads back only the resources whose uploads started, within the quota, and the next run uploads only the rest")
    func stoppedAmongUploads() async throws {
        let (game, keys) = try await SyncGame.withTextsApplied(achievements: 16)
        defer { game.simulator.stop() }
        // The plan reads 28 (the detail, 8 pages of achievements, the empty lists of leaderboards and sets, 16
        // localization lists, the app versions): 24 are left for 16 uploads of 2 requests each and the read-back.
        let (_, faults) = try await game.applyStoppedByQuota(52)
        // Nothing went past the quota: every request was answered, the read-back's included.
        let sent = await game.simulator.state.requests
        #expect(sent.count <= faults.hourlyQuota, "\(sent)")
        let held = await game.simulator.state.images.count
        // Each reservation was committed: the commit's request was kept back while its parts went.
        #expect(await game.simulator.state.images.values.allSatisfy { $0.state == "COMPLETE" })
        #expect(held > 0 && held < keys.count, "\(held)")
        // The lock records every image App Store Connect holds.
        let lock = try String(contentsOfFile: game.lockPath, encoding: .utf8)
        #expect(lock.components(separatedBy: "\n    image: ").count - 1 == held, "\(lock)")

        try await ServiceLifecycleTests.applyAfterTheHour(game, faults)
        #expect(await game.count("POST /v2/gameCenterAchievementImages") == keys.count - held)
        #expect(await game.count("DELETE /v2/gameCenterAchievementImages") == 0)
        #expect(await game.simulator.state.images.count == keys.count)
        #expect(try await game.asc("plan").status == 0)
    }
}
