import AchievementsCatalog

/// `whitespace` (warning): no text starts or ends with white space, which ASC
/// would keep and players would see.
public struct WhitespaceRule: CatalogRule {
    public init() {}
    public var id: String { "whitespace" }
    public var summary: String { "Warning: a reference name, title or description starts or ends with white space." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        for achievement in catalog.achievements {
            var texts = [("reference name", achievement.referenceName)]
            for localization in achievement.localizations {
                let language = localization.language.value
                texts.append(("'\(language)' title", localization.title))
                texts.append(("'\(language)' description", localization.description))
                if let earned = localization.earnedDescription { texts.append(("'\(language)' earnedDescription", earned)) }
            }
            for (what, text) in texts {
                let value = text.value
                guard let first = value.first, let last = value.last, first.isWhitespace || last.isWhitespace else { continue }
                let end = first.isWhitespace ? (last.isWhitespace ? "starts and ends" : "starts") : "ends"
                findings.warning("\(what) of '\(achievement.key.value)' \(end) with white space", at: text.position)
            }
        }
    }
}
