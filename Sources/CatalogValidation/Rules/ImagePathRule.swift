import AchievementsCatalog
import SourceDiagnostics

/// `image-path`: an achievement's `image` names a file inside the artwork
/// folder: a relative path without `..`.
public struct ImagePathRule: CatalogRule {
    public init() {}
    public var id: String { "image-path" }
    public var summary: String { "An `image` is a relative path inside the artwork folder (no leading `/`, no `..`)." }

    public func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings) {
        for achievement in catalog.achievements {
            guard let image = achievement.image, let reason = ArtworkCheck.escapeReason(image.value) else { continue }
            findings.error("image \(DiagnosticLimits.quote(image.value)) of '\(achievement.key.value)' \(reason); images must be inside the artwork folder",
                           at: image.position)
        }
    }
}
