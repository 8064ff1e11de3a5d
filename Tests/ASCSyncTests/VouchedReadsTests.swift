import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// A released game's plan reads no texts App Store Connect cannot have
/// changed: once an apply has seen a live version hold the catalog's texts,
/// the lock names it, and later plans read its texts only when it is no
/// longer the latest, live version, or the catalog changed them.
@Suite(.tags(.process, .simulator), .unlessSkipped(.process, .simulator)) struct VouchedReadsTests {
    /// The starter game applied, released, and applied once more, which records the live versions in the lock.
    static func released() async throws -> SyncGame {
        let game = try await SyncGame.make()
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        await game.simulator.state.release()
        let recorded = try await game.asc("apply", ["--yes"])
        #expect(recorded.status == 0 && recorded.stdout.contains("in sync: nothing to apply"), "\(recorded.stdout)")
        return game
    }

    @Test("after a release and one apply, a no-op plan reads the detail and each kind's list pages only, and stays in sync")
    func noOpPlan() async throws {
        let game = try await Self.released()
        defer { game.simulator.stop() }
        let lock = try String(contentsOfFile: game.lockPath, encoding: .utf8)
        let versions = await game.simulator.state.achievements.values.sorted { $0.vendorIdentifier < $1.vendorIdentifier }.compactMap(\.versionIDs.last)
        #expect(versions.count == 3)
        for version in versions { #expect(lock.contains("    version: \(version)\n"), "\(lock)") }
        await game.simulator.state.clearRequests()
        let plan = try await game.asc("plan")
        #expect(plan.status == 0 && plan.stdout.contains("in sync"), "\(plan.stdout)")
        // 1 detail + 2 pages of achievements with their versions (pages of 2) + the empty lists of leaderboards and of sets:
        // no localization list (the same plan before the second apply read 3 more, one per achievement).
        let requests = await game.simulator.state.requests
        #expect(requests.count == 5, "\(requests)")
        #expect(await game.count("GET /v2/gameCenterAchievementVersions") == 0)
    }

    @Test("a change made in the web pages makes a new version, which the next plan reads and names as drift")
    func webChangeSeen() async throws {
        let game = try await Self.released()
        defer { game.simulator.stop() }
        let state = game.simulator.state
        let achievement = try #require(await state.achievement(vendorIdentifier: "demo.control.tap"))
        let version = try await state.createVersion(achievement: achievement.id)
        let english = try #require(await state.latestLocalizations(vendorIdentifier: "demo.control.tap").first { $0.locale == "en-US" })
        #expect(english.versionID == version.id)
        _ = try await state.updateLocalization(english.id, name: "Edited in the web pages", before: nil, after: nil)
        await state.clearRequests()
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains(#"title (en-US): "Edited in the web pages" → "Tapper""#), "\(plan.stdout)")
        // Only the changed achievement's texts are read.
        #expect(await game.count("GET /v2/gameCenterAchievementVersions/\(version.id)/localizations") == 1)
        #expect(await game.count("GET /v2/gameCenterAchievementVersions") == 1)
    }

    @Test("a text the catalog changes is read and planned as a new version, though the lock vouched for the live one")
    func catalogChangeRead() async throws {
        let game = try await Self.released()
        defer { game.simulator.stop() }
        try game.editCatalog("title: Tapper", "title: Tap Master")
        await game.simulator.state.clearRequests()
        let plan = try await game.asc("plan")
        #expect(plan.status == 2, "\(plan.stdout)")
        #expect(plan.stdout.contains("create a new version of demo.control.tap"), "\(plan.stdout)")
        #expect(plan.stdout.contains(#"title (en-US): "Tapper" → "Tap Master""#), "\(plan.stdout)")
        #expect(await game.count("GET /v2/gameCenterAchievementVersions") == 1)
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        let after = try await game.asc("plan")
        #expect(after.status == 0 && after.stdout.contains("in sync"), "\(after.stdout)")
    }
}
