import AchievementsCatalog
import SourceDiagnostics

/// `released-id-changed`: a released local key still maps to its released ASC ID.
package struct ReleasedIDChangedRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "released-id-changed",
        category: .stability,
        summary: #"a released key keeps its ID"#,
        example: #"catalog.yaml:77:9: error: local key 'control_tap' was released as 'ach.control.tap' (catalog.lock.yaml:30) and now maps to 'ach.control.tapping'; App Store Connect IDs cannot be edited: restore 'ach.control.tap', or retire it and give the new ID a new key [released-id-changed]"#,
        trigger: RuleTrigger(replacing: "id: ach.control.tap", with: "id: ach.control.tapping", againstRelease: true))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        guard let released = context.released else { return }
        let catalog = context.catalog
        let byKey = Dictionary(released.entries.map { ($0.key.value, $0) }, uniquingKeysWith: { first, _ in first })
        for achievement in catalog.achievements {
            guard let entry = byKey[achievement.key.value], entry.id.value != achievement.id.value else { continue }
            findings.error("local key '\(achievement.key.value)' was released as '\(entry.id.value)' (\(released.location(of: entry))) and now maps to '\(achievement.id.value)'; "
                + "App Store Connect IDs cannot be edited: restore '\(entry.id.value)', or retire it and give the new ID a new key", at: achievement.id.position)
        }
        let resourcesByKey = Dictionary(released.resources.map { ($0.kind.rawValue + "\u{0}" + $0.key.value, $0) }, uniquingKeysWith: { first, _ in first })
        for resource in catalog.currentResources {
            guard let entry = resourcesByKey[resource.kind.rawValue + "\u{0}" + resource.key.value], entry.id.value != resource.id.value else { continue }
            findings.error("\(entry.noun) key '\(resource.key.value)' was released as '\(entry.id.value)' (\(released.location(of: entry))) and now maps to '\(resource.id.value)'; "
                + "App Store Connect IDs cannot be edited: restore '\(entry.id.value)', or retire it and give the new ID a new key", at: resource.id.position)
        }
    }
}
