import AchievementsCatalog
import SourceDiagnostics

/// `leaderboard-set-member`: a leaderboard set lists leaderboards of the
/// catalog, each once, and at least one.
package struct LeaderboardSetMemberRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "leaderboard-set-member",
        category: .leaderboards,
        summary: #"a leaderboard set names leaderboards of the catalog, each once"#,
        example: #"catalog.yaml:132:32: error: leaderboard set 'scores' lists 'weekly_scor', which is not a leaderboard key of the catalog; did you mean 'weekly_score'? [leaderboard-set-member]"#,
        trigger: RuleTrigger(replacing: "leaderboards: [best_score, weekly_score]", with: "leaderboards: [best_score, weekly_scor]"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let members = context.setMembers
        for (set, meanings) in zip(context.catalog.leaderboardSets, members.meanings) {
            if set.leaderboards.isEmpty {
                findings.error("leaderboard set '\(set.key.value)' lists no leaderboard; App Store Connect shows a set only with its leaderboards", at: set.leaderboardsPosition)
            }
            var listed: [String: SourcePosition] = [:]
            for (member, meaning) in zip(set.leaderboards, meanings) {
                if meaning != .key {
                    let hint = switch meaning {
                    case .id(of: let key): "; that is the ID of '\(key)': a set lists leaderboard keys"
                    case .misspelt(let key): "; did you mean '\(key)'?"
                    case .key, .unknown: ""
                    }
                    findings.error("leaderboard set '\(set.key.value)' lists '\(TerminalText.escaped(member.value))', which is not a leaderboard key of the catalog\(hint)", at: member.position)
                } else if let first = listed[member.value] {
                    findings.error("leaderboard set '\(set.key.value)' lists '\(member.value)' twice; it is first listed at line \(first.line), column \(first.column)", at: member.position)
                } else {
                    listed[member.value] = member.position
                }
            }
        }
    }
}
