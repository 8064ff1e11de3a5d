import AchievementsCatalog
import SourceDiagnostics

/// `leaderboard-count`: App Store Connect's limits on leaderboards and
/// sets: 100 leaderboards without sets, 500 with them, 100 sets, 100
/// leaderboards per set, and once there are sets, every leaderboard in one.
package struct LeaderboardCountRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "leaderboard-count",
        category: .limits,
        summary: #"at most 100 leaderboards (500 with sets), 100 sets, 100 leaderboards per set; with sets, every leaderboard in one"#,
        example: #"catalog.yaml:111:10: error: leaderboard 'weekly_score' is in no leaderboard set; once an app has sets, App Store Connect needs every leaderboard in one [leaderboard-count]"#,
        trigger: RuleTrigger(replacing: "leaderboards: [best_score, weekly_score]", with: "leaderboards: [best_score]"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        let sets = catalog.leaderboardSets
        let limit = sets.isEmpty ? ASCLimits.maxLeaderboardsWithoutSets : ASCLimits.maxLeaderboardsWithSets
        if catalog.leaderboards.count > limit {
            let over = catalog.leaderboards[limit]
            findings.error("the catalog has \(catalog.leaderboards.count) leaderboards; App Store Connect allows at most \(limit)\(sets.isEmpty ? " without leaderboard sets (500 with them)" : ""), and refuses to create '\(over.id.value)' and every one after it",
                           at: over.id.position)
        }
        if sets.count > ASCLimits.maxLeaderboardSets {
            let over = sets[ASCLimits.maxLeaderboardSets]
            findings.error("the catalog has \(sets.count) leaderboard sets; App Store Connect allows at most \(ASCLimits.maxLeaderboardSets)", at: over.id.position)
        }
        for set in sets where set.leaderboards.count > ASCLimits.maxLeaderboardsPerSet {
            findings.error("leaderboard set '\(set.key.value)' lists \(set.leaderboards.count) leaderboards; App Store Connect allows at most \(ASCLimits.maxLeaderboardsPerSet) per set",
                           at: set.leaderboards[ASCLimits.maxLeaderboardsPerSet].position)
        }
        guard !sets.isEmpty else { return }
        // A member written as the leaderboard's ID, or misspelt, is
        // leaderboard-set-member's finding (which names the leaderboard
        // meant), not a second one here. Past the first hundred unknown
        // members (the most that rule reports), none is taken for a typo.
        let resolved = context.setMembers
        var members: Set<String> = []
        for (set, meanings) in zip(sets, resolved.meanings) {
            for (member, meaning) in zip(set.leaderboards, meanings) {
                switch meaning {
                case .key, .unknown: members.insert(member.value)
                case .id(of: let key), .misspelt(let key): members.insert(key)
                }
            }
        }
        for leaderboard in catalog.leaderboards where !members.contains(leaderboard.key.value) {
            findings.error("leaderboard '\(leaderboard.key.value)' is in no leaderboard set; once an app has sets, App Store Connect needs every leaderboard in one",
                           at: leaderboard.key.position)
        }
    }
}
