import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// `asc pull` against answers it cannot take as they are: a file in the
/// way (nothing is left behind), an image download that is not a PNG (not
/// saved, and named), a leaderboard visibility Apple's document does not
/// name (named at the leaderboard's line).
@Suite(.tags(.process, .simulator), .unlessSkipped(.process, .simulator)) struct PullSafetyTests {
    static let pull = ["--output", "adopted/catalog.yaml", "--app-id", SyncGame.appID, "--game", "Demo"]

    @Test("a pull that fails on a file in the way leaves no catalog and no image behind, and the file as it was")
    func failedPullLeavesNothing() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let artwork = game.folder.appendingPathComponent("adopted/artwork")
        try FileManager.default.createDirectory(at: artwork, withIntermediateDirectories: true)
        let inTheWay = Data("someone's own file".utf8)
        try inTheWay.write(to: artwork.appendingPathComponent("best_0100.png"))
        let pulled = try await game.asc("pull", Self.pull, catalog: false)
        #expect(pulled.status == 1, "\(pulled.stdout)")
        #expect(pulled.stdout.contains("adopted/artwork/best_0100.png"), "\(pulled.stdout)")
        #expect(!FileManager.default.fileExists(atPath: game.folder.appendingPathComponent("adopted/catalog.yaml").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: artwork.path) == ["best_0100.png"])
        #expect(try Data(contentsOf: artwork.appendingPathComponent("best_0100.png")) == inTheWay)
        // Nothing in the way: the same pull writes everything.
        try FileManager.default.removeItem(at: artwork.appendingPathComponent("best_0100.png"))
        let again = try await game.asc("pull", Self.pull, catalog: false)
        #expect(again.status == 0, "\(again.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: artwork.path).sorted() == ["best_0100.png", "control_tap.png", "total_001k.png"])
    }

    @Test("an image download that is not a PNG is not saved, and is named with the resource")
    func notAnImage() async throws {
        let game = try await SyncGame.make()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        var faults = SimulatorFaults()
        faults.imageBytes = Array("<html>Service Unavailable</html>".utf8)
        await game.simulator.state.setFaults(faults)
        let pulled = try await game.asc("pull", Self.pull, catalog: false)
        #expect(pulled.status == 0, "\(pulled.stdout)")
        #expect(pulled.stdout.contains("adopted/artwork/best_0100.png:1:1: warning: the image of 'demo.best.0100' in 'en-US' was not saved: the answer is not a PNG file (it starts with 3c 68 74 6d 6c 3e 53 65) (GET image best_100.png) [asc-unexpected-response]\n"), "\(pulled.stdout)")
        #expect(pulled.stdout.contains("and 0 image(s);"), "\(pulled.stdout)")
        #expect(!FileManager.default.fileExists(atPath: game.folder.appendingPathComponent("adopted/artwork").path))
        #expect(FileManager.default.fileExists(atPath: game.folder.appendingPathComponent("adopted/catalog.yaml").path))

        faults.imageBytes = [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]
        await game.simulator.state.setFaults(faults)
        let jpeg = try await game.asc("pull", ["--output", "jpeg/catalog.yaml", "--app-id", SyncGame.appID], catalog: false)
        #expect(jpeg.stdout.contains("jpeg/artwork/total_001k.png:1:1: warning: the image of 'demo.total.001k' in 'en-US' was not saved: the answer is a JPEG file, where a PNG was asked for (GET image total_1k.png) [asc-unexpected-response]\n"), "\(jpeg.stdout)")
    }

    @Test("a leaderboard visibility Apple's document does not name is named by pull at the leaderboard, and planned as a change")
    func unknownVisibility() async throws {
        let game = try await LeaderboardSyncTests.game()
        defer { game.simulator.stop() }
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let state = game.simulator.state
        let best = try #require(await state.leaderboard(vendorIdentifier: "demo.rank.best"))
        _ = try await state.updateLeaderboard(best.id, referenceName: nil, attributes: ["visibility": "FRIENDS_ONLY"], archived: nil)
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("update leaderboard demo.rank.best [drift: changed in App Store Connect since the last apply]\n    hidden: \"FRIENDS_ONLY\" → \"false\"\n"), "\(plan.stdout)")

        let pulled = try await game.asc("pull", Self.pull, catalog: false)
        #expect(pulled.status == 0, "\(pulled.stdout)")
        let text = try String(contentsOf: game.folder.appendingPathComponent("adopted/catalog.yaml"), encoding: .utf8)
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasSuffix("id: demo.rank.best") }) + 1
        #expect(pulled.stdout.contains("adopted/catalog.yaml:\(line):1: warning: App Store Connect gives leaderboard 'demo.rank.best' the visibility 'FRIENDS_ONLY', which Apple's document does not name (SHOW_FOR_ALL, HIDE_FOR_ALL); the catalog says `hidden: no`, which the next apply writes as SHOW_FOR_ALL: check the leaderboard in App Store Connect and set `hidden` to match [asc-unexpected-response]\n"), "\(pulled.stdout)")
    }
}
