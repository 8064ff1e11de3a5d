import AchievementsCatalog
import SourceDiagnostics

/// `default-leaderboard`: the app's default leaderboard
/// (`app: { defaultLeaderboard: … }`), the one Game Center shows first, is a
/// leaderboard key of the catalog; App Store Connect sets it to one of the
/// app's leaderboards.
package struct DefaultLeaderboardRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "default-leaderboard",
        category: .leaderboards,
        summary: #"the app's `defaultLeaderboard` is a leaderboard key of the catalog"#,
        example: #"catalog.yaml:4:27: error: the app's default leaderboard 'best_scor' is not a leaderboard key of the catalog; did you mean 'best_score'? [default-leaderboard]"#,
        trigger: RuleTrigger(replacing: "idPrefix: ach\n", with: "idPrefix: ach\napp: {defaultLeaderboard: best_scor}\n"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        guard let name = catalog.defaultLeaderboard else { return }
        var leaderboards = KeyLookup(keys: catalog.leaderboards.map(\.key.value), ids: catalog.leaderboards.map(\.id.value))
        let meaning = leaderboards.meaning(of: name.value)
        guard meaning != .key else { return }
        let isSet = catalog.leaderboardSets.contains { $0.key.value == name.value || $0.id.value == name.value }
        let hint = isSet ? "; '\(name.value)' is a leaderboard set: the default is one leaderboard" : KeyLookup.hint(meaning, noun: "leaderboard")
        findings.error("the app's default leaderboard \(DiagnosticLimits.quote(name.value)) is not a leaderboard key of the catalog\(hint)", at: name.position)
    }
}
