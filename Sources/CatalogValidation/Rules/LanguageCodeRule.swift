import AchievementsCatalog
import SourceDiagnostics

/// `language-code`: a language key is a language tag (`en`, `pt-BR`,
/// `zh-Hans`): 2 or 3 letters, then `-` parts of 2 to 8 letters or digits.
/// It becomes a String Catalog key and a generated literal.
package struct LanguageCodeRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "language-code",
        category: .identifiers,
        summary: #"language keys are language tags (`en`, `pt-BR`, `zh-Hans`)"#,
        example: #"catalog.yaml:6:3: error: language 'e n' is not a language tag such as en, pt-BR or zh-Hans [language-code]"#,
        trigger: RuleTrigger(replacing: "  es: es-ES", with: "  \"e n\": es-ES"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        for language in catalog.languages where !Self.isTag(language.code.value) {
            findings.error("language \(DiagnosticLimits.quote(language.code.value)) is not a language tag such as en, pt-BR or zh-Hans",
                           at: language.code.position)
        }
    }

    static func isTag(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.utf8.count), first.utf8.allSatisfy(isASCIILetter) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.utf8.count) && part.utf8.allSatisfy { isASCIILetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
