import AchievementsCatalog

/// `title-length`: a title is at most 50 characters in every language,
/// counted as UTF-16 code units (the conservative measure: an emoji or a
/// letter with combining marks counts as every unit it is made of, as
/// App Store Connect's web form counts them).
public struct TitleLengthRule: CatalogRule {
    public init() {}
    public var id: String { "title-length" }
    public var summary: String { "A title is at most \(ASCLimits.maxTitleLength) characters in every language." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        for achievement in catalog.achievements {
            for localization in achievement.localizations {
                let length = localization.title.value.utf16.count
                if length > ASCLimits.maxTitleLength {
                    findings.error("'\(localization.language.value)' title is \(length) characters (UTF-16 units); App Store Connect allows at most \(ASCLimits.maxTitleLength)", at: localization.title.position)
                }
            }
        }
    }
}
