import AchievementsCatalog
import SourceDiagnostics

/// `released-key-changed`: a released ASC ID stays under its released local key,
/// which the game has stored progress under.
package struct ReleasedKeyChangedRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "released-key-changed",
        category: .stability,
        summary: #"a released ID keeps its key (progress is stored under it)"#,
        example: #"catalog.yaml:62:10: error: 'ach.total.0100' was released under the local key 'total_100' (catalog.lock.yaml:23) and is now under 'total_hundred'; players' progress is stored under 'total_100': keep that key [released-key-changed]"#,
        trigger: RuleTrigger(replacing: "key: total_100", with: "key: total_hundred", againstRelease: true))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        guard let released = context.released else { return }
        let catalog = context.catalog
        let byID = Dictionary(released.entries.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        for achievement in catalog.achievements {
            guard let entry = byID[achievement.id.value], entry.key.value != achievement.key.value else { continue }
            findings.error("'\(achievement.id.value)' was released under the local key '\(entry.key.value)' (\(released.location(of: entry))) and is now under '\(achievement.key.value)'; "
                + "players' progress is stored under '\(entry.key.value)': keep that key", at: achievement.key.position)
        }
        let resourcesByID = Dictionary(released.resources.map { ($0.kind.rawValue + "\u{0}" + $0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        for resource in catalog.currentResources {
            guard let entry = resourcesByID[resource.kind.rawValue + "\u{0}" + resource.id.value], entry.key.value != resource.key.value else { continue }
            findings.error("\(entry.noun) '\(resource.id.value)' was released under the local key '\(entry.key.value)' (\(released.location(of: entry))) and is now under '\(resource.key.value)'; "
                + "\(Self.users(of: entry.kind)) use '\(entry.key.value)': keep that key", at: resource.key.position)
        }
    }

    /// What holds on to a released key of `kind`.
    static func users(of kind: GameCenterKind) -> String {
        switch kind {
        case .leaderboard, .leaderboardSet: "the game's code and stored best scores"
        case .achievement, .activity, .gameCenterChallenge: "the game's code and generated names"
        }
    }
}
