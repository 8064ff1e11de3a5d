import AchievementsCatalog
import SourceDiagnostics

/// `activity-players`: an activity's players range is at least one player
/// and its minimum is not above its maximum. Apple documents no upper
/// bound, so the rule checks only what is certainly wrong.
package struct ActivityPlayersRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "activity-players",
        category: .activities,
        summary: #"an activity's `minimumPlayers` and `maximumPlayers` are at least 1, the minimum not above the maximum"#,
        example: #"catalog.yaml:142:21: error: activity 'duel' takes at least 6 players but at most 4; raise maximumPlayers or lower minimumPlayers [activity-players]"#,
        trigger: ExampleCatalog.kindsTrigger(replacing: "minimumPlayers: 2", with: "minimumPlayers: 6"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        for activity in context.catalog.activities {
            for (field, value) in [("minimumPlayers", activity.minimumPlayers), ("maximumPlayers", activity.maximumPlayers)] {
                guard let value, value.value < 1 else { continue }
                findings.error("activity '\(activity.key.value)' has \(field) \(value.value); an activity takes at least 1 player", at: value.position)
            }
            if let minimum = activity.minimumPlayers, let maximum = activity.maximumPlayers, maximum.value >= 1, minimum.value > maximum.value {
                findings.error("activity '\(activity.key.value)' takes at least \(minimum.value) players but at most \(maximum.value); raise maximumPlayers or lower minimumPlayers",
                               at: minimum.position)
            }
        }
    }
}
