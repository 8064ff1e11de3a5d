import AchievementsCatalog
import SourceDiagnostics

/// `activity-association`: the achievements and leaderboards an activity is
/// associated with are keys of the catalog, each once.
package struct ActivityAssociationRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "activity-association",
        category: .activities,
        summary: #"an activity's `achievements` and `leaderboards` name keys of the catalog, each once"#,
        example: #"catalog.yaml:148:20: error: activity 'duel' lists 'best_1', which is not an achievement key of the catalog; did you mean 'best_10'? [activity-association]"#,
        trigger: ExampleCatalog.kindsTrigger(replacing: "achievements: [best_10]", with: "achievements: [best_1]"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        guard !catalog.activities.isEmpty else { return }
        var achievements = KeyLookup(keys: catalog.achievements.map(\.key.value), ids: catalog.achievements.map(\.id.value))
        var leaderboards = KeyLookup(keys: catalog.leaderboards.map(\.key.value), ids: catalog.leaderboards.map(\.id.value))
        for activity in catalog.activities {
            check(activity, activity.achievements, as: "an", "achievement", with: &achievements, into: &findings)
            check(activity, activity.leaderboards, as: "a", "leaderboard", with: &leaderboards, into: &findings)
        }
    }

    /// Reports each of `names` that is not a key of its kind (`a` `leaderboard`), or is listed twice.
    private func check(_ activity: Activity, _ names: [Located<String>], as article: String, _ noun: String, with lookup: inout KeyLookup,
                       into findings: inout RuleFindings) {
        var listed: [String: SourcePosition] = [:]
        for name in names {
            let meaning = lookup.meaning(of: name.value)
            if meaning != .key {
                findings.error("activity '\(activity.key.value)' lists \(DiagnosticLimits.quote(name.value)), which is not \(article) \(noun) key of the catalog\(KeyLookup.hint(meaning, noun: noun))",
                               at: name.position)
            } else if let first = listed[name.value] {
                findings.error("activity '\(activity.key.value)' lists '\(name.value)' twice; it is first listed at line \(first.line), column \(first.column)",
                               at: name.position)
            } else {
                listed[name.value] = name.position
            }
        }
    }
}
