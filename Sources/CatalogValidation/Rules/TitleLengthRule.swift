import AchievementsCatalog

/// `title-length`: a title is at most 50 characters in every language.
public struct TitleLengthRule: CatalogRule {
    public init() {}
    public var id: String { "title-length" }
    public var summary: String { "A title is at most \(ASCLimits.maxTitleLength) characters in every language." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        for achievement in catalog.achievements {
            for localization in achievement.localizations {
                let length = localization.title.value.count
                if length > ASCLimits.maxTitleLength {
                    findings.error("'\(localization.language.value)' title is \(length) characters; App Store Connect allows at most \(ASCLimits.maxTitleLength)", at: localization.title.position)
                }
            }
        }
    }
}
