import AchievementsCatalog
import SourceDiagnostics

/// `activity-association`: the achievements and leaderboards an activity is
/// associated with are keys of the catalog, each once, and each in one
/// activity at most: App Store Connect's document makes an achievement's and
/// a leaderboard's `activity` a to-one relationship.
package struct ActivityAssociationRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "activity-association",
        category: .activities,
        summary: #"an activity's `achievements` and `leaderboards` name keys of the catalog, each once, and each in one activity at most (App Store Connect links an achievement or leaderboard to one activity)"#,
        example: #"catalog.yaml:148:20: error: activity 'duel' lists 'best_1', which is not an achievement key of the catalog; did you mean 'best_10'? [activity-association]"#,
        trigger: ExampleCatalog.kindsTrigger(replacing: "achievements: [best_10]", with: "achievements: [best_1]"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        guard !catalog.activities.isEmpty else { return }
        var achievements = KeyLookup(keys: catalog.achievements.map(\.key.value), ids: catalog.achievements.map(\.id.value))
        var leaderboards = KeyLookup(keys: catalog.leaderboards.map(\.key.value), ids: catalog.leaderboards.map(\.id.value))
        var achievementOwners: [String: String] = [:], leaderboardOwners: [String: String] = [:]
        for activity in catalog.activities {
            check(activity, activity.achievements, as: "an", "achievement", with: &achievements, owners: &achievementOwners, into: &findings)
            check(activity, activity.leaderboards, as: "a", "leaderboard", with: &leaderboards, owners: &leaderboardOwners, into: &findings)
            // App Store Connect's API (4.4.1) lists at most 50 of each with an activity and has no other way to read them.
            for (names, plural) in [(activity.achievements, "achievements"), (activity.leaderboards, "leaderboards")] where names.count > ASCLimits.includedItems {
                findings.warning("activity '\(activity.key.value)' lists \(names.count) \(plural); App Store Connect's API reads at most \(ASCLimits.includedItems) back, so `asc plan` stops on it: keep \(ASCLimits.includedItems) or fewer",
                                 at: names[ASCLimits.includedItems].position)
            }
        }
    }

    /// Reports each of `names` that is not a key of its kind (`a` `leaderboard`), or is listed twice.
    /// `owners` is the activity each key was first listed by.
    private func check(_ activity: Activity, _ names: [Located<String>], as article: String, _ noun: String, with lookup: inout KeyLookup,
                       owners: inout [String: String], into findings: inout RuleFindings) {
        var listed: [String: SourcePosition] = [:]
        for name in names {
            let meaning = lookup.meaning(of: name.value)
            if meaning != .key {
                findings.error("activity '\(activity.key.value)' lists \(DiagnosticLimits.quote(name.value)), which is not \(article) \(noun) key of the catalog\(KeyLookup.hint(meaning, noun: noun))",
                               at: name.position)
            } else if let first = listed[name.value] {
                findings.error("activity '\(activity.key.value)' lists '\(name.value)' twice; it is first listed at line \(first.line), column \(first.column)",
                               at: name.position)
            } else if let owner = owners[name.value], owner != activity.key.value {
                findings.error("activity '\(activity.key.value)' lists \(noun) '\(name.value)', which activity '\(owner)' lists too; App Store Connect links \(article) \(noun) to one activity at most",
                               at: name.position)
            } else {
                listed[name.value] = name.position
                owners[name.value] = activity.key.value
            }
        }
    }
}
