import AchievementsCatalog
import SourceDiagnostics

/// `description-punctuation` (warning): in a language where most descriptions
/// end with a full stop (or `!`, `?`, `…`), one that does not is likely a slip.
public struct DescriptionPunctuationRule: CatalogRule {
    public init() {}
    public static let descriptor = RuleDescriptor(
        id: "description-punctuation",
        severity: .warning,
        category: .texts,
        summary: #"in a language where most descriptions end with a full stop, all do"#,
        example: #"c.yaml:58:22: warning: 'en' description of 'best_20' does not end with a full stop, unlike 3 of 4 in 'en' [description-punctuation]"#,
        readinessItem: .localizations)
    public var descriptor: RuleDescriptor { Self.descriptor }

    static let terminators: Set<Unicode.Scalar> = [".", "!", "?", "…", "。", "！", "？"]

    public func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
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
