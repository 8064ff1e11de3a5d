import AchievementsCatalog

/// `id-length`: an ASC ID is at most 100 bytes.
public struct IDLengthRule: CatalogRule {
    public init() {}
    public var id: String { "id-length" }
    public var summary: String { "An ASC ID is at most \(ASCLimits.maxIDBytes) bytes." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        for achievement in catalog.achievements where achievement.id.value.utf8.count > ASCLimits.maxIDBytes {
            findings.error("ASC ID is \(achievement.id.value.utf8.count) bytes long; App Store Connect allows at most \(ASCLimits.maxIDBytes)", at: achievement.id.position)
        }
    }
}
