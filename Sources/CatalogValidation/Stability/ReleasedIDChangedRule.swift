import AchievementsCatalog

/// `released-id-changed`: a released local key still maps to its released ASC ID.
public struct ReleasedIDChangedRule: StabilityRule {
    public init() {}
    public var id: String { "released-id-changed" }
    public var summary: String { "A released local key keeps the ASC ID it was released with." }

    public func check(_ catalog: AchievementCatalog, against released: ReleasedSet, into findings: inout RuleFindings) {
        let byKey = Dictionary(released.entries.map { ($0.key.value, $0) }, uniquingKeysWith: { first, _ in first })
        for achievement in catalog.achievements {
            guard let entry = byKey[achievement.key.value], entry.id.value != achievement.id.value else { continue }
            findings.error("local key '\(achievement.key.value)' was released as '\(entry.id.value)' (\(released.location(of: entry))) and now maps to '\(achievement.id.value)'; "
                + "App Store Connect IDs cannot be edited: restore '\(entry.id.value)', or retire it and give the new ID a new key", at: achievement.id.position)
        }
    }
}
