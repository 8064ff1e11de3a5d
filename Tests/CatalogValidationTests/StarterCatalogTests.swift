import AchievementsCatalog
import CatalogValidation
import Testing

@Suite("The starter catalog")
struct StarterCatalogTests {
    @Test("the starter validates clean, and so does its commented example of every other kind once uncommented")
    func leaderboardExample() throws {
        let text = StarterCatalog.text(game: "Sky Hopper", idPrefix: "skyhopper")
        #expect(CatalogCheck().run(text: text, path: "catalog.yaml").diagnostics.isEmpty)
        var lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "# leaderboards:"))
        for index in start..<lines.count where lines[index].hasPrefix("# ") {
            lines[index].removeFirst(2)
        }
        let uncommented = lines.joined(separator: "\n")
        let checked = CatalogCheck().run(text: uncommented, path: "catalog.yaml")
        #expect(checked.diagnostics.isEmpty, "\(checked.diagnostics.map(\.message))")
        #expect(checked.catalog?.leaderboards.map(\.id.value) == ["skyhopper.board.best"])
        #expect(checked.catalog?.leaderboardSets.map { $0.leaderboards.map(\.value) } == [["best_score"]])
        #expect(checked.catalog?.activities.map(\.id.value) == ["skyhopper.activity.trial"])
        #expect(checked.catalog?.gameCenterChallenges.map(\.leaderboard.value) == ["best_score"])
    }
}
