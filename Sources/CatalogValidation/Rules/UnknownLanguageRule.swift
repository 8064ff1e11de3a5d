import AchievementsCatalog

/// `unknown-language`: an achievement's localizations use only the catalog's languages.
public struct UnknownLanguageRule: CatalogRule {
    public init() {}
    public var id: String { "unknown-language" }
    public var summary: String { "Localizations use only languages declared under `languages`." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        let declared = catalog.languages.map(\.code.value)
        for achievement in catalog.achievements {
            for localization in achievement.localizations where !declared.contains(localization.language.value) {
                findings.error("language '\(localization.language.value)' is not declared under 'languages' (declared: \(declared.joined(separator: ", ")))", at: localization.language.position)
            }
        }
    }
}
