import AchievementsCatalog
import SourceDiagnostics
import SyncRules

/// Game Center challenges: what differs from the shape every kind shares,
/// as data, and the catalog's challenges in the core's terms.
///
/// The client answers for them (`GameCenterChallengeAPI`). A challenge's
/// leaderboard is a relationship in App Store Connect (`leaderboardV2`),
/// compared here as the leaderboard's ID. The durations Xcode's bundle
/// holds have no field in App Store Connect's API (4.4.1), so they are
/// not synced.
extension ResourceKind {
    /// Challenges: a reference name, whether a player may try again, and
    /// the leaderboard they are built on (fixed once approved, as the
    /// catalog's `released-challenge-leaderboard` says of released ones);
    /// per locale a name and a description. No order players see, no budget.
    package static let gameCenterChallenges = ResourceKind(
        .gameCenterChallenge,
        fields: [
            SyncedField(.referenceName),
            SyncedField(.repeatable),
            SyncedField(.leaderboard, attribute: "leaderboardV2", lockedOnceApproved: SyncRule.challengeLeaderboardLocked.id, namesOthers: true),
        ],
        localizationFields: SyncedField.namedTexts,
        budget: nil,
        isOrdered: false,
        isReadWhenUnlisted: false)
}

extension FieldKey {
    /// The leaderboard a challenge is built on.
    package static let leaderboard = FieldKey("leaderboard")
}

extension DesiredSection {
    /// The catalog's challenges; their leaderboard as its ID, their images read through `images`.
    package static func gameCenterChallenges(of catalog: AchievementCatalog, images: inout DesiredImages) -> DesiredSection {
        let leaderboardIDs = Dictionary(catalog.leaderboards.map { ($0.key.value, $0.id.value) }, uniquingKeysWith: { first, _ in first })
        let resources = catalog.gameCenterChallenges.map { challenge in
            let image = ResourceImages.defaultImage(challenge.image, key: challenge.key, id: challenge.id.value, catalog: catalog, images: &images)
            let values: [FieldKey: Located<FieldValue>] = [
                .referenceName: challenge.referenceName.map(FieldValue.text),
                .repeatable: (challenge.repeatable ?? Located(false, at: challenge.key.position)).map(FieldValue.flag),
                .leaderboard: challenge.leaderboard.map { .text(leaderboardIDs[$0] ?? $0) },
            ]
            let localizations = ResourceImages.namedLocalizations(challenge.localization(for:), id: challenge.id.value, catalog: catalog, images: &images)
            var resource = DesiredResource(key: challenge.key.value, id: challenge.id, values: values, localizations: localizations, versionImage: image)
            resource.namesVersionImage = challenge.image != nil
            return resource
        }
        return DesiredSection(kind: .gameCenterChallenges, resources: resources, retired: catalog.retiredIDs(of: .gameCenterChallenge),
                              position: catalog.gameCenterChallengesPosition)
    }
}

extension RemoteResource {
    /// A challenge as App Store Connect holds it, its fields turned into the catalog's terms.
    package static func gameCenterChallenge(resourceID: String, vendorIdentifier: String, referenceName: String, repeatable: Bool,
                                            leaderboard: String?, archived: Bool) -> RemoteResource {
        RemoteResource(resourceID: resourceID, vendorIdentifier: vendorIdentifier, values: [
            .referenceName: .text(referenceName),
            .repeatable: .flag(repeatable),
            .leaderboard: leaderboard.map(FieldValue.text) ?? .none,
        ], archived: archived, latestVersion: nil)
    }
}
