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
        for challenge in catalog.gameCenterChallenges {
            let meaning = leaderboards.meaning(of: challenge.leaderboard.value)
            guard meaning != .key else { continue }
            findings.error("Game Center challenge '\(challenge.key.value)' is built on \(DiagnosticLimits.quote(challenge.leaderboard.value)), which is not a leaderboard key of the catalog\(KeyLookup.hint(meaning, noun: "leaderboard"))",
                           at: challenge.leaderboard.position)
        }
    }
}
