import AchievementsCatalog
import SourceDiagnostics

/// `released-sort-changed`: a released leaderboard keeps its sort order,
/// which App Store Connect does not let change once the leaderboard is live.
package struct ReleasedSortChangedRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "released-sort-changed",
        category: .stability,
        summary: #"a released leaderboard keeps its sort order (permanent once live)"#,
        example: #"catalog.yaml:95:11: error: leaderboard 'best_score' was released sorting DESC (catalog.lock.yaml:37) and now sorts ASC; App Store Connect keeps a live leaderboard's sort order: restore DESC, or retire it and add a new leaderboard [released-sort-changed]"#,
        trigger: RuleTrigger(replacing: "sort: DESC", with: "sort: ASC", againstRelease: true))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        guard let released = context.released else { return }
        let byID = Dictionary(released.resources.filter { $0.kind == .leaderboard }.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        for leaderboard in context.catalog.leaderboards {
            guard let entry = byID[leaderboard.id.value], let sort = entry.sort, sort.value != leaderboard.sort.value.rawValue else { continue }
            findings.error("leaderboard '\(leaderboard.key.value)' was released sorting \(sort.value) (\(released.location(of: entry))) and now sorts \(leaderboard.sort.value.rawValue); "
                + "App Store Connect keeps a live leaderboard's sort order: restore \(sort.value), or retire it and add a new leaderboard", at: leaderboard.sort.position)
        }
    }
}
