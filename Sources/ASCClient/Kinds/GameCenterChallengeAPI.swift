import ASCAPI
import AchievementsCatalog
import ASCSync
import OpenAPIRuntime

/// Game Center challenges (``ResourceKind/gameCenterChallenges``) over the
/// v1 API: `gameCenterChallenges`, their versions, localizations and
/// images. The catalog's `leaderboard` is the challenge's `leaderboardV2`
/// relationship: read with the list (`include`), sent with the creation,
/// and changed with the challenge's own `PATCH`.
enum GameCenterChallengeAPI: KindAPI {
    typealias Resource = Components.Schemas.GameCenterChallenge
    typealias Version = Components.Schemas.GameCenterChallengeVersion
    typealias Localization = Components.Schemas.GameCenterChallengeLocalization
    typealias Image = Components.Schemas.GameCenterChallengeImage
    typealias Included = Components.Schemas.GameCenterChallengesResponse.includedPayloadPayload
    /// The included leaderboards' vendor identifiers, by resource ID.
    typealias ListContext = [String: String]

    static let kind = ResourceKind.gameCenterChallenges
    static let paths = KindPaths(
        resources: "/v1/gameCenterChallenges", versions: "/v1/gameCenterChallengeVersions",
        localizations: "/v1/gameCenterChallengeLocalizations", images: "/v1/gameCenterChallengeImages",
        ownerRelationship: "gameCenterChallenges")
    static let listBound = ListBound.gameCenterChallenges

    // MARK: Reading

    static func listPage(_ client: Client, owner: ResourceOwner, limit: Int) async throws -> ListPage<Resource, Included> {
        let most = ASCLimits.includedItems
        let page: Components.Schemas.GameCenterChallengesResponse = switch owner {
        case .detail(let id):
            try await client.gameCenterDetails_gameCenterChallenges_getToManyRelated(
                path: .init(id: id), query: .init(limit: limit, include: [.leaderboardV2, .versions],
                    limit_lbrack_versions_rbrack_: most)).ok.body.json
        case .group(let id):
            try await client.gameCenterGroups_gameCenterChallenges_getToManyRelated(
                path: .init(id: id), query: .init(limit: limit, include: [.leaderboardV2, .versions],
                    limit_lbrack_versions_rbrack_: most)).ok.body.json
        }
        return ListPage(data: page.data, included: page.included ?? [], next: page.links.next)
    }

    static func versions(in included: [Included]) -> [Version] {
        included.compactMap { if case .gameCenterChallengeVersions(let version) = $0 { version } else { nil } }
    }

    static func listContext(_ included: [Included]) -> ListContext {
        var leaderboards: [String: String] = [:]
        for item in included {
            if case .gameCenterLeaderboards(let leaderboard) = item, let identifier = leaderboard.attributes?.vendorIdentifier, !identifier.isEmpty {
                leaderboards[leaderboard.id] = identifier
            }
        }
        return leaderboards
    }

    static func versionsPage(_ client: Client, of resourceID: String, limit: Int) async throws -> ListPage<Version, Never> {
        let page = try await client.gameCenterChallenges_versions_getToManyRelated(path: .init(id: resourceID),
            query: .init(limit: limit)).ok.body.json
        return ListPage(data: page.data, included: [], next: page.links.next)
    }

    static func localizationsPage(_ client: Client, of versionID: String, limit: Int) async throws -> ListPage<Localization, Image> {
        let page = try await client.gameCenterChallengeVersions_localizations_getToManyRelated(
            path: .init(id: versionID), query: .init(limit: limit, include: [.image])).ok.body.json
        return ListPage(data: page.data, included: page.included ?? [], next: page.links.next)
    }

    static func image(_ client: Client, _ imageID: String) async throws -> Image {
        try await client.gameCenterChallengeImages_getInstance(path: .init(id: imageID)).ok.body.json.data
    }

    static func defaultImage(_ client: Client, ofVersion versionID: String) async throws -> Image? {
        let answer = try await client.gameCenterChallengeVersions_getInstance(path: .init(id: versionID), query: .init(include: [.defaultImage])).ok.body.json
        guard let imageID = answer.data.relationships?.defaultImage?.data?.id else { return nil }
        // A link to an image the answer does not include would read as none, and a second one be uploaded beside it.
        guard let image = answer.included?.first(where: { $0.id == imageID }) else {
            throw ASCServiceError.unexpected(request: "GET /v1/gameCenterChallengeVersions/\(versionID)",
                                             reason: "the version links the default image \(imageID), which the answer does not include")
        }
        return image
    }

    static func resourceID(_ resource: Resource) -> String { resource.id }
    static func vendorIdentifier(_ resource: Resource) -> String? { resource.attributes?.vendorIdentifier }

    static func versionLinkage(_ resource: Resource) -> VersionLinkage {
        VersionLinkage(ids: resource.relationships?.versions?.data?.map(\.id), meta: resource.relationships?.versions?.meta)
    }

    static func summary(_ version: Version) -> VersionSummary {
        VersionSummary(resourceID: version.id, number: version.attributes?.version ?? 0, state: version.attributes?.state)
    }

    static func localization(_ localization: Localization, images: [String: RemoteImage]) -> RemoteLocalization {
        .named(resourceID: localization.id, locale: localization.attributes?.locale, name: localization.attributes?.name,
               description: localization.attributes?.description, image: localization.relationships?.image?.data.flatMap { images[$0.id] })
    }

    static func remoteImage(_ image: Image) -> RemoteImage {
        let attributes = image.attributes
        return RemoteImage(id: image.id, fileName: attributes?.fileName, fileSize: attributes?.fileSize, delivery: attributes?.assetDeliveryState,
                           asset: attributes?.imageAsset)
    }

    static func deliveryErrors(_ image: Image) -> [String] { image.attributes?.assetDeliveryState?.errorTexts ?? [] }
    static func uploadOperations(_ image: Image) -> [Components.Schemas.UploadOperation] { image.attributes?.uploadOperations ?? [] }

    static func fields(of challenge: Resource, in leaderboards: ListContext,
        requests: KindRequests<Self>) async throws(ASCServiceError) -> (values: [FieldKey: FieldValue], archived: Bool) {
        let attributes = challenge.attributes
        var leaderboard: String?
        if let linked = challenge.relationships?.leaderboardV2?.data?.id {
            guard let identifier = leaderboards[linked] else {
                throw .unexpected(request: "GET \(paths.list(.detail("…")))",
                                  reason: "the Game Center challenge \(challenge.id) names leaderboard \(linked), which the answer does not include")
            }
            leaderboard = identifier
        }
        let remote = RemoteResource.gameCenterChallenge(
            resourceID: challenge.id, vendorIdentifier: attributes?.vendorIdentifier ?? "", referenceName: attributes?.referenceName ?? "",
            repeatable: attributes?.repeatable ?? false, leaderboard: leaderboard, archived: attributes?.archived ?? false)
        return (remote.values, remote.archived)
    }

    // MARK: Writing

    /// The leaderboard's resource ID as this run knows it: a challenge is
    /// created only once its leaderboard exists (App Store Connect builds it on one).
    static func leaderboardID(_ challenge: DesiredResource, known: KnownResources, request: String) throws(ASCServiceError) -> String {
        let id = challenge.text(.leaderboard)
        guard let resourceID = known.resourceID(.leaderboards, id) else {
            throw .unexpected(request: request,
                reason: "its leaderboard '\(id)' does not exist in App Store Connect; it is created first, and its creation failed")
        }
        return resourceID
    }

    static func create(_ client: Client, owner: ResourceOwner, _ challenge: DesiredResource, known: KnownResources, firstVersion: String,
                       request: String) throws(ASCServiceError) -> @Sendable () async throws -> Resource {
        let leaderboard = try leaderboardID(challenge, known: known, request: request)
        return {
            try await client.gameCenterChallenges_createInstance(body: .json(.init(data: .init(attributes: .init(challengeType: .LEADERBOARD,
                referenceName: challenge.referenceName, repeatable: challenge.flag(.repeatable), vendorIdentifier: challenge.id.value),
                relationships: .init(gameCenterDetail: owner.detailID.map { .init(data: .init(id: $0, _type: .gameCenterDetails)) },
                gameCenterGroup: owner.groupID.map { .init(data: .init(id: $0, _type: .gameCenterGroups)) },
                leaderboardV2: .init(data: .init(id: leaderboard, _type: .gameCenterLeaderboards)), versions: .init(data: [.init(id: firstVersion,
                _type: .gameCenterChallengeVersions)])), _type: .gameCenterChallenges), included: [.init(id: firstVersion,
                _type: .gameCenterChallengeVersions)]))).created.body.json.data
        }
    }

    static func firstVersionID(_ created: Resource) -> String? { created.relationships?.versions?.data?.first?.id }

    static func update(_ requests: KindRequests<Self>, owner: ResourceOwner, resourceID: String, _ challenge: DesiredResource,
                       fields: Set<FieldKey>, known: KnownResources) async throws(ASCServiceError) {
        let request = "PATCH \(paths.resources)/\(resourceID)"
        let leaderboard = fields.contains(.leaderboard) ? try leaderboardID(challenge, known: known, request: request) : nil
        try await patch(requests, resourceID, .init(archived: fields.contains(.archived) ? false : nil,
            referenceName: fields.contains(.referenceName) ? challenge.referenceName : nil,
            repeatable: fields.contains(.repeatable) ? challenge.flag(.repeatable) : nil),
            leaderboard: leaderboard)
    }

    static func archive(_ requests: KindRequests<Self>, resourceID: String) async throws(ASCServiceError) {
        try await patch(requests, resourceID, .init(archived: true), leaderboard: nil)
    }

    static func patch(_ requests: KindRequests<Self>, _ resourceID: String,
                      _ attributes: Components.Schemas.GameCenterChallengeUpdateRequest.dataPayload.attributesPayload,
                      leaderboard: String?) async throws(ASCServiceError) {
        try await requests.patch(resourceID) { client in
            _ = try await client.gameCenterChallenges_updateInstance(path: .init(id: resourceID),
                body: .json(.init(data: .init(attributes: attributes, id: resourceID,
                relationships: leaderboard.map { .init(leaderboardV2: .init(data: .init(id: $0, _type: .gameCenterLeaderboards))) },
                _type: .gameCenterChallenges)))).ok
        }
    }

    static func delete(_ client: Client, _ resourceID: String) async throws {
        _ = try await client.gameCenterChallenges_deleteInstance(path: .init(id: resourceID)).noContent
    }

    /// Players see no order of challenges: the planner never orders them. This is a safeguard.
    static func order(_ client: Client, owner: ResourceOwner, _ resourceIDs: [String]) async throws {
        throw ASCServiceError.unexpected(request: "PATCH \(paths.order(owner))", reason: "App Store Connect keeps no order of Game Center challenges")
    }

    static func createVersion(_ client: Client, of resourceID: String) async throws -> String {
        try await client.gameCenterChallengeVersions_createInstance(body: .json(.init(data: .init(relationships: .init(challenge: .init(data: .init(
            id: resourceID, _type: .gameCenterChallenges))), _type: .gameCenterChallengeVersions)))).created.body.json.data.id
    }

    static func createLocalization(_ client: Client, on versionID: String, _ localization: DesiredLocalization) async throws -> String {
        try await client.gameCenterChallengeLocalizations_createInstance(body: .json(.init(data: .init(attributes: .init(
            description: localization.texts[.description]?.value, locale: localization.locale.value, name: localization.text(.title)),
            relationships: .init(version: .init(data: .init(id: versionID, _type: .gameCenterChallengeVersions))),
            _type: .gameCenterChallengeLocalizations)))).created.body.json.data.id
    }

    static func updateLocalization(_ client: Client, _ resourceID: String, _ localization: DesiredLocalization) async throws {
        _ = try await client.gameCenterChallengeLocalizations_updateInstance(path: .init(id: resourceID),
            body: .json(.init(data: .init(attributes: .init(description: localization.texts[.description]?.value, name: localization.text(.title)),
            id: resourceID, _type: .gameCenterChallengeLocalizations)))).ok
    }

    static func deleteImage(_ client: Client, _ imageID: String) async throws {
        _ = try await client.gameCenterChallengeImages_deleteInstance(path: .init(id: imageID)).noContent
    }

    static func reserveImage(_ client: Client, on owner: ImageOwner, fileName: String, fileSize: Int) async throws
        -> (String, [Components.Schemas.UploadOperation]) {
        let relationships: Components.Schemas.GameCenterChallengeImageCreateRequest.dataPayload.relationshipsPayload = switch owner {
        case .localization(let id): .init(localization: .init(data: .init(id: id, _type: .gameCenterChallengeLocalizations)))
        case .version(let id): .init(version: .init(data: .init(id: id, _type: .gameCenterChallengeVersions)))
        }
        let reserved = try await client.gameCenterChallengeImages_createInstance(body: .json(.init(data: .init(attributes: .init(fileName: fileName,
            fileSize: fileSize), relationships: relationships, _type: .gameCenterChallengeImages)))).created.body.json.data
        return (reserved.id, reserved.attributes?.uploadOperations ?? [])
    }

    static func commitImage(_ client: Client, _ imageID: String) async throws -> Image {
        try await client.gameCenterChallengeImages_updateInstance(path: .init(id: imageID),
            body: .json(.init(data: .init(attributes: .init(uploaded: true), id: imageID, _type: .gameCenterChallengeImages)))).ok.body.json.data
    }
}
