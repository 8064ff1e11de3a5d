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
        let keys = context.catalog.leaderboards.map(\.key.value)
        let known = Set(keys)
        let keyByID = Dictionary(context.catalog.leaderboards.map { ($0.id.value, $0.key.value) }, uniquingKeysWith: { first, _ in first })
        for set in context.catalog.leaderboardSets {
            if set.leaderboards.isEmpty {
                findings.error("leaderboard set '\(set.key.value)' lists no leaderboard; App Store Connect shows a set only with its leaderboards", at: set.leaderboardsPosition)
            }
            var listed: [String: SourcePosition] = [:]
            for member in set.leaderboards {
                if !known.contains(member.value) {
                    let hint = keyByID[member.value].map { "; that is the ID of '\($0)': a set lists leaderboard keys" }
                        ?? (member.value.isEmpty ? nil : Spelling.closest(to: member.value, in: keys).map { "; did you mean '\($0)'?" }) ?? ""
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
