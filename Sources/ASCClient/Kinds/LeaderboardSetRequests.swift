import ASCAPI
import AchievementsCatalog
import ASCSync
import Foundation
import OpenAPIRuntime

/// The requests of leaderboard sets (``ResourceKind/leaderboardSets``)
/// over the v2 API: `gameCenterLeaderboardSets`, their versions,
/// localizations and images. The catalog's `leaderboards` field is the
/// set's `gameCenterLeaderboards` relationship: read as the related list
/// (vendor identifiers, in order, joined by ", "), written by replacing
/// the relationship with those leaderboards' resource IDs as the run knows them.
struct LeaderboardSetRequests: ResourceEndpoints {
    /// The client the requests go through.
    let connection: AppStoreConnectClient

    var client: Client { connection.client }
    var pageSize: Int { connection.configuration.pageSize }

    typealias LeaderboardSet = Components.Schemas.GameCenterLeaderboardSetV2
    typealias Version = Components.Schemas.GameCenterLeaderboardSetVersionV2

    // MARK: Reading

    func read(owner: ResourceOwner, detailed: Set<String>?, previous: RemoteSection?) async throws(ASCServiceError) -> [RemoteResource] {
        let (sets, versions, includedLeaderboards) = try await list(owner)
        let included = versions.mapValues(Self.summary)
        var remote: [RemoteResource] = []
        for set in sets {
            guard let vendorIdentifier = set.attributes?.vendorIdentifier else {
                throw .unexpected(request: "GET \(Self.listPath(owner))", reason: "the leaderboard set \(set.id) has no vendorIdentifier")
            }
            let linked = set.relationships?.versions
            let summaries = try await connection.versions(
                linked: VersionLinkage(ids: linked?.data?.map(\.id), total: linked?.meta?.paging.total, hasMeta: linked?.meta != nil),
                included: included) { () async throws(ASCServiceError) in try await allVersions(of: set.id).map(Self.summary) }
            let earlier = previous?.resources.first { $0.vendorIdentifier == vendorIdentifier }?.latestVersion
            let (latestVersion, wasApproved) = try await connection.latestVersion(
                of: summaries, detailed: detailed?.contains(vendorIdentifier) ?? true, earlier: earlier, localizations: localizations(versionID:))
            // The set's leaderboards as the list page included them; read in full when they may not be all
            // (at most `limit[gameCenterLeaderboards]` are included), as for versions.
            let linkedMembers = set.relationships?.gameCenterLeaderboards
            let linkedIDs = linkedMembers?.data?.map(\.id)
            let members: [String]
            if let linkedIDs, linkedIDs.allSatisfy({ includedLeaderboards[$0] != nil }), (linkedMembers?.meta?.paging.total ?? 0) <= linkedIDs.count,
               linkedMembers?.meta != nil || linkedIDs.count < ASCLimits.includedItems {
                members = linkedIDs.compactMap { includedLeaderboards[$0] }
            } else {
                members = try await memberIdentifiers(of: set.id)
            }
            remote.append(RemoteResource(resourceID: set.id, vendorIdentifier: vendorIdentifier, values: [
                "referenceName": .text(set.attributes?.referenceName ?? ""),
                "leaderboards": .text(members.joined(separator: ", ")),
            ], archived: false, latestVersion: latestVersion, wasApproved: wasApproved))
        }
        return remote
    }

    /// The owner's sets in App Store Connect's order, with their versions
    /// and leaderboards' vendor identifiers (included in the same pages,
    /// keyed by resource ID).
    func list(_ owner: ResourceOwner) async throws(ASCServiceError) -> ([LeaderboardSet], [String: Version], [String: String]) {
        let versions = LockedValue<[String: Version]>([:])
        let leaderboards = LockedValue<[String: String]>([:])
        let size = pageSize, included = ASCLimits.includedItems, client = self.client
        let sets = try await connection.pages("GET \(Self.listPath(owner))", maxItems: .leaderboardSets) { () async throws -> ([LeaderboardSet], String?) in
            let page: Components.Schemas.GameCenterLeaderboardSetsV2Response = switch owner {
            case .detail(let id):
                try await client.gameCenterDetails_gameCenterLeaderboardSetsV2_getToManyRelated(
                    path: .init(id: id), query: .init(limit: size, include: [.gameCenterLeaderboards, .versions],
                                                      limit_lbrack_gameCenterLeaderboards_rbrack_: included, limit_lbrack_versions_rbrack_: included)).ok.body.json
            case .group(let id):
                try await client.gameCenterGroups_gameCenterLeaderboardSetsV2_getToManyRelated(
                    path: .init(id: id), query: .init(limit: size, include: [.gameCenterLeaderboards, .versions],
                                                      limit_lbrack_gameCenterLeaderboards_rbrack_: included, limit_lbrack_versions_rbrack_: included)).ok.body.json
            }
            for item in page.included ?? [] {
                switch item {
                case .gameCenterLeaderboardSetVersions(let version): versions.withLock { $0[version.id] = version }
                case .gameCenterLeaderboards(let leaderboard):
                    if let identifier = leaderboard.attributes?.vendorIdentifier, !identifier.isEmpty { leaderboards.withLock { $0[leaderboard.id] = identifier } }
                }
            }
            return (page.data, page.links.next)
        }
        return (sets, versions.withLock { $0 }, leaderboards.withLock { $0 })
    }

    /// The path of an owner's set list.
    static func listPath(_ owner: ResourceOwner) -> String {
        switch owner {
        case .detail(let id): "/v1/gameCenterDetails/\(id)/gameCenterLeaderboardSetsV2"
        case .group(let id): "/v1/gameCenterGroups/\(id)/gameCenterLeaderboardSetsV2"
        }
    }

    static func summary(_ version: Version) -> VersionSummary {
        VersionSummary(resourceID: version.id, number: version.attributes?.version ?? 0, state: version.attributes?.state)
    }

    /// The vendor identifiers of a set's leaderboards, in the set's order.
    func memberIdentifiers(of setID: String) async throws(ASCServiceError) -> [String] {
        let client = self.client, size = pageSize, request = "GET /v2/gameCenterLeaderboardSets/\(setID)/gameCenterLeaderboards"
        let members = try await connection.pages(request, maxItems: .setMembers) { () async throws -> ([Components.Schemas.GameCenterLeaderboardV2], String?) in
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

    /// Every version of a set.
    func allVersions(of setID: String) async throws(ASCServiceError) -> [Version] {
        let client = self.client, size = pageSize
        return try await connection.pages("GET /v2/gameCenterLeaderboardSets/\(setID)/versions", maxItems: .versions) { () async throws -> ([Version], String?) in
            let page = try await client.gameCenterLeaderboardSetsV2_versions_getToManyRelated(path: .init(id: setID), query: .init(limit: size)).ok.body.json
            return (page.data, page.links.next)
        }
    }

    func localizations(versionID: String) async throws(ASCServiceError) -> [RemoteLocalization] {
        let images = LockedValue<[String: RemoteImage]>([:])
        let client = self.client, size = pageSize
        let localizations = try await connection.pages("GET /v2/gameCenterLeaderboardSetVersions/\(versionID)/localizations", maxItems: .localizations) {
            () async throws -> ([Components.Schemas.GameCenterLeaderboardSetLocalizationV2], String?) in
            let page = try await client.gameCenterLeaderboardSetVersionsV2_localizations_getToManyRelated(
                path: .init(id: versionID), query: .init(limit: size, include: [.image])).ok.body.json
            images.withLock { images in
                for image in page.included ?? [] { images[image.id] = Self.remoteImage(image) }
            }
            return (page.data, page.links.next)
        }
        let found = images.withLock { $0 }
        return localizations.map { localization in
            RemoteLocalization(resourceID: localization.id, locale: localization.attributes?.locale ?? "",
                               texts: ["title": localization.attributes?.name ?? ""],
                               image: localization.relationships?.image?.data.flatMap { found[$0.id] })
        }
    }

    static func remoteImage(_ image: Components.Schemas.GameCenterLeaderboardSetImageV2) -> RemoteImage {
        RemoteImage(resourceID: image.id, fileName: image.attributes?.fileName ?? "", fileSize: image.attributes?.fileSize ?? 0,
                    deliveryState: image.attributes?.assetDeliveryState?.state, templateURL: image.attributes?.imageAsset?.templateUrl)
    }

    // MARK: Writing

    /// The resource IDs of the leaderboards the set's `leaderboards` field
    /// names, in its order; one this run failed to create is left out (the
    /// next plan adds it).
    static func memberResourceIDs(_ set: DesiredResource, known: KnownResources) -> [String] {
        (set.value("leaderboards")?.value.memberIDs ?? []).compactMap { known.resourceID(.leaderboards, $0) }
    }

    func create(owner: ResourceOwner, _ set: DesiredResource, known: KnownResources) async throws(ASCServiceError) -> CreatedResource {
        let request = "POST /v2/gameCenterLeaderboardSets"
        let listed = Self.memberResourceIDs(set, known: known)
        // The app's first set holds every leaderboard (App Store Connect keeps each in a set once there are
        // sets); the plan's last step for it makes its list the catalog's.
        let members = known.all(.leaderboardSets).isEmpty ? listed + known.all(.leaderboards).map(\.resourceID).filter { !listed.contains($0) } : listed
        let localVersion = "${first-version}"
        let client = self.client
        let created = try await connection.call(request) {
            try await client.gameCenterLeaderboardSetsV2_createInstance(body: .json(.init(
                data: .init(
                    attributes: .init(referenceName: set.referenceName, vendorIdentifier: set.id.value),
                    relationships: .init(gameCenterDetail: owner.detailID.map { .init(data: .init(id: $0, _type: .gameCenterDetails)) },
                                         gameCenterGroup: owner.groupID.map { .init(data: .init(id: $0, _type: .gameCenterGroups)) },
                                         gameCenterLeaderboards: .init(data: members.map { .init(id: $0, _type: .gameCenterLeaderboards) }),
                                         versions: .init(data: [.init(id: localVersion, _type: .gameCenterLeaderboardSetVersions)])),
                    _type: .gameCenterLeaderboardSets),
                included: [.init(id: localVersion, _type: .gameCenterLeaderboardSetVersions)]))).created.body.json.data
        }
        if let versionID = created.relationships?.versions?.data?.first?.id {
            return CreatedResource(resourceID: created.id, versionID: versionID)
        }
        let versions = try await allVersions(of: created.id)
        guard let latest = versions.max(by: { ($0.attributes?.version ?? 0) < ($1.attributes?.version ?? 0) }) else {
            throw .unexpected(request: request, reason: "the new leaderboard set has no version")
        }
        return CreatedResource(resourceID: created.id, versionID: latest.id)
    }

    func update(owner: ResourceOwner, resourceID: String, _ set: DesiredResource, fields: Set<String>, known: KnownResources) async throws(ASCServiceError) {
        let client = self.client
        if fields.contains("referenceName") {
            let referenceName = set.referenceName
            _ = try await connection.call("PATCH /v2/gameCenterLeaderboardSets/\(resourceID)") {
                try await client.gameCenterLeaderboardSetsV2_updateInstance(path: .init(id: resourceID), body: .json(.init(data: .init(
                    attributes: .init(referenceName: referenceName), id: resourceID, _type: .gameCenterLeaderboardSets)))).ok
            }
        }
        if fields.contains("leaderboards") {
            let request = "PATCH /v2/gameCenterLeaderboardSets/\(resourceID)/relationships/gameCenterLeaderboards"
            let members = Self.memberResourceIDs(set, known: known)
            _ = try await connection.call(request) {
                try await client.gameCenterLeaderboardSetsV2_gameCenterLeaderboards_replaceToManyRelationship(
                    path: .init(id: resourceID), body: .json(.init(data: members.map { .init(id: $0, _type: .gameCenterLeaderboards) }))).noContent
            }
        }
    }

    /// Sets have no archived state in App Store Connect. The catalog has no
    /// retired sets, so the planner never archives one; this is a safeguard.
    func archive(resourceID: String) async throws(ASCServiceError) {
        throw .unexpected(request: "PATCH /v2/gameCenterLeaderboardSets/\(resourceID)", reason: "App Store Connect cannot archive a leaderboard set")
    }

    func delete(resourceID: String) async throws(ASCServiceError) {
        let client = self.client
        _ = try await connection.call("DELETE /v2/gameCenterLeaderboardSets/\(resourceID)") {
            try await client.gameCenterLeaderboardSetsV2_deleteInstance(path: .init(id: resourceID)).noContent
        }
    }

    func order(owner: ResourceOwner, resourceIDs: [String]) async throws(ASCServiceError) {
        let client = self.client
        switch owner {
        case .detail(let id):
            _ = try await connection.call("PATCH /v1/gameCenterDetails/\(id)/relationships/gameCenterLeaderboardSetsV2") {
                try await client.gameCenterDetails_gameCenterLeaderboardSetsV2_replaceToManyRelationship(
                    path: .init(id: id), body: .json(.init(data: resourceIDs.map { .init(id: $0, _type: .gameCenterLeaderboardSets) }))).noContent
            }
        case .group(let id):
            _ = try await connection.call("PATCH /v1/gameCenterGroups/\(id)/relationships/gameCenterLeaderboardSetsV2") {
                try await client.gameCenterGroups_gameCenterLeaderboardSetsV2_replaceToManyRelationship(
                    path: .init(id: id), body: .json(.init(data: resourceIDs.map { .init(id: $0, _type: .gameCenterLeaderboardSets) }))).noContent
            }
        }
    }

    func createVersion(resourceID: String) async throws(ASCServiceError) -> String {
        let client = self.client
        return try await connection.call("POST /v2/gameCenterLeaderboardSetVersions") {
            try await client.gameCenterLeaderboardSetVersionsV2_createInstance(body: .json(.init(data: .init(
                relationships: .init(leaderboardSet: .init(data: .init(id: resourceID, _type: .gameCenterLeaderboardSets))),
                _type: .gameCenterLeaderboardSetVersions)))).created.body.json.data.id
        }
    }

    func createLocalization(versionID: String, _ localization: DesiredLocalization) async throws(ASCServiceError) -> String {
        let client = self.client
        return try await connection.call("POST /v2/gameCenterLeaderboardSetLocalizations") {
            try await client.gameCenterLeaderboardSetLocalizationsV2_createInstance(body: .json(.init(data: .init(
                attributes: .init(locale: localization.locale.value, name: localization.text("title")),
                relationships: .init(version: .init(data: .init(id: versionID, _type: .gameCenterLeaderboardSetVersions))),
                _type: .gameCenterLeaderboardSetLocalizations)))).created.body.json.data.id
        }
    }

    func updateLocalization(resourceID: String, _ localization: DesiredLocalization) async throws(ASCServiceError) {
        let client = self.client
        _ = try await connection.call("PATCH /v2/gameCenterLeaderboardSetLocalizations/\(resourceID)") {
            try await client.gameCenterLeaderboardSetLocalizationsV2_updateInstance(path: .init(id: resourceID), body: .json(.init(data: .init(
                attributes: .init(name: localization.text("title")), id: resourceID, _type: .gameCenterLeaderboardSetLocalizations)))).ok
        }
    }

    // MARK: Images

    func deleteImage(resourceID: String) async throws(ASCServiceError) {
        let client = self.client
        _ = try await connection.call("DELETE /v2/gameCenterLeaderboardSetImages/\(resourceID)") {
            try await client.gameCenterLeaderboardSetImagesV2_deleteInstance(path: .init(id: resourceID)).noContent
        }
    }

    func uploadImage(localizationID: String, _ image: DesiredImage) async throws(ASCServiceError) -> RemoteImage {
        let client = self.client
        return try await connection.upload(image, ImageRequests(
            reserve: ("POST /v2/gameCenterLeaderboardSetImages", {
                let reserved = try await client.gameCenterLeaderboardSetImagesV2_createInstance(body: .json(.init(data: .init(
                    attributes: .init(fileName: image.fileName, fileSize: image.bytes.count),
                    relationships: .init(localization: .init(data: .init(id: localizationID, _type: .gameCenterLeaderboardSetLocalizations))),
                    _type: .gameCenterLeaderboardSetImages)))).created.body.json.data
                return (reserved.id, reserved.attributes?.uploadOperations ?? [])
            }),
            commit: { imageID in
                ("PATCH /v2/gameCenterLeaderboardSetImages/\(imageID)", {
                    _ = try await client.gameCenterLeaderboardSetImagesV2_updateInstance(path: .init(id: imageID), body: .json(.init(data: .init(
                        attributes: .init(uploaded: true), id: imageID, _type: .gameCenterLeaderboardSetImages)))).ok
                })
            },
            poll: { imageID in
                ("GET /v2/gameCenterLeaderboardSetImages/\(imageID)", {
                    let image = try await client.gameCenterLeaderboardSetImagesV2_getInstance(path: .init(id: imageID)).ok.body.json.data
                    let state = image.attributes?.assetDeliveryState
                    return ImageDelivery(state: state?.state, errors: (state?.errors ?? []).map { [$0.code, $0.description].compactMap { $0 }.joined(separator: ": ") },
                                         image: Self.remoteImage(image))
                })
            }))
    }

    func downloadImage(_ image: RemoteImage) async throws(ASCServiceError) -> [UInt8] {
        try await connection.downloadImage(image)
    }
}
