import AchievementsCatalog
import SourceDiagnostics

/// `achievement-count`: at most 100 achievements, App Store Connect's limit per app.
package struct AchievementCountRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "achievement-count",
        category: .limits,
        summary: #"at most 100 achievements"#,
        example: #"catalog.yaml:33:1: error: the catalog has 101 achievements; App Store Connect allows at most 100 per app [achievement-count]"#,
        trigger: RuleTrigger(replacing: "achievements:\n", with: "achievements:\n" + ExampleCatalog.moreAchievements(97, points: 0)))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        let count = catalog.achievements.count
        if count > ASCLimits.maxAchievements {
            findings.error("the catalog has \(count) achievements; App Store Connect allows at most \(ASCLimits.maxAchievements) per app", at: catalog.achievementsPosition)
        }
    }
}
