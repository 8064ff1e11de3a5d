import AchievementsCatalog
import SourceDiagnostics

/// `challenge-durations`: a Game Center challenge lists each duration once.
package struct ChallengeDurationsRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "challenge-durations",
        category: .activities,
        summary: #"a Game Center challenge lists each of its `durations` once"#,
        example: #"catalog.yaml:163:26: error: Game Center challenge 'best_week' lists the duration ONE_DAY twice; it is first listed at line 163, column 17 [challenge-durations]"#,
        trigger: ExampleCatalog.kindsTrigger(replacing: "durations: [ONE_DAY, ONE_WEEK]", with: "durations: [ONE_DAY, ONE_DAY]"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        for challenge in context.catalog.gameCenterChallenges {
            var listed: [ChallengeDuration: SourcePosition] = [:]
            for duration in challenge.durations {
                if let first = listed[duration.value] {
                    findings.error("Game Center challenge '\(challenge.key.value)' lists the duration \(duration.value.rawValue) twice; it is first listed at line \(first.line), column \(first.column)",
                                   at: duration.position)
                } else {
                    listed[duration.value] = duration.position
                }
            }
        }
    }
}
