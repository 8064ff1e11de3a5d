import AchievementsCatalog
import SourceDiagnostics

/// `image-path`: the `image` of a resource of any kind, and a language's
/// own `image`, names a file inside the artwork folder: a relative path without `..`.
package struct ImagePathRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "image-path",
        category: .artwork,
        summary: #"(always, not only with `--artwork`) an `image` is a relative path inside the artwork folder"#,
        example: #"catalog.yaml:41:12: error: image '../../../../proc/self/pagemap' of 'best_10' climbs out with '..'; images must be inside the artwork folder [image-path]"#,
        trigger: RuleTrigger(replacing: "hidden: no\n", with: "hidden: no\n    image: ../../../../proc/self/pagemap\n"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        // Only the resources that name an image: most have none.
        let images = GameCenterKind.allCases.flatMap { kind -> [(String, Located<String>?)] in
            switch kind {
            case .achievement: catalog.achievements.compactMap { item in item.image.map { (item.key.value, $0) } }
            case .leaderboard: catalog.leaderboards.compactMap { item in item.image.map { (item.key.value, $0) } }
            case .leaderboardSet: catalog.leaderboardSets.compactMap { item in item.image.map { (item.key.value, $0) } }
            case .activity: catalog.activities.compactMap { item in item.image.map { (item.key.value, $0) } }
            case .gameCenterChallenge: catalog.gameCenterChallenges.compactMap { item in item.image.map { (item.key.value, $0) } }
            }
        }
        var languages = LanguageImages()
        catalog.visitLocalizedResources(&languages)
        for (key, image) in images + languages.images {
            guard let image, let reason = ImageReference.escapeReason(image.value) else { continue }
            findings.error("image \(DiagnosticLimits.quote(image.value)) of '\(key)' \(reason); images must be inside the artwork folder",
                           at: image.position)
        }
    }
}

/// Each language's own image of every localized resource, named as
/// messages name it: `best_10' in 'fr` (quoted by the message around it).
struct LanguageImages: LocalizedResourceVisitor {
    var images: [(String, Located<String>?)] = []

    mutating func visit<Resource: LocalizedResource>(_ resources: [Resource]) {
        for resource in resources {
            for localization in resource.localizations where localization.image != nil {
                images.append(("\(resource.label)' in '\(localization.language.value)", localization.image))
            }
        }
    }
}
