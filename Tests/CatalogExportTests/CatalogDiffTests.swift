import AchievementsCatalog
import CatalogExport
import CatalogTestSupport
import Testing

@Suite("Catalog diff")
struct CatalogDiffTests {
    @Test("leaderboards and sets are matched by ID like achievements: added, removed, retired, a key renamed, a field changed")
    func leaderboards() throws {
        let old = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let newText = FixtureCatalog.text.components(separatedBy: "leaderboardSets:\n")[0]
            .replacingOccurrences(of: "  - key: best_score\n    id: ach.board.best", with: "  - key: top_score\n    id: ach.board.best")
            .replacingOccurrences(of: "id: ach.board.weekly", with: "id: ach.board.week")
            .replacingOccurrences(of: "sort: DESC", with: "sort: ASC")
            .replacingOccurrences(of: "achievements:\n", with: "retired:\n  - id: ach.set.scores\n    kind: leaderboardSet\nachievements:\n")
        let new = try #require(CatalogLoader().load(text: newText, path: "c.yaml").catalog)
        let diff = CatalogDiff(old: old, new: new)
        #expect(diff.added.map { "\($0.kind.noun) \($0.id)" } == ["leaderboard ach.board.week"])
        #expect(diff.removed.map { "\($0.kind.noun) \($0.id)" } == ["leaderboard ach.board.weekly"])
        #expect(diff.retired.map { "\($0.kind.noun) \($0.id)" } == ["leaderboard set ach.set.scores"])
        #expect(diff.renamed.map { "\($0.id) \($0.old) → \($0.new)" } == ["ach.board.best best_score → top_score"])
        #expect(diff.changed.map { "\($0.id) \($0.field) \($0.old) → \($0.new)" } == ["ach.board.best sort DESC → ASC", "ach.board.best image best_score.png → top_score.png"])
        #expect(CatalogDiffTextFormat().render(diff, old: "a", new: "b").contains("  x leaderboard set ach.set.scores (scores): Scores\n"))
    }

    @Test("a language's own image and activity properties are changes the diff names")
    func languageImagesAndProperties() throws {
        let old = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let newText = FixtureCatalog.text
            .replacingOccurrences(of: "    hidden: no\n    localizations:\n      en:\n        title: Ten\n",
                                  with: "    hidden: no\n    activityProperties: {mode: ranked}\n    localizations:\n      en:\n        title: Ten\n")
            .replacingOccurrences(of: "        description: Marca 10 en una partida.\n", with: "        description: Marca 10 en una partida.\n        image: best_10.es.png\n")
        let new = try #require(CatalogLoader().load(text: newText, path: "c.yaml").catalog)
        let diff = CatalogDiff(old: old, new: new)
        #expect(diff.changed.map { "\($0.id) \($0.field) \($0.old) → \($0.new)" } == ["ach.best.0010 activity properties none → mode=ranked"])
        #expect(diff.strings.map { "\($0.id) \($0.field) \($0.old) → \($0.new)" } == ["ach.best.0010 es image  → best_10.es.png"])
    }

    @Test("a set's leaderboards are compared by ID: renaming a leaderboard's key does not change the set")
    func setMembersByID() throws {
        let old = try #require(CatalogLoader().load(text: FixtureCatalog.text, path: "c.yaml").catalog)
        let newText = FixtureCatalog.text.renamingBestScore()
        let new = try #require(CatalogLoader().load(text: newText, path: "c.yaml").catalog)
        let diff = CatalogDiff(old: old, new: new)
        #expect(diff.renamed.map { "\($0.id) \($0.old) → \($0.new)" } == ["ach.board.best best_score → top_score"])
        #expect(!diff.changed.contains { $0.id == "ach.set.scores" })
    }

    @Test("activities and challenges are matched by ID; their associations and leaderboard by ID, so a renamed key changes nothing else")
    func activitiesAndChallenges() throws {
        let old = try #require(CatalogLoader().load(text: FixtureCatalog.withKinds, path: "c.yaml").catalog)
        let newText = FixtureCatalog.withKinds
            .renamingBestScore()
            .replacingOccurrences(of: "leaderboards: [best_score]", with: "leaderboards: [top_score]")
            .replacingOccurrences(of: "leaderboard: best_score", with: "leaderboard: weekly_score")
            .replacingOccurrences(of: "mode: duel", with: "mode: relay")
        let new = try #require(CatalogLoader().load(text: newText, path: "c.yaml").catalog)
        let diff = CatalogDiff(old: old, new: new)
        #expect(diff.changed.map { "\($0.kind.noun) \($0.id) \($0.field): \($0.old) → \($0.new)" } == [
            "leaderboard ach.board.best image: best_score.png → top_score.png", // its default image follows its key
            "activity ach.activity.duel properties: mode=duel → mode=relay",
            "Game Center challenge ach.challenge.best leaderboard: ach.board.best → ach.board.weekly",
        ])
        #expect(diff.renamed.map(\.id) == ["ach.board.best"])
    }

    @Test("the app's settings are compared too: its Apple ID, its default leaderboard by ID (a renamed key changes nothing), its challenges switch")
    func appSettings() throws {
        let oldText = FixtureCatalog.text.replacingOccurrences(of: "achievements:\n", with: "app: {appleID: \"111\", defaultLeaderboard: best_score}\nachievements:\n")
        let old = try #require(CatalogLoader().load(text: oldText, path: "c.yaml").catalog)
        let renamed = FixtureCatalog.text.renamingBestScore()
            .replacingOccurrences(of: "achievements:\n", with: "app: {appleID: \"111\", defaultLeaderboard: top_score}\nachievements:\n")
        #expect(CatalogDiff(old: old, new: try #require(CatalogLoader().load(text: renamed, path: "c.yaml").catalog)).app.isEmpty)
        let newText = FixtureCatalog.text
            .replacingOccurrences(of: "achievements:\n", with: "app: {appleID: \"222\", defaultLeaderboard: weekly_score, challengesEnabled: no}\nachievements:\n")
        let diff = CatalogDiff(old: old, new: try #require(CatalogLoader().load(text: newText, path: "c.yaml").catalog))
        #expect(CatalogDiffTextFormat().render(diff, old: "a", new: "b").hasSuffix("""

            App (3):
              ~ Apple ID: 111 → 222
              ~ default leaderboard: ach.board.best → ach.board.weekly
              ~ challenges enabled: as App Store Connect holds it → no

            Points: 65 → 65 of 1000 (935 left)

            """), "\(CatalogDiffTextFormat().render(diff, old: "a", new: "b"))")
    }
}

private extension String {
    /// The fixture with the leaderboard `best_score` keyed `top_score`, and its set naming it so.
    func renamingBestScore() -> String {
        replacingOccurrences(of: "  - key: best_score\n    id: ach.board.best", with: "  - key: top_score\n    id: ach.board.best")
            .replacingOccurrences(of: "[best_score, weekly_score]", with: "[top_score, weekly_score]")
    }
}
