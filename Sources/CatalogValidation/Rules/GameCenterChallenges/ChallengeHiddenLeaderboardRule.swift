import AchievementsCatalog
import SourceDiagnostics

/// `challenge-hidden-leaderboard`: a note, not a refusal, for a Game Center
/// challenge on a hidden leaderboard. Apple documents it for games that keep
/// their own leaderboard service and use a hidden one only for challenges.
package struct ChallengeHiddenLeaderboardRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "challenge-hidden-leaderboard", severity: .note,
        category: .activities,
        summary: #"a Game Center challenge on a hidden leaderboard is named, as Apple allows it for games with their own leaderboards"#,
        example: #"catalog.yaml:162:18: note: Game Center challenge 'best_week' is built on the hidden leaderboard 'best_score': players see the challenge but not the leaderboard, as for a game with its own leaderboard service [challenge-hidden-leaderboard]"#,
        trigger: RuleTrigger(wholeInput: ExampleCatalog.withKinds.editing("      end: 1000000\n", to: "      end: 1000000\n    hidden: yes\n")))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        guard !catalog.gameCenterChallenges.isEmpty else { return }
        let hidden = Set(catalog.leaderboards.filter { $0.hidden?.value == true }.map(\.key.value))
        for challenge in catalog.gameCenterChallenges where hidden.contains(challenge.leaderboard.value) {
            findings.note("Game Center challenge '\(challenge.key.value)' is built on the hidden leaderboard '\(challenge.leaderboard.value)': players see the challenge but not the leaderboard, as for a game with its own leaderboard service",
                          at: challenge.leaderboard.position)
        }
    }
}
