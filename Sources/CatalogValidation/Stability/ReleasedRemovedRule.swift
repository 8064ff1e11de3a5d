import AchievementsCatalog
import SourceDiagnostics

/// `released-removed`: a released ASC ID is still in the catalog, or listed under `retired`.
package struct ReleasedRemovedRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "released-removed",
        category: .stability,
        summary: #"a released ID is still in the catalog, or listed under `retired`"#,
        example: #"catalog.yaml:33:1: error: 'ach.control.tap' (key 'control_tap') was released (catalog.lock.yaml:30) and is no longer in the catalog; App Store Connect IDs are permanent: restore it, or list it under 'retired' [released-removed]"#,
        trigger: RuleTrigger(replacing: "  - key: control_tap\n    id: ach.control.tap\n    referenceName: Control Tap\n    group: control\n    input: tap\n    points: 5\n    hidden: no\n    localizations:\n      en:\n        title: Tapper\n        description: Complete a run using tap controls.\n      es:\n        title: Toques\n        description: Completa una partida con toques.\n", with: "", againstRelease: true))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        guard let released = context.released else { return }
        let catalog = context.catalog
        let present = Set(catalog.achievements.map(\.id.value) + catalog.retiredIDs(of: .achievement).map(\.value))
        for entry in released.entries where !present.contains(entry.id.value) {
            findings.error("'\(entry.id.value)' (key '\(entry.key.value)') was released (\(released.location(of: entry))) and is no longer in the catalog; "
                + "App Store Connect IDs are permanent: restore it, or list it under 'retired'", at: catalog.achievementsPosition)
        }
        let current = Set(catalog.currentResources.map { $0.kind.rawValue + "\u{0}" + $0.id.value })
        // A retired entry counts for its own kind only (each kind's IDs are its own).
        let retired = Set(catalog.retired.map { $0.kind.rawValue + "\u{0}" + $0.id.value })
        for entry in released.resources where !current.contains(entry.kind.rawValue + "\u{0}" + entry.id.value) && !retired.contains(entry.kind.rawValue + "\u{0}" + entry.id.value) {
            findings.error("\(entry.noun) '\(entry.id.value)' (key '\(entry.key.value)') was released (\(released.location(of: entry))) and is no longer in the catalog; "
                + "App Store Connect IDs are permanent: restore it, or list it under 'retired' with kind: \(entry.kind.rawValue)", at: catalog.position(of: entry.kind))
        }
    }
}
