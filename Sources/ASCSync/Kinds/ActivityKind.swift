import AchievementsCatalog
import SourceDiagnostics

/// Game Center activities: what differs from the shape every kind shares,
/// as data, and the catalog's activities in the core's terms.
///
/// The client answers for them (`ActivityAPI`). An activity's achievements
/// and leaderboards are relationships in App Store Connect, compared here
/// as their IDs, sorted (App Store Connect keeps no order for them). The
/// fallback URL sits on App Store Connect's version and is compared with
/// the latest one's.
extension ResourceKind {
    /// Activities: a reference name, the players range, party codes, the
    /// play style, properties, the fallback URL, the associated
    /// achievements and leaderboards; per locale a name and a description.
    /// No order players see, no budget.
    package static let activities = ResourceKind(
        .activity,
        fields: [
            SyncedField(.referenceName),
            SyncedField(.minimumPlayers, attribute: "minimumPlayersCount", isClearable: false),
            SyncedField(.maximumPlayers, attribute: "maximumPlayersCount", isClearable: false),
            SyncedField(.partyCode, attribute: "supportsPartyCode"),
            SyncedField(.playStyle, isClearable: false),
            SyncedField(.properties),
            SyncedField(.fallbackURL, attribute: "fallbackUrl", isClearable: false, onVersion: true),
            SyncedField(.achievements, attribute: "achievementsV2", setAfterCreation: true),
            SyncedField(.leaderboards, attribute: "leaderboardsV2", setAfterCreation: true),
        ],
        localizationFields: SyncedField.namedTexts,
        budget: nil,
        isOrdered: false,
        isReadWhenUnlisted: false)
}

extension SyncedField {
    /// An activity's or challenge's texts in one locale: a name, and a
    /// description the sync cannot clear once App Store Connect holds one.
    static let namedTexts = [SyncedField(.title, attribute: "name"), SyncedField(.description, isClearable: false)]
}

extension FieldKey {
    /// An activity's fewest players.
    package static let minimumPlayers = FieldKey("minimumPlayers")
    /// An activity's most players.
    package static let maximumPlayers = FieldKey("maximumPlayers")
    /// Whether an activity takes party codes.
    package static let partyCode = FieldKey("partyCode")
    /// Whether an activity's players play at once or in turns.
    package static let playStyle = FieldKey("playStyle")
    /// An activity's properties, as ``FieldValue/properties(_:)`` writes them.
    package static let properties = FieldKey("properties")
    /// The page an activity opens when the game is not installed.
    package static let fallbackURL = FieldKey("fallbackURL")
    /// The achievements an activity is associated with.
    package static let achievements = FieldKey("achievements")
}

extension DesiredSection {
    /// The catalog's activities; their achievements and leaderboards as
    /// sorted IDs, their images read through `images`.
    package static func activities(of catalog: AchievementCatalog, images: inout DesiredImages) -> DesiredSection {
        let achievementIDs = Dictionary(catalog.achievements.map { ($0.key.value, $0.id.value) }, uniquingKeysWith: { first, _ in first })
        let leaderboardIDs = Dictionary(catalog.leaderboards.map { ($0.key.value, $0.id.value) }, uniquingKeysWith: { first, _ in first })
        let resources = catalog.activities.map { activity in
            let image = ResourceImages.defaultImage(activity.image, key: activity.key, id: activity.id.value, catalog: catalog, images: &images)
            func optional<T: CustomStringConvertible>(_ value: Located<T>?) -> Located<FieldValue> {
                value.map { Located(.text($0.value.description), at: $0.position) } ?? Located(.none, at: activity.key.position)
            }
            var properties = FieldValue.properties(activity.properties, at: activity.key.position)
            if let position = activity.propertiesPosition { properties.position = position }
            let values: [FieldKey: Located<FieldValue>] = [
                .referenceName: activity.referenceName.map(FieldValue.text),
                .minimumPlayers: activity.minimumPlayers.map { $0.map(FieldValue.number) } ?? Located(.none, at: activity.key.position),
                .maximumPlayers: activity.maximumPlayers.map { $0.map(FieldValue.number) } ?? Located(.none, at: activity.key.position),
                .partyCode: (activity.partyCode ?? Located(false, at: activity.key.position)).map(FieldValue.flag),
                .playStyle: optional(activity.playStyle.map { $0.map(\.rawValue) }),
                .properties: properties,
                .fallbackURL: optional(activity.fallbackURL),
                .achievements: ResourceImages.idList(activity.achievements, ids: achievementIDs, at: activity.key.position),
                .leaderboards: ResourceImages.idList(activity.leaderboards, ids: leaderboardIDs, at: activity.key.position),
            ]
            let localizations = ResourceImages.namedLocalizations(activity.localization(for:), id: activity.id.value, catalog: catalog, images: &images)
            var resource = DesiredResource(key: activity.key.value, id: activity.id, values: values, localizations: localizations, versionImage: image)
            resource.namesVersionImage = activity.image != nil
            return resource
        }
        return DesiredSection(kind: .activities, resources: resources, retired: catalog.retiredIDs(of: .activity), position: catalog.activitiesPosition)
    }
}

extension RemoteResource {
    /// An activity as App Store Connect holds it, its fields turned into the catalog's terms.
    package static func activity(resourceID: String, vendorIdentifier: String, referenceName: String, minimumPlayers: Int?, maximumPlayers: Int?,
                                 supportsPartyCode: Bool, playStyle: String?, properties: [String: String], fallbackURL: String?,
                                 achievements: [String], leaderboards: [String], archived: Bool) -> RemoteResource {
        RemoteResource(resourceID: resourceID, vendorIdentifier: vendorIdentifier, values: [
            .referenceName: .text(referenceName),
            .minimumPlayers: minimumPlayers.map(FieldValue.number) ?? .none,
            .maximumPlayers: maximumPlayers.map(FieldValue.number) ?? .none,
            .partyCode: .flag(supportsPartyCode),
            .playStyle: playStyle.map(FieldValue.text) ?? .none,
            .properties: .properties(properties),
            .fallbackURL: fallbackURL.flatMap { $0.isEmpty ? nil : FieldValue.text($0) } ?? .none,
            .achievements: .idList(achievements),
            .leaderboards: .idList(leaderboards),
        ], archived: archived, latestVersion: nil)
    }
}
