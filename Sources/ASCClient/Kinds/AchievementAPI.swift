import ASCAPI
import AchievementsCatalog
import ASCSync
import OpenAPIRuntime

/// Achievements (``ResourceKind/achievements``) over the v2 API:
/// `gameCenterAchievements`, their versions, localizations and images,
/// turned to and from the catalog's terms (`hidden` is App Store Connect's
/// `showBeforeEarned`, negated).
enum AchievementAPI: KindAPI {
    typealias Resource = Components.Schemas.GameCenterAchievementV2
    typealias Version = Components.Schemas.GameCenterAchievementVersionV2
    typealias Localization = Components.Schemas.GameCenterAchievementLocalizationV2
    typealias Image = Components.Schemas.GameCenterAchievementImageV2
    typealias Included = Version
    typealias ListContext = Void

    static let kind = ResourceKind.achievements
    static let paths = KindPaths(
        resources: "/v2/gameCenterAchievements", versions: "/v2/gameCenterAchievementVersions",
        localizations: "/v2/gameCenterAchievementLocalizations", images: "/v2/gameCenterAchievementImages",
        ownerRelationship: "gameCenterAchievementsV2")
    static let listBound = ListBound.achievements

    // MARK: Reading

    static func listPage(_ client: Client, owner: ResourceOwner, limit: Int) async throws -> ListPage<Resource, Included> {
        let included = ASCLimits.includedItems
        let page: Components.Schemas.GameCenterAchievementsV2Response = switch owner {
        case .detail(let id):
            try await client.gameCenterDetails_gameCenterAchievementsV2_getToManyRelated(
                path: .init(id: id), query: .init(limit: limit, include: [.versions], limit_lbrack_versions_rbrack_: included)).ok.body.json
        case .group(let id):
            try await client.gameCenterGroups_gameCenterAchievementsV2_getToManyRelated(
                path: .init(id: id), query: .init(limit: limit, include: [.versions], limit_lbrack_versions_rbrack_: included)).ok.body.json
        }
        return ListPage(data: page.data, included: page.included ?? [], next: page.links.next)
    }

    static func versions(in included: [Included]) -> [Version] { included }

    static func versionsPage(_ client: Client, of resourceID: String, limit: Int) async throws -> ListPage<Version, Never> {
        let page = try await client.gameCenterAchievementsV2_versions_getToManyRelated(path: .init(id: resourceID), query: .init(limit: limit)).ok.body.json
        return ListPage(data: page.data, included: [], next: page.links.next)
    }

    static func localizationsPage(_ client: Client, of versionID: String, limit: Int) async throws -> ListPage<Localization, Image> {
        let page = try await client.gameCenterAchievementVersionsV2_localizations_getToManyRelated(
            path: .init(id: versionID), query: .init(limit: limit, include: [.image])).ok.body.json
        return ListPage(data: page.data, included: page.included ?? [], next: page.links.next)
    }

    static func image(_ client: Client, _ imageID: String) async throws -> Image {
        try await client.gameCenterAchievementImagesV2_getInstance(path: .init(id: imageID)).ok.body.json.data
    }

    static func defaultImage(_ client: Client, ofVersion versionID: String) async throws -> Image? { nil }

    static func resourceID(_ resource: Resource) -> String { resource.id }
    static func vendorIdentifier(_ resource: Resource) -> String? { resource.attributes?.vendorIdentifier }

    static func versionLinkage(_ resource: Resource) -> VersionLinkage {
        VersionLinkage(ids: resource.relationships?.versions?.data?.map(\.id), meta: resource.relationships?.versions?.meta)
    }

    static func summary(_ version: Version) -> VersionSummary {
        VersionSummary(resourceID: version.id, number: version.attributes?.version ?? 0, state: version.attributes?.state)
    }

    static func localization(_ localization: Localization, images: [String: RemoteImage]) -> RemoteLocalization {
        let attributes = localization.attributes
        return .achievement(
            resourceID: localization.id, locale: attributes?.locale ?? "", name: attributes?.name ?? "",
            beforeEarnedDescription: attributes?.beforeEarnedDescription ?? "", afterEarnedDescription: attributes?.afterEarnedDescription ?? "",
            image: localization.relationships?.image?.data.flatMap { images[$0.id] })
    }

    static func remoteImage(_ image: Image) -> RemoteImage {
        let attributes = image.attributes
        return RemoteImage(id: image.id, fileName: attributes?.fileName, fileSize: attributes?.fileSize, delivery: attributes?.assetDeliveryState,
                           asset: attributes?.imageAsset)
    }

    static func deliveryErrors(_ image: Image) -> [String] { image.attributes?.assetDeliveryState?.errorTexts ?? [] }
    static func uploadOperations(_ image: Image) -> [Components.Schemas.UploadOperation] { image.attributes?.uploadOperations ?? [] }

    static func fields(of resource: Resource, in context: Void, requests: KindRequests<Self>) async throws(ASCServiceError) -> (values: [FieldKey: FieldValue], archived: Bool) {
        let attributes = resource.attributes
        let remote = RemoteResource.achievement(
            resourceID: resource.id, vendorIdentifier: attributes?.vendorIdentifier ?? "", referenceName: attributes?.referenceName ?? "",
            points: attributes?.points ?? 0, showBeforeEarned: attributes?.showBeforeEarned ?? false,
            repeatable: attributes?.repeatable ?? false, archived: attributes?.archived ?? false, latestVersion: nil,
            activityProperties: attributes?.activityProperties?.additionalProperties ?? [:])
        return (remote.values, remote.archived)
    }

    // MARK: Writing

    static func create(_ client: Client, owner: ResourceOwner, _ achievement: DesiredResource, known: KnownResources, firstVersion: String,
                       request: String) throws(ASCServiceError) -> @Sendable () async throws -> Resource {
        {
            try await client.gameCenterAchievementsV2_createInstance(body: .json(.init(
                data: .init(
                    attributes: .init(activityProperties: Self.properties(achievement, sentEmpty: false),
                                      points: achievement.number(.points), referenceName: achievement.referenceName,
                                      repeatable: achievement.flag(.repeatable), showBeforeEarned: !achievement.flag(.hidden),
                                      vendorIdentifier: achievement.id.value),
                    relationships: .init(gameCenterDetail: owner.detailID.map { .init(data: .init(id: $0, _type: .gameCenterDetails)) },
                                         gameCenterGroup: owner.groupID.map { .init(data: .init(id: $0, _type: .gameCenterGroups)) },
                                         versions: .init(data: [.init(id: firstVersion, _type: .gameCenterAchievementVersions)])),
                    _type: .gameCenterAchievements),
                included: [.init(id: firstVersion, _type: .gameCenterAchievementVersions)]))).created.body.json.data
        }
    }

    static func firstVersionID(_ created: Resource) -> String? { created.relationships?.versions?.data?.first?.id }

    static func update(_ requests: KindRequests<Self>, owner: ResourceOwner, resourceID: String, _ achievement: DesiredResource,
                       fields: Set<FieldKey>, known: KnownResources) async throws(ASCServiceError) {
        try await patch(requests, resourceID, .init(
            activityProperties: fields.contains(.activityProperties) ? Self.properties(achievement, sentEmpty: true) : nil,
            archived: fields.contains(.archived) ? false : nil,
            points: fields.contains(.points) ? achievement.number(.points) : nil,
            referenceName: fields.contains(.referenceName) ? achievement.referenceName : nil,
            repeatable: fields.contains(.repeatable) ? achievement.flag(.repeatable) : nil,
            showBeforeEarned: fields.contains(.hidden) ? !achievement.flag(.hidden) : nil))
    }

    /// The resource's activity properties as App Store Connect's map; an
    /// empty one only when `sentEmpty` (an update clearing them), else none.
    static func properties(_ resource: DesiredResource, sentEmpty: Bool) -> Components.Schemas.StringToStringMap? {
        let map = resource.values[.activityProperties]?.value.propertiesMap ?? [:]
        return map.isEmpty && !sentEmpty ? nil : .init(additionalProperties: map)
    }

    static func archive(_ requests: KindRequests<Self>, resourceID: String) async throws(ASCServiceError) {
        try await patch(requests, resourceID, .init(archived: true))
    }

    static func patch(_ requests: KindRequests<Self>, _ resourceID: String,
                      _ attributes: Components.Schemas.GameCenterAchievementV2UpdateRequest.dataPayload.attributesPayload) async throws(ASCServiceError) {
        try await requests.patch(resourceID) { client in
            _ = try await client.gameCenterAchievementsV2_updateInstance(path: .init(id: resourceID), body: .json(.init(data: .init(
                attributes: attributes, id: resourceID, _type: .gameCenterAchievements)))).ok
        }
    }

    static func delete(_ client: Client, _ resourceID: String) async throws {
        _ = try await client.gameCenterAchievementsV2_deleteInstance(path: .init(id: resourceID)).noContent
    }

    static func order(_ client: Client, owner: ResourceOwner, _ resourceIDs: [String]) async throws {
        switch owner {
        case .detail(let id):
            _ = try await client.gameCenterDetails_gameCenterAchievementsV2_replaceToManyRelationship(
                path: .init(id: id), body: .json(.init(data: resourceIDs.map { .init(id: $0, _type: .gameCenterAchievements) }))).noContent
        case .group(let id):
            _ = try await client.gameCenterGroups_gameCenterAchievementsV2_replaceToManyRelationship(
                path: .init(id: id), body: .json(.init(data: resourceIDs.map { .init(id: $0, _type: .gameCenterAchievements) }))).noContent
        }
    }

    static func createVersion(_ client: Client, of resourceID: String) async throws -> String {
        try await client.gameCenterAchievementVersionsV2_createInstance(body: .json(.init(data: .init(
            relationships: .init(achievement: .init(data: .init(id: resourceID, _type: .gameCenterAchievements))),
            _type: .gameCenterAchievementVersions)))).created.body.json.data.id
    }

    static func createLocalization(_ client: Client, on versionID: String, _ localization: DesiredLocalization) async throws -> String {
        try await client.gameCenterAchievementLocalizationsV2_createInstance(body: .json(.init(data: .init(
            attributes: .init(afterEarnedDescription: localization.text(.earnedDescription), beforeEarnedDescription: localization.text(.description),
                              locale: localization.locale.value, name: localization.text(.title)),
            relationships: .init(version: .init(data: .init(id: versionID, _type: .gameCenterAchievementVersions))),
            _type: .gameCenterAchievementLocalizations)))).created.body.json.data.id
    }

    static func updateLocalization(_ client: Client, _ resourceID: String, _ localization: DesiredLocalization) async throws {
        _ = try await client.gameCenterAchievementLocalizationsV2_updateInstance(path: .init(id: resourceID), body: .json(.init(data: .init(
            attributes: .init(afterEarnedDescription: localization.text(.earnedDescription), beforeEarnedDescription: localization.text(.description),
                              name: localization.text(.title)),
            id: resourceID, _type: .gameCenterAchievementLocalizations)))).ok
    }

    static func deleteImage(_ client: Client, _ imageID: String) async throws {
        _ = try await client.gameCenterAchievementImagesV2_deleteInstance(path: .init(id: imageID)).noContent
    }

    static func reserveImage(_ client: Client, on owner: ImageOwner, fileName: String, fileSize: Int) async throws
        -> (String, [Components.Schemas.UploadOperation]) {
        let localizationID = try owner.localizationID(kind)
        let reserved = try await client.gameCenterAchievementImagesV2_createInstance(body: .json(.init(data: .init(
            attributes: .init(fileName: fileName, fileSize: fileSize),
            relationships: .init(localization: .init(data: .init(id: localizationID, _type: .gameCenterAchievementLocalizations))),
            _type: .gameCenterAchievementImages)))).created.body.json.data
        return (reserved.id, reserved.attributes?.uploadOperations ?? [])
    }

    static func commitImage(_ client: Client, _ imageID: String) async throws -> Image {
        try await client.gameCenterAchievementImagesV2_updateInstance(path: .init(id: imageID), body: .json(.init(data: .init(
            attributes: .init(uploaded: true), id: imageID, _type: .gameCenterAchievementImages)))).ok.body.json.data
    }
}
