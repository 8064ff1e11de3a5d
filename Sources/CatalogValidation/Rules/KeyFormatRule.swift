import AchievementsCatalog

/// `key-format`: a local key is a lowercase identifier, `[a-z][a-z0-9_]*`.
public struct KeyFormatRule: CatalogRule {
    public init() {}
    public var id: String { "key-format" }
    public var summary: String { "A local key starts with a lowercase letter and has only a-z, 0-9 and '_'." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        for achievement in catalog.achievements where !Self.isValid(achievement.key.value) {
            findings.error("local key '\(achievement.key.value)' must start with a lowercase letter and use only a-z, 0-9 and '_'", at: achievement.key.position)
        }
    }

    static func isValid(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }
}
