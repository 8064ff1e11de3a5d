import ASCAPI
import AchievementsCatalog
import ASCSync
import OpenAPIRuntime

/// Leaderboard sets (``ResourceKind/leaderboardSets``) over the v2 API:
/// `gameCenterLeaderboardSets`, their versions, localizations and images.
/// The catalog's `leaderboards` field is the set's `gameCenterLeaderboards`
/// relationship: read as the related list (vendor identifiers, in order,
/// joined by ", "), written by replacing the relationship with those
/// leaderboards' resource IDs as the run knows them.
enum LeaderboardSetAPI: KindAPI {
    typealias Resource = Components.Schemas.GameCenterLeaderboardSetV2
    typealias Version = Components.Schemas.GameCenterLeaderboardSetVersionV2
    typealias Localization = Components.Schemas.GameCenterLeaderboardSetLocalizationV2
    typealias Image = Components.Schemas.GameCenterLeaderboardSetImageV2
    typealias Included = Components.Schemas.GameCenterLeaderboardSetsV2Response.includedPayloadPayload
    /// The included leaderboards' vendor identifiers, by resource ID.
    typealias ListContext = [String: String]

    static let kind = ResourceKind.leaderboardSets
    static let paths = KindPaths(
        resources: "/v2/gameCenterLeaderboardSets", versions: "/v2/gameCenterLeaderboardSetVersions",
        localizations: "/v2/gameCenterLeaderboardSetLocalizations", images: "/v2/gameCenterLeaderboardSetImages",
        ownerRelationship: "gameCenterLeaderboardSetsV2")
    static let listBound = ListBound.leaderboardSets

    // MARK: Reading

    static func listPage(_ client: Client, owner: ResourceOwner, limit: Int) async throws -> ListPage<Resource, Included> {
        let included = ASCLimits.includedItems
        let page: Components.Schemas.GameCenterLeaderboardSetsV2Response = switch owner {
        case .detail(let id):
            try await client.gameCenterDetails_gameCenterLeaderboardSetsV2_getToManyRelated(
                path: .init(id: id), query: .init(limit: limit, include: [.gameCenterLeaderboards, .versions],
                                                  limit_lbrack_gameCenterLeaderboards_rbrack_: included, limit_lbrack_versions_rbrack_: included)).ok.body.json
        case .group(let id):
            try await client.gameCenterGroups_gameCenterLeaderboardSetsV2_getToManyRelated(
                path: .init(id: id), query: .init(limit: limit, include: [.gameCenterLeaderboards, .versions],
                                                  limit_lbrack_gameCenterLeaderboards_rbrack_: included, limit_lbrack_versions_rbrack_: included)).ok.body.json
        }
        return ListPage(data: page.data, included: page.included ?? [], next: page.links.next)
    }

    static func versions(in included: [Included]) -> [Version] {
        included.compactMap { if case .gameCenterLeaderboardSetVersions(let version) = $0 { version } else { nil } }
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
        let page = try await client.gameCenterLeaderboardSetsV2_versions_getToManyRelated(path: .init(id: resourceID), query: .init(limit: limit)).ok.body.json
        return ListPage(data: page.data, included: [], next: page.links.next)
    }

    static func localizationsPage(_ client: Client, of versionID: String, limit: Int) async throws -> ListPage<Localization, Image> {
        let page = try await client.gameCenterLeaderboardSetVersionsV2_localizations_getToManyRelated(
            path: .init(id: versionID), query: .init(limit: limit, include: [.image])).ok.body.json
        return ListPage(data: page.data, included: page.included ?? [], next: page.links.next)
    }

    static func image(_ client: Client, _ imageID: String) async throws -> Image {
        try await client.gameCenterLeaderboardSetImagesV2_getInstance(path: .init(id: imageID)).ok.body.json.data
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
        RemoteLocalization(resourceID: localization.id, locale: localization.attributes?.locale ?? "",
                           texts: [.title: localization.attributes?.name ?? ""],
                           image: localization.relationships?.image?.data.flatMap { images[$0.id] })
    }

    static func remoteImage(_ image: Image) -> RemoteImage {
        let attributes = image.attributes
        return RemoteImage(id: image.id, fileName: attributes?.fileName, fileSize: attributes?.fileSize, delivery: attributes?.assetDeliveryState,
                           asset: attributes?.imageAsset)
    }

    static func deliveryErrors(_ image: Image) -> [String] { image.attributes?.assetDeliveryState?.errorTexts ?? [] }
    static func uploadOperations(_ image: Image) -> [Components.Schemas.UploadOperation] { image.attributes?.uploadOperations ?? [] }

    /// The set's reference name, and its leaderboards as the list page
    /// included them; read in full when they may not be all (at most
    /// `limit[gameCenterLeaderboards]` are included), as for versions.
    static func fields(of set: Resource, in included: ListContext, requests: KindRequests<Self>) async throws(ASCServiceError) -> (values: [FieldKey: FieldValue], archived: Bool) {
        let linked = set.relationships?.gameCenterLeaderboards
        let linkedIDs = linked?.data?.map(\.id)
        let members: [String]
        if let linkedIDs, linkedIDs.allSatisfy({ included[$0] != nil }), (linked?.meta?.paging.total ?? 0) <= linkedIDs.count,
           linked?.meta != nil || linkedIDs.count < ASCLimits.includedItems {
            members = linkedIDs.compactMap { included[$0] }
        } else {
            members = try await memberIdentifiers(of: set.id, requests: requests)
        }
        return ([.referenceName: .text(set.attributes?.referenceName ?? ""), .leaderboards: .text(members.joined(separator: ", "))], false)
    }

    /// The vendor identifiers of a set's leaderboards, in the set's order.
    static func memberIdentifiers(of setID: String, requests: KindRequests<Self>) async throws(ASCServiceError) -> [String] {
        let client = requests.client, size = requests.pageSize, request = "GET \(paths.resources)/\(setID)/gameCenterLeaderboards"
        let members = try await requests.connection.pages(request, maxItems: .setMembers) { () async throws -> ([Components.Schemas.GameCenterLeaderboardV2], String?) in
            let page = try await client.gameCenterLeaderboardSetsV2_gameCenterLeaderboards_getToManyRelated(
                path: .init(id: setID), query: .init(limit: size)).ok.body.json
            return (page.data, page.links.next)
        }
        return try members.map { (member: Components.Schemas.GameCenterLeaderboardV2) throws(ASCServiceError) -> String in
            guard let identifier = member.attributes?.vendorIdentifier, !identifier.isEmpty else {
                throw .unexpected(request: request, reason: "the leaderboard \(member.id) has no vendorIdentifier")
            }
            return identifier
        }
    }

    // MARK: Writing

    /// The resource IDs of the leaderboards the set's `leaderboards` field
    /// names, in its order; one this run failed to create is left out (the
    /// next plan adds it).
    static func memberResourceIDs(_ set: DesiredResource, known: KnownResources) -> [String] {
        (set.value(.leaderboards)?.value.memberIDs ?? []).compactMap { known.resourceID(.leaderboards, $0) }
    }

    static func create(_ client: Client, owner: ResourceOwner, _ set: DesiredResource, known: KnownResources, firstVersion: String,
                       request: String) throws(ASCServiceError) -> @Sendable () async throws -> Resource {
        let listed = memberResourceIDs(set, known: known)
        // The app's first set holds every leaderboard (App Store Connect keeps each in a set once there are
        // sets); the plan's last step for it makes its list the catalog's.
        let members = known.all(.leaderboardSets).isEmpty ? listed + known.all(.leaderboards).map(\.resourceID).filter { !listed.contains($0) } : listed
        return {
            try await client.gameCenterLeaderboardSetsV2_createInstance(body: .json(.init(
                data: .init(
                    attributes: .init(referenceName: set.referenceName, vendorIdentifier: set.id.value),
                    relationships: .init(gameCenterDetail: owner.detailID.map { .init(data: .init(id: $0, _type: .gameCenterDetails)) },
                                         gameCenterGroup: owner.groupID.map { .init(data: .init(id: $0, _type: .gameCenterGroups)) },
                                         gameCenterLeaderboards: .init(data: members.map { .init(id: $0, _type: .gameCenterLeaderboards) }),
                                         versions: .init(data: [.init(id: firstVersion, _type: .gameCenterLeaderboardSetVersions)])),
                    _type: .gameCenterLeaderboardSets),
                included: [.init(id: firstVersion, _type: .gameCenterLeaderboardSetVersions)]))).created.body.json.data
        }
    }

    static func firstVersionID(_ created: Resource) -> String? { created.relationships?.versions?.data?.first?.id }

    static func update(_ requests: KindRequests<Self>, owner: ResourceOwner, resourceID: String, _ set: DesiredResource,
                       fields: Set<FieldKey>, known: KnownResources) async throws(ASCServiceError) {
        if fields.contains(.referenceName) {
            let referenceName = set.referenceName
            try await requests.patch(resourceID) { client in
                _ = try await client.gameCenterLeaderboardSetsV2_updateInstance(path: .init(id: resourceID), body: .json(.init(data: .init(
                    attributes: .init(referenceName: referenceName), id: resourceID, _type: .gameCenterLeaderboardSets)))).ok
            }
        }
        if fields.contains(.leaderboards) {
            let members = memberResourceIDs(set, known: known), client = requests.client
            _ = try await requests.call("PATCH \(paths.resources)/\(resourceID)/relationships/gameCenterLeaderboards") {
                try await client.gameCenterLeaderboardSetsV2_gameCenterLeaderboards_replaceToManyRelationship(
                    path: .init(id: resourceID), body: .json(.init(data: members.map { .init(id: $0, _type: .gameCenterLeaderboards) }))).noContent
            }
        }
    }

    /// Sets have no archived state in App Store Connect. The catalog has no
    /// retired sets, so the planner never archives one; this is a safeguard.
    static func archive(_ requests: KindRequests<Self>, resourceID: String) async throws(ASCServiceError) {
        throw .unexpected(request: "PATCH \(paths.resources)/\(resourceID)", reason: "App Store Connect cannot archive a leaderboard set")
    }

    static func delete(_ client: Client, _ resourceID: String) async throws {
        _ = try await client.gameCenterLeaderboardSetsV2_deleteInstance(path: .init(id: resourceID)).noContent
    }

    static func order(_ client: Client, owner: ResourceOwner, _ resourceIDs: [String]) async throws {
        switch owner {
        case .detail(let id):
            _ = try await client.gameCenterDetails_gameCenterLeaderboardSetsV2_replaceToManyRelationship(
                path: .init(id: id), body: .json(.init(data: resourceIDs.map { .init(id: $0, _type: .gameCenterLeaderboardSets) }))).noContent
        case .group(let id):
            _ = try await client.gameCenterGroups_gameCenterLeaderboardSetsV2_replaceToManyRelationship(
                path: .init(id: id), body: .json(.init(data: resourceIDs.map { .init(id: $0, _type: .gameCenterLeaderboardSets) }))).noContent
        }
    }

    static func createVersion(_ client: Client, of resourceID: String) async throws -> String {
        try await client.gameCenterLeaderboardSetVersionsV2_createInstance(body: .json(.init(data: .init(
            relationships: .init(leaderboardSet: .init(data: .init(id: resourceID, _type: .gameCenterLeaderboardSets))),
            _type: .gameCenterLeaderboardSetVersions)))).created.body.json.data.id
    }

    static func createLocalization(_ client: Client, on versionID: String, _ localization: DesiredLocalization) async throws -> String {
        try await client.gameCenterLeaderboardSetLocalizationsV2_createInstance(body: .json(.init(data: .init(
            attributes: .init(locale: localization.locale.value, name: localization.text(.title)),
            relationships: .init(version: .init(data: .init(id: versionID, _type: .gameCenterLeaderboardSetVersions))),
            _type: .gameCenterLeaderboardSetLocalizations)))).created.body.json.data.id
    }

    static func updateLocalization(_ client: Client, _ resourceID: String, _ localization: DesiredLocalization) async throws {
        _ = try await client.gameCenterLeaderboardSetLocalizationsV2_updateInstance(path: .init(id: resourceID), body: .json(.init(data: .init(
            attributes: .init(name: localization.text(.title)), id: resourceID, _type: .gameCenterLeaderboardSetLocalizations)))).ok
    }

    static func deleteImage(_ client: Client, _ imageID: String) async throws {
        _ = try await client.gameCenterLeaderboardSetImagesV2_deleteInstance(path: .init(id: imageID)).noContent
    }

    static func reserveImage(_ client: Client, on owner: ImageOwner, fileName: String, fileSize: Int) async throws
        -> (String, [Components.Schemas.UploadOperation]) {
        let localizationID = try owner.localizationID(kind)
        let reserved = try await client.gameCenterLeaderboardSetImagesV2_createInstance(body: .json(.init(data: .init(
            attributes: .init(fileName: fileName, fileSize: fileSize),
            relationships: .init(localization: .init(data: .init(id: localizationID, _type: .gameCenterLeaderboardSetLocalizations))),
            _type: .gameCenterLeaderboardSetImages)))).created.body.json.data
        return (reserved.id, reserved.attributes?.uploadOperations ?? [])
    }

    static func commitImage(_ client: Client, _ imageID: String) async throws -> Image {
        try await client.gameCenterLeaderboardSetImagesV2_updateInstance(path: .init(id: imageID), body: .json(.init(data: .init(
            attributes: .init(uploaded: true), id: imageID, _type: .gameCenterLeaderboardSetImages)))).ok.body.json.data
    }
}
