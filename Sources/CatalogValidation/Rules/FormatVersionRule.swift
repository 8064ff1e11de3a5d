import AchievementsCatalog
import SourceDiagnostics

/// `format-version`: the catalog declares a format this tool reads (1).
package struct FormatVersionRule: CatalogRule {
    /// The format versions this tool reads.
    package static let supported = 1...1
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "format-version",
        category: .shape,
        summary: #"`format` is one this tool reads (1)"#,
        example: #"catalog.yaml:1:9: error: catalog format 2 is not supported; this tool reads format 1 [format-version]"#,
        trigger: RuleTrigger(replacing: "format: 1", with: "format: 2"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        guard !Self.supported.contains(catalog.format.value) else { return }
        findings.error("catalog format \(catalog.format.value) is not supported; this tool reads format \(Self.supported.upperBound)", at: catalog.format.position)
    }
}
