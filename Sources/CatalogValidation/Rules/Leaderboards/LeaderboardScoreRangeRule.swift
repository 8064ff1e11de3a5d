import AchievementsCatalog
import SourceDiagnostics

/// `leaderboard-score-range`: a score range starts below its end (App
/// Store Connect refuses equal ends, and keeps only the scores inside).
package struct LeaderboardScoreRangeRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "leaderboard-score-range",
        category: .leaderboards,
        summary: #"a leaderboard's score range starts below its end"#,
        example: #"catalog.yaml:99:12: error: the score range of leaderboard 'best_score' starts at 0 and ends at 0; its start must be lower than its end [leaderboard-score-range]"#,
        trigger: RuleTrigger(replacing: "end: 1000000", with: "end: 0"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        for leaderboard in context.catalog.leaderboards {
            guard let range = leaderboard.range, range.start.value >= range.end.value else { continue }
            findings.error("the score range of leaderboard '\(leaderboard.key.value)' starts at \(range.start.value) and ends at \(range.end.value); its start must be lower than its end",
                           at: range.end.position)
        }
    }
}
