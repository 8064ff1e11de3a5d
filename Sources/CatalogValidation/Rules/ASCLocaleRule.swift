import AchievementsCatalog
import SourceDiagnostics

/// `asc-locale`: at least one language, each mapped to a distinct locale code
/// that App Store Connect accepts (`ca`, not `ca-ES`).
package struct ASCLocaleRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "asc-locale",
        category: .limits,
        summary: #"at least one language; each maps to a distinct ASC locale code"#,
        example: #"catalog.yaml:6:7: error: 'ca-ES' is not an App Store Connect locale code; use 'ca' [asc-locale]"#,
        trigger: RuleTrigger(replacing: "  es: es-ES", with: "  es: ca-ES"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        if catalog.languages.isEmpty {
            findings.error("declare at least one language; App Store Connect needs one localization per achievement", at: catalog.languagesPosition)
        }
        var seen: [String: String] = [:]
        for language in catalog.languages {
            let locale = language.ascLocale.value
            if !ASCLimits.localeCodes.contains(locale) {
                findings.error("'\(locale)' is not an App Store Connect locale code\(Self.suggestion(for: locale))", at: language.ascLocale.position)
            } else if let other = seen[locale] {
                findings.error("languages '\(other)' and '\(language.code.value)' both map to '\(locale)'", at: language.ascLocale.position)
            }
            seen[locale] = seen[locale] ?? language.code.value
        }
    }

    /// `; use 'ca'` for `ca-ES`, `; use 'en-US'` for `en`: the ASC code with the same language.
    package static func suggestion(for locale: String) -> String {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        let candidates = ASCLimits.localeCodes.filter { $0.lowercased() == language || $0.lowercased().hasPrefix(language + "-") }
        guard !candidates.isEmpty else { return "" }
        return "; use " + candidates.map { "'\($0)'" }.joined(separator: " or ")
    }
}
