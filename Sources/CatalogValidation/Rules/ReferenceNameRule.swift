import AchievementsCatalog

/// `reference-name`: every achievement has a non-empty reference name.
public struct ReferenceNameRule: CatalogRule {
    public init() {}
    public var id: String { "reference-name" }
    public var summary: String { "Every achievement has a non-empty reference name (ASC requires one)." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        for achievement in catalog.achievements where achievement.referenceName.value.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
            findings.error("reference name is empty; App Store Connect requires one", at: achievement.referenceName.position)
        }
    }
}
