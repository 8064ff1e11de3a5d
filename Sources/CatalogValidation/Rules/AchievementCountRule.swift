import AchievementsCatalog

/// `achievement-count`: at most 100 achievements, App Store Connect's limit per app.
public struct AchievementCountRule: CatalogRule {
    public init() {}
    public var id: String { "achievement-count" }
    public var summary: String { "The catalog has at most \(ASCLimits.maxAchievements) achievements." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        let count = catalog.achievements.count
        if count > ASCLimits.maxAchievements {
            findings.error("the catalog has \(count) achievements; App Store Connect allows at most \(ASCLimits.maxAchievements) per app", at: catalog.achievementsPosition)
        }
    }
}
