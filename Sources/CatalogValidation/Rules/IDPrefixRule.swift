import AchievementsCatalog
import SourceDiagnostics

/// `id-prefix`: `idPrefix` is one or more dot-separated segments of `a-z`
/// and `0-9` (no dot at either end), and every ASC ID starts with it and a dot.
/// A malformed prefix is reported once, at its line, and not again at every ID.
package struct IDPrefixRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "id-prefix",
        category: .identifiers,
        summary: #"`idPrefix` is lowercase segments joined by dots, and ASC IDs start with it and a dot"#,
        example: #"catalog.yaml:77:9: error: ASC ID 'ac.control.tap' must start with 'ach.' [id-prefix]"#,
        trigger: RuleTrigger(replacing: "id: ach.control.tap", with: "id: ac.control.tap"))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .identifiers }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        guard catalog.effectiveIDStyle == .dotted else { return } // IDs already live in another style
        if let problem = Self.problem(with: catalog.idPrefix.value) {
            findings.error("idPrefix '\(catalog.idPrefix.value)' \(problem); every ID and group id starts with it and a dot", at: catalog.idPrefix.position)
            return
        }
        let prefix = catalog.idPrefix.value + "."
        for resource in context.identities where !resource.id.value.hasPrefix(prefix) {
            findings.error("ASC ID '\(resource.id.value)' must start with '\(prefix)'", at: resource.id.position)
        }
    }

    /// What is wrong with `prefix` as an ID prefix, or `nil`.
    package static func problem(with prefix: String) -> String? {
        if prefix.isEmpty { return "is empty" }
        if prefix.hasSuffix(".") { return "ends with a dot (the dot before each ID's name is added for you)" }
        if prefix.hasPrefix(".") { return "starts with a dot" }
        if prefix.contains("..") { return "has an empty segment" }
        if let bad = prefix.unicodeScalars.first(where: { !(("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == ".") }) {
            return "contains '\(TerminalText.escaped(String(bad)))'; use only a-z, 0-9 and '.'"
        }
        return nil
    }
}
