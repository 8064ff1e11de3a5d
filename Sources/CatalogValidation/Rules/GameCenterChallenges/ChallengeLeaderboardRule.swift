import AchievementsCatalog
import SourceDiagnostics

/// `challenge-leaderboard`: a Game Center challenge is built on a leaderboard
/// of the catalog, named by its key. App Store Connect creates a challenge
/// only on a leaderboard it holds.
package struct ChallengeLeaderboardRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "challenge-leaderboard",
        category: .activities,
        summary: #"a Game Center challenge's `leaderboard` is a leaderboard key of the catalog"#,
        example: #"catalog.yaml:161:18: error: Game Center challenge 'best_week' is built on 'best_scor', which is not a leaderboard key of the catalog; did you mean 'best_score'? [challenge-leaderboard]"#,
        trigger: ExampleCatalog.kindsTrigger(replacing: "leaderboard: best_score", with: "leaderboard: best_scor"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        guard !catalog.gameCenterChallenges.isEmpty else { return }
        var leaderboards = KeyLookup(keys: catalog.leaderboards.map(\.key.value), ids: catalog.leaderboards.map(\.id.value))
        let sets = Set(catalog.leaderboardSets.flatMap { [$0.key.value, $0.id.value] })
        for challenge in catalog.gameCenterChallenges {
            let name = challenge.leaderboard.value
            let meaning = leaderboards.meaning(of: name)
            guard meaning != .key else { continue }
            let hint = sets.contains(name) ? "; '\(name)' is a leaderboard set: a challenge is built on one leaderboard" : KeyLookup.hint(meaning, noun: "leaderboard")
            findings.error("Game Center challenge '\(challenge.key.value)' is built on \(DiagnosticLimits.quote(name)), which is not a leaderboard key of the catalog\(hint)",
                           at: challenge.leaderboard.position)
        }
    }
}
