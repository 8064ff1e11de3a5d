import AchievementsCatalog
import Foundation
import SourceDiagnostics
import SyncRules

/// Achievements, the first Game Center kind the sync knows: what differs
/// from the shape every kind shares (fields, budget, order), the catalog's
/// achievements in the core's terms, and App Store Connect's back.
extension ResourceKind {
    /// Achievements: reference name, points (1,000 per app; fixed once
    /// approved), hidden (App Store Connect's `showBeforeEarned`, negated)
    /// and repeatable; per locale a title and the descriptions before and
    /// after earning; an order players see.
    package static let achievements = ResourceKind(
        .achievement,
        fields: [
            SyncedField(.referenceName),
            SyncedField(.points, lockedOnceApproved: SyncRule.pointsLocked.id),
            SyncedField(.hidden, attribute: "showBeforeEarned", isNegated: true),
            SyncedField(.repeatable),
            SyncedField(.activityProperties),
        ],
        localizationFields: [
            SyncedField(.title, attribute: "name"),
            SyncedField(.description, attribute: "beforeEarnedDescription"),
            SyncedField(.earnedDescription, attribute: "afterEarnedDescription"),
        ],
        budget: SyncBudget(field: .points, limit: ASCLimits.maxTotalPoints, rule: SyncRule.pointsBudget.id),
        isOrdered: true)
}

extension FieldKey {
    /// An achievement's or leaderboard's activity properties, as ``FieldValue/properties(_:)`` writes them.
    package static let activityProperties = FieldKey("activityProperties")
    /// An achievement's points.
    package static let points = FieldKey("points")
    /// Whether an achievement can be earned again.
    package static let repeatable = FieldKey("repeatable")
    /// An achievement's description once earned.
    package static let earnedDescription = FieldKey("earnedDescription")
}

extension DesiredSection {
    /// The catalog's achievements and retired IDs, their images read through `images`.
    package static func achievements(of catalog: AchievementCatalog, images: inout DesiredImages) -> DesiredSection {
        let resources = catalog.achievements.map { achievement in
            let image = images.image(catalog.imagePath(of: achievement), position: achievement.imagePosition, of: achievement.id.value)
            let localizations = catalog.languages.compactMap { language -> DesiredLocalization? in
                guard let texts = achievement.localization(for: language.code.value) else { return nil }
                // A language's own image, else the achievement's.
                let own = texts.image.map { images.image(catalog.imagePath(named: $0.value), position: $0.position, of: achievement.id.value) }
                return .achievement(locale: language.ascLocale, title: texts.title, description: texts.description,
                                    earnedDescription: texts.effectiveEarnedDescription, image: own ?? image)
            }
            var resource = DesiredResource.achievement(
                key: achievement.key.value, id: achievement.id, referenceName: achievement.referenceName, points: achievement.points,
                hidden: achievement.hidden, repeatable: Located(achievement.isRepeatable, at: achievement.repeatable?.position ?? achievement.position),
                localizations: localizations)
            resource.values[.activityProperties] = FieldValue.properties(achievement.activityProperties, at: achievement.key.position)
            return resource
        }
        return DesiredSection(kind: .achievements, resources: resources, retired: catalog.retiredIDs(of: .achievement), position: catalog.achievementsPosition)
    }
}

extension DesiredResource {
    /// An achievement, in the catalog's terms (`hidden`, not App Store Connect's `showBeforeEarned`).
    package static func achievement(key: String, id: Located<String>, referenceName: Located<String>, points: Located<Int>,
                                    hidden: Located<Bool>, repeatable: Located<Bool>, localizations: [DesiredLocalization]) -> DesiredResource {
        DesiredResource(key: key, id: id, values: [
            .referenceName: referenceName.map(FieldValue.text),
            .points: points.map(FieldValue.number),
            .hidden: hidden.map(FieldValue.flag),
            .repeatable: repeatable.map(FieldValue.flag),
        ], localizations: localizations)
    }
}

extension DesiredLocalization {
    /// An achievement's texts in one locale.
    package static func achievement(locale: Located<String>, title: Located<String>, description: Located<String>,
                                    earnedDescription: Located<String>, image: DesiredImage?) -> DesiredLocalization {
        DesiredLocalization(locale: locale, texts: [.title: title, .description: description, .earnedDescription: earnedDescription],
                            position: title.position, image: image)
    }
}

extension RemoteResource {
    /// An achievement as App Store Connect holds it, its fields turned into the catalog's terms.
    package static func achievement(resourceID: String, vendorIdentifier: String, referenceName: String, points: Int, showBeforeEarned: Bool,
                                    repeatable: Bool, archived: Bool, latestVersion: RemoteVersion?, wasApproved: Bool? = nil,
                                    activityProperties: [String: String] = [:]) -> RemoteResource {
        RemoteResource(resourceID: resourceID, vendorIdentifier: vendorIdentifier, values: [
            .referenceName: .text(referenceName), .points: .number(points), .hidden: .flag(!showBeforeEarned), .repeatable: .flag(repeatable),
            .activityProperties: .properties(activityProperties),
        ], archived: archived, latestVersion: latestVersion, wasApproved: wasApproved)
    }
}

extension FieldValue {
    /// Activity properties as one value: their JSON with sorted keys
    /// (`{"mode":"duel"}`), so two maps compare, and plans show them;
    /// ``none`` when there are none, as App Store Connect's empty map or absent one.
    package static func properties(_ properties: [String: String]) -> FieldValue {
        guard !properties.isEmpty else { return .none }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(properties)).map { .text(String(decoding: $0, as: UTF8.self)) } ?? .none
    }

    /// The catalog's properties as one value, at `position` (a key twice keeps its first value).
    static func properties(_ properties: [ActivityProperty], at position: SourcePosition) -> Located<FieldValue> {
        Located(.properties(Dictionary(properties.map { ($0.key.value, $0.value.value) }, uniquingKeysWith: { first, _ in first })),
                at: properties.first?.key.position ?? position)
    }

    /// The properties a value of ``properties(_:)`` holds (none for any other value).
    package var propertiesMap: [String: String] {
        guard case .text(let text) = self, let map = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8)) else { return [:] }
        return map
    }
}

extension RemoteLocalization {
    /// An achievement's texts in one locale as App Store Connect holds them.
    package static func achievement(resourceID: String, locale: String, name: String, beforeEarnedDescription: String,
                                    afterEarnedDescription: String, image: RemoteImage?) -> RemoteLocalization {
        RemoteLocalization(resourceID: resourceID, locale: locale,
                           texts: [.title: name, .description: beforeEarnedDescription, .earnedDescription: afterEarnedDescription],
                           image: image)
    }
}
