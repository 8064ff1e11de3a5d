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
        example: #"catalog.yaml:241:10: error: 'ach.total.overtakes.005k' was released under the local key 'total_5k' (catalog.lock.yaml:58) and is now under 'total_5000'; … [released-key-changed]"#)
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
    }
}
