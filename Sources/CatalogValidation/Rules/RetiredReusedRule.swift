import AchievementsCatalog

/// `retired-reused`: a retired ASC ID is never used again, by any achievement.
public struct RetiredReusedRule: CatalogRule {
    public init() {}
    public var id: String { "retired-reused" }
    public var summary: String { "No achievement uses an ASC ID listed under `retired`." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        let retired = Dictionary(catalog.retired.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        for achievement in catalog.achievements {
            guard let entry = retired[achievement.id.value] else { continue }
            findings.error("'\(achievement.id.value)' is retired (line \(entry.id.position.line)) and can never be used again; give this achievement a new ID", at: achievement.id.position)
        }
    }
}
