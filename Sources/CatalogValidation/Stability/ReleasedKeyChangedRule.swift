import AchievementsCatalog

/// `released-key-changed`: a released ASC ID stays under its released local key,
/// which the game has stored progress under.
public struct ReleasedKeyChangedRule: StabilityRule {
    public init() {}
    public var id: String { "released-key-changed" }
    public var summary: String { "A released ASC ID stays under the local key it was released with." }

    public func check(_ catalog: AchievementCatalog, against released: ReleasedSet, into findings: inout RuleFindings) {
        let byID = Dictionary(released.entries.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        for achievement in catalog.achievements {
            guard let entry = byID[achievement.id.value], entry.key.value != achievement.key.value else { continue }
            findings.error("'\(achievement.id.value)' was released under the local key '\(entry.key.value)' (\(released.location(of: entry))) and is now under '\(achievement.key.value)'; "
                + "players' progress is stored under '\(entry.key.value)': keep that key", at: achievement.key.position)
        }
    }
}
