import AchievementsCatalog
import SourceDiagnostics

/// `released-added` (note): an achievement not released yet, a reminder to
/// lock it once it is entered in App Store Connect.
package struct ReleasedAddedRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "released-added",
        severity: .note,
        category: .stability,
        summary: #"an achievement not released yet"#,
        example: #"catalog.yaml:77:9: note: 'ach.control.tapping' is new since catalog.lock.yaml; run `achievements lock` once it is entered in App Store Connect [released-added]"#,
        trigger: RuleTrigger(replacing: "id: ach.control.tap", with: "id: ach.control.tapping", againstRelease: true))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        guard let released = context.released else { return }
        let catalog = context.catalog
        let known = Set(released.entries.map(\.id.value))
        for achievement in catalog.achievements where !known.contains(achievement.id.value) {
            findings.note("'\(achievement.id.value)' is new since \(released.source); run `achievements lock` once it is entered in App Store Connect", at: achievement.id.position)
        }
        let knownResources = Set(released.resources.map { $0.kind.rawValue + "\u{0}" + $0.id.value })
        for resource in catalog.currentResources where !knownResources.contains(resource.kind.rawValue + "\u{0}" + resource.id.value) {
            findings.note("\(resource.noun) '\(resource.id.value)' is new since \(released.source); run `achievements lock` once it is entered in App Store Connect", at: resource.id.position)
        }
    }
}
