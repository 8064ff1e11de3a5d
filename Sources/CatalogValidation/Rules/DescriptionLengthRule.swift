import AchievementsCatalog

/// `description-length`: pre-earned and earned descriptions are at most 255 characters.
public struct DescriptionLengthRule: CatalogRule {
    public init() {}
    public var id: String { "description-length" }
    public var summary: String { "Each description (pre-earned and earned) is at most \(ASCLimits.maxDescriptionLength) characters." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        for achievement in catalog.achievements {
            for localization in achievement.localizations {
                let texts = [("description", localization.description), ("earnedDescription", localization.earnedDescription)]
                for (field, text) in texts {
                    guard let text, text.value.utf16.count > ASCLimits.maxDescriptionLength else { continue }
                    findings.error("'\(localization.language.value)' \(field) is \(text.value.utf16.count) characters (UTF-16 units); App Store Connect allows at most \(ASCLimits.maxDescriptionLength)", at: text.position)
                }
            }
        }
    }
}
