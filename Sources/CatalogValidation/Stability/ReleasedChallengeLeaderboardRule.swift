import AchievementsCatalog
import SourceDiagnostics

/// `released-challenge-leaderboard`: a released Game Center challenge stays
/// on the leaderboard it was released on: players' challenges in progress
/// compete on that leaderboard's scores.
package struct ReleasedChallengeLeaderboardRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "released-challenge-leaderboard",
        category: .stability,
        summary: #"a released Game Center challenge keeps its leaderboard"#,
        example: #"catalog.yaml:161:18: error: Game Center challenge 'best_week' was released on the leaderboard 'ach.board.best' (catalog.lock.yaml:55) and is now on 'ach.board.weekly'; restore its leaderboard, or retire the challenge and add a new one [released-challenge-leaderboard]"#,
        trigger: ExampleCatalog.kindsTrigger(replacing: "leaderboard: best_score", with: "leaderboard: weekly_score", againstRelease: true))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        guard let released = context.released else { return }
        let catalog = context.catalog
        let byID = Dictionary(released.resources.filter { $0.kind == .gameCenterChallenge }.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        guard !byID.isEmpty else { return }
        let leaderboardIDs = Dictionary(catalog.leaderboards.map { ($0.key.value, $0.id.value) }, uniquingKeysWith: { first, _ in first })
        for challenge in catalog.gameCenterChallenges {
            guard let entry = byID[challenge.id.value], let was = entry.leaderboard else { continue }
            let now = leaderboardIDs[challenge.leaderboard.value] ?? challenge.leaderboard.value
            guard now != was.value else { continue }
            findings.error("Game Center challenge '\(challenge.key.value)' was released on the leaderboard \(DiagnosticLimits.quote(was.value)) (\(released.location(of: entry))) and is now on \(DiagnosticLimits.quote(now)); restore its leaderboard, or retire the challenge and add a new one",
                           at: challenge.leaderboard.position)
        }
    }
}
