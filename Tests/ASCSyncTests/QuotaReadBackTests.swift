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
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        var catalog = "format: 1\ngame: Demo\nidPrefix: demo\napp:\n  appleID: \"\(SyncGame.appID)\"\nlanguages:\n  en: en-US\ngroups: {}\nachievements:\n"
        let keys = (1...16).map { String(format: "a%02d", $0) }
        for key in keys {
            catalog += "  - key: \(key)\n    id: demo.\(key)\n    referenceName: \(key)\n    points: 5\n    hidden: no\n"
                + "    localizations:\n      en:\n        title: \(key)\n        description: Do \(key).\n"
        }
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        // The texts first, without artwork (each image is left out with a warning).
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        #expect(await game.simulator.state.images.isEmpty)
        for key in keys {
            try TestImages.png(width: 512, height: 512, dpi: 72).write(to: game.folder.appendingPathComponent("artwork/\(key).png"))
        }
        await game.simulator.state.clearRequests()
        var faults = SimulatorFaults()
        faults.deliveryReadsBeforeComplete = 0
        // The plan reads 28 (the detail, 8 pages of achievements, the empty lists of leaderboards and sets, 16
        // localization lists, the app versions): 24 are left for 16 uploads of 2 requests each and the read-back.
        faults.hourlyQuota = 52
        await game.simulator.state.setFaults(faults)
        let stopped = try await game.asc("apply", ["--yes"])
        #expect(stopped.status == 1, "\(stopped.stdout)")
        #expect(stopped.stdout.contains("[asc-quota]"), "\(stopped.stdout)")
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
