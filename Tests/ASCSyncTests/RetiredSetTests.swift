import ASCSimulator
import CatalogTestSupport
import Foundation
import Testing

/// A leaderboard set listed under `retired` (`kind: leaderboardSet`): App
/// Store Connect has no archived state for sets, so the sync cannot retire
/// one that was live; the plan names it instead of calling it unmanaged.
@Suite(.tags(.process, .simulator), .unlessSkipped(.process, .simulator)) struct RetiredSetTests {
    /// A second set, released and then retired.
    static let oldSet = """
          - key: old
            id: demo.ranks.old
            referenceName: Old
            leaderboards: [weekly]
            localizations:
              en:
                title: Old

        """

    @Test("a retired set that was live is named at its retired entry, left as it is, and not listed as unmanaged")
    func retiredLiveSet() async throws {
        let game = try await LeaderboardSyncTests.game()
        defer { game.simulator.stop() }
        try game.editCatalog("leaderboardSets:\n", "leaderboardSets:\n" + Self.oldSet)
        try TestImages.png(width: 512, height: 512, dpi: 72).write(to: game.folder.appendingPathComponent("artwork/old.png"))
        #expect(try await game.asc("apply", ["--yes"]).status == 0)
        await game.simulator.state.release()
        try game.editCatalog(Self.oldSet, "")
        let text = try String(contentsOfFile: game.catalogPath, encoding: .utf8)
        try Data((text + "retired:\n  - id: demo.ranks.old\n    reason: merged into scores\n    kind: leaderboardSet\n").utf8)
            .write(to: URL(fileURLWithPath: game.catalogPath))
        let plan = try await game.asc("plan")
        #expect(plan.stdout.contains("\(try game.position(of: "demo.ranks.old")): warning: retired leaderboard set 'demo.ranks.old' stays in App Store Connect: leaderboard sets have no archived state, and the sync deletes only drafts; players see it until it is deleted in App Store Connect's web pages [asc-retired-kept]\n"), "\(plan.stdout)")
        #expect(!plan.stdout.contains("archive retired"), "\(plan.stdout)")
        #expect(!plan.stdout.contains("not in the catalog"), "\(plan.stdout)")
        let apply = try await game.asc("apply", ["--yes"])
        #expect(apply.status == 0, "\(apply.stdout)")
        #expect(await game.simulator.state.leaderboard(vendorIdentifier: "demo.ranks.old", kind: .leaderboardSet) != nil)
    }
}
