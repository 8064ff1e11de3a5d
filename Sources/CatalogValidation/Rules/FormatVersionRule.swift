import AchievementsCatalog
import SourceDiagnostics

/// `format-version`: the catalog declares a format this tool reads (1).
public struct FormatVersionRule: CatalogRule {
    /// The format versions this tool reads.
    public static let supported = 1...1
    public init() {}
    public static let descriptor = RuleDescriptor(
        id: "format-version",
        category: .shape,
        summary: #"`format` is one this tool reads (1)"#,
        example: #"c.yaml:1:9: error: catalog format 2 is not supported; this tool reads format 1 [format-version]"#)
    public var descriptor: RuleDescriptor { Self.descriptor }

    public func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        guard !Self.supported.contains(catalog.format.value) else { return }
        findings.error("catalog format \(catalog.format.value) is not supported; this tool reads format \(Self.supported.upperBound)", at: catalog.format.position)
    }
}
