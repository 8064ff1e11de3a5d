import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

extension SyncGame {
    /// A game of `count` achievements (`a01`…) in one language, their texts
    /// applied without artwork, then an image added for each (not uploaded yet).
    static func withTextsApplied(achievements count: Int) async throws -> (game: SyncGame, keys: [String]) {
        let game = try await SyncGame.make()
        let keys = (1...count).map { String(format: "a%02d", $0) }
        var catalog = "format: 1\ngame: Demo\nidPrefix: demo\napp:\n  appleID: \"\(SyncGame.appID)\"\nlanguages:\n  en: en-US\ngroups: {}\nachievements:\n"
        for key in keys {
            catalog += "  - key: \(key)\n    id: demo.\(key)\n    referenceName: \(key)\n    points: 5\n    hidden: no\n"
                + "    localizations:\n      en:\n        title: \(key)\n        description: Do \(key).\n"
        }
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: game.catalogPath))
        // The texts first, without artwork (each image is left out with a warning).
        let texts = try await game.asc("apply", ["--yes"])
        #expect(texts.status == 0, "\(texts.stdout)")
        #expect(await game.simulator.state.images.isEmpty)
        for key in keys {
            try TestImages.png(width: 512, height: 512, dpi: 72).write(to: game.folder.appendingPathComponent("artwork/\(key).png"))
        }
        return (game, keys)
    }

    /// `asc apply --yes` (and `arguments`) stopped by an hourly quota of
    /// `quota` requests, counted from now, with images processed by their
    /// commit; the faults set, for the hour after.
    func applyStoppedByQuota(_ quota: Int, _ arguments: [String] = []) async throws -> (result: TestProcess.Result, faults: SimulatorFaults) {
        await simulator.state.clearRequests()
        var faults = SimulatorFaults()
        faults.deliveryReadsBeforeComplete = 0
        faults.hourlyQuota = quota
        await simulator.state.setFaults(faults)
        let stopped = try await asc("apply", ["--yes"] + arguments)
        #expect(stopped.status == 1, "\(stopped.stdout)")
        #expect(stopped.stdout.contains("[asc-quota]"), "\(stopped.stdout)")
        return (stopped, faults)
    }
}
