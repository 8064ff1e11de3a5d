import AchievementsCatalog
import SourceDiagnostics

/// `description-punctuation` (warning): in a language where most descriptions
/// end with a full stop (or `!`, `?`, `…`), one that does not is likely a slip.
package struct DescriptionPunctuationRule: LocalizedKindRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "description-punctuation",
        severity: .warning,
        category: .texts,
        summary: #"in a language where most descriptions end with a full stop, all do"#,
        example: #"catalog.yaml:58:22: warning: 'en' description of 'best_20' does not end with a full stop, unlike 3 of 4 in 'en' [description-punctuation]"#,
        trigger: RuleTrigger(replacing: "description: Score 20 in a run.", with: "description: Score 20 in a run"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .localizations }

    static let terminators: Set<Unicode.Scalar> = [".", "!", "?", "…", "。", "！", "？"]

    func check<Resource: LocalizedResource>(_ resources: [Resource], in context: RuleContext, into findings: inout RuleFindings) {
        let languages = LanguageSlots(context)
        // Written with explicit types: the chained form took a third of a
        // second to type-check, on the plugin's build path.
        var texts = [[(key: String, text: Located<String>, ends: Bool)]](repeating: [], count: languages.count)
        var ending = [Int](repeating: 0, count: languages.count)
        languages.forEachLocalization(of: resources) { slot, resource, localization in
            localization.forEachText { field, text in
                guard field.role == .description, !text.value.isBlank else { return }
                let ends = Self.endsSentence(text.value)
                if ends { ending[slot] += 1 }
                texts[slot].append((resource.label, text, ends))
            }
        }
        for (index, language) in languages.languages.enumerated() {
            let slot = languages.slot(at: index)
            let ending = ending[slot], count = texts[slot].count
            guard ending * 2 > count, ending < count else { continue }
            for (key, text, ends) in texts[slot] where !ends {
                findings.warning("'\(language)' description of '\(key)' does not end with a full stop, unlike \(ending) of \(count) in '\(language)'", at: text.position)
            }
        }
    }

    static func endsSentence(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last(where: { !$0.isWhiteSpace }) else { return false }
        return terminators.contains(last)
    }
}
