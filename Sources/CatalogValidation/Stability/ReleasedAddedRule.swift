import AchievementsCatalog
import SourceDiagnostics

/// `released-added` (note): an achievement not released yet, a reminder to
/// lock it once it is entered in App Store Connect.
public struct ReleasedAddedRule: CatalogRule {
    public init() {}
    public static let descriptor = RuleDescriptor(
        id: "released-added",
        severity: .note,
        category: .stability,
        summary: #"an achievement not released yet"#,
        example: #"catalog.yaml:346:9: note: 'ach.control.tapping' is new since catalog.lock.yaml; run `achievements lock` once it is entered in App Store Connect [released-added]"#)
    public var descriptor: RuleDescriptor { Self.descriptor }

    public func check(_ context: RuleContext, into findings: inout RuleFindings) {
        guard let released = context.released else { return }
        let catalog = context.catalog
        let known = Set(released.entries.map(\.id.value))
        for achievement in catalog.achievements where !known.contains(achievement.id.value) {
            findings.note("'\(achievement.id.value)' is new since \(released.source); run `achievements lock` once it is entered in App Store Connect", at: achievement.id.position)
        }
    }
}
