import AchievementsCatalog
import SourceDiagnostics

/// `id-prefix`: every ASC ID starts with the catalog's `idPrefix` and a dot.
public struct IDPrefixRule: CatalogRule {
    public init() {}
    public static let descriptor = RuleDescriptor(
        id: "id-prefix",
        category: .identifiers,
        summary: #"ASC IDs start with `idPrefix` and a dot"#,
        example: #"c.yaml:77:9: error: ASC ID 'ac.control.tap' must start with 'ach.' [id-prefix]"#,
        readinessItem: .identifiers)
    public var descriptor: RuleDescriptor { Self.descriptor }

    public func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        let prefix = catalog.idPrefix.value + "."
        for achievement in catalog.achievements where !achievement.id.value.hasPrefix(prefix) {
            findings.error("ASC ID '\(achievement.id.value)' must start with '\(prefix)'", at: achievement.id.position)
        }
    }
}
