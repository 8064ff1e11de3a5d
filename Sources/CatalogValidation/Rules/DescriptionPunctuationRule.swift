import AchievementsCatalog

/// `description-punctuation` (warning): in a language where most descriptions
/// end with a full stop (or `!`, `?`, `…`), one that does not is likely a slip.
public struct DescriptionPunctuationRule: CatalogRule {
    public init() {}
    public var id: String { "description-punctuation" }
    public var summary: String { "Warning: a description lacks the closing full stop that most descriptions in its language have." }

    static let terminators: Set<Unicode.Scalar> = [".", "!", "?", "…", "。", "！", "？"]

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        for language in catalog.languages.map(\.code.value) {
            let texts = catalog.achievements.compactMap { achievement in
                achievement.localization(for: language).map { (achievement.key.value, $0) }
            }.flatMap { key, localization in
                [(key, localization.description)] + (localization.earnedDescription.map { [(key, $0)] } ?? [])
            }.filter { !$0.1.value.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
            let ending = texts.filter { Self.endsSentence($0.1.value) }.count
            guard ending * 2 > texts.count, ending < texts.count else { continue }
            for (key, text) in texts where !Self.endsSentence(text.value) {
                findings.warning("'\(language)' description of '\(key)' does not end with a full stop, unlike \(ending) of \(texts.count) in '\(language)'", at: text.position)
            }
        }
    }

    static func endsSentence(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last(where: { !$0.properties.isWhitespace }) else { return false }
        return terminators.contains(last)
    }
}
