import AchievementsCatalog

/// `format-version`: the catalog declares a format this tool reads (1).
public struct FormatVersionRule: CatalogRule {
    /// The format versions this tool reads.
    public static let supported = 1...1
    public init() {}
    public var id: String { "format-version" }
    public var summary: String { "`format` is a version of the catalog format this tool reads (1)." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        guard !Self.supported.contains(catalog.format.value) else { return }
        findings.error("catalog format \(catalog.format.value) is not supported; this tool reads format \(Self.supported.upperBound)", at: catalog.format.position)
    }
}
