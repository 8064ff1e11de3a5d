import ASCAPI
import AchievementsCatalog
import ASCSync
import Foundation
import OpenAPIRuntime

/// The requests of achievements (``ResourceKind/achievements``) over the
/// v2 API: `gameCenterAchievements`, their versions, localizations and
/// images, turned to and from the catalog's terms.
struct AchievementRequests: ResourceEndpoints {
    /// The client the requests go through.
    let connection: AppStoreConnectClient

    var client: Client { connection.client }
    var pageSize: Int { connection.configuration.pageSize }

    // MARK: Reading

    func read(owner: ResourceOwner, detailed: Set<String>?, previous: RemoteSection?) async throws(ASCServiceError) -> [RemoteResource] {
        let (achievements, versions) = try await achievementList(owner)
        let included = versions.mapValues(Self.summary)
        var remote: [RemoteResource] = []
        for achievement in achievements {
            let attributes = achievement.attributes
            guard let vendorIdentifier = attributes?.vendorIdentifier else {
                throw .unexpected(request: "GET \(Self.listPath(owner))", reason: "the achievement \(achievement.id) has no vendorIdentifier")
            }
            let linked = achievement.relationships?.versions
            let summaries = try await connection.versions(
                linked: VersionLinkage(ids: linked?.data?.map(\.id), total: linked?.meta?.paging.total, hasMeta: linked?.meta != nil),
                included: included) { () async throws(ASCServiceError) in try await allVersions(of: achievement.id).map(Self.summary) }
            let earlier = previous?.resources.first { $0.vendorIdentifier == vendorIdentifier }?.latestVersion
            let (latestVersion, wasApproved) = try await connection.latestVersion(
                of: summaries, detailed: detailed?.contains(vendorIdentifier) ?? true, earlier: earlier, localizations: localizations(versionID:))
            remote.append(.achievement(
                resourceID: achievement.id, vendorIdentifier: vendorIdentifier, referenceName: attributes?.referenceName ?? "",
                points: attributes?.points ?? 0, showBeforeEarned: attributes?.showBeforeEarned ?? false,
                repeatable: attributes?.repeatable ?? false, archived: attributes?.archived ?? false,
                latestVersion: latestVersion, wasApproved: wasApproved))
        }
        return remote
    }

    /// The owner's achievements in App Store Connect's order, with their
    /// versions (included in the same pages, keyed by resource ID).
    func achievementList(_ owner: ResourceOwner) async throws(ASCServiceError)
        -> ([Components.Schemas.GameCenterAchievementV2], [String: Components.Schemas.GameCenterAchievementVersionV2]) {
        let versions = LockedValue<[String: Components.Schemas.GameCenterAchievementVersionV2]>([:])
        let size = pageSize, included = ASCLimits.includedItems, client = self.client
        let achievements = try await connection.pages("GET \(Self.listPath(owner))", maxItems: .achievements) { () async throws -> ([Components.Schemas.GameCenterAchievementV2], String?) in
            let page: Components.Schemas.GameCenterAchievementsV2Response = switch owner {
            case .detail(let id):
                try await client.gameCenterDetails_gameCenterAchievementsV2_getToManyRelated(
                    path: .init(id: id), query: .init(limit: size, include: [.versions], limit_lbrack_versions_rbrack_: included)).ok.body.json
            case .group(let id):
                try await client.gameCenterGroups_gameCenterAchievementsV2_getToManyRelated(
                    path: .init(id: id), query: .init(limit: size, include: [.versions], limit_lbrack_versions_rbrack_: included)).ok.body.json
            }
            versions.withLock { versions in
                for version in page.included ?? [] { versions[version.id] = version }
            }
            return (page.data, page.links.next)
        }
        return (achievements, versions.withLock { $0 })
    }

    /// The path of an owner's achievement list.
    static func listPath(_ owner: ResourceOwner) -> String {
        switch owner {
        case .detail(let id): "/v1/gameCenterDetails/\(id)/gameCenterAchievementsV2"
        case .group(let id): "/v1/gameCenterGroups/\(id)/gameCenterAchievementsV2"
        }
    }

    static func summary(_ version: Components.Schemas.GameCenterAchievementVersionV2) -> VersionSummary {
        VersionSummary(resourceID: version.id, number: version.attributes?.version ?? 0, state: version.attributes?.state)
    }

    /// Every version of an achievement.
    func allVersions(of achievementID: String) async throws(ASCServiceError) -> [Components.Schemas.GameCenterAchievementVersionV2] {
        let client = self.client, size = pageSize
        return try await connection.pages("GET /v2/gameCenterAchievements/\(achievementID)/versions", maxItems: .versions) { () async throws -> ([Components.Schemas.GameCenterAchievementVersionV2], String?) in
            let page = try await client.gameCenterAchievementsV2_versions_getToManyRelated(
                path: .init(id: achievementID), query: .init(limit: size)).ok.body.json
            return (page.data, page.links.next)
        }
    }

    func localizations(versionID: String) async throws(ASCServiceError) -> [RemoteLocalization] {
        let images = LockedValue<[String: RemoteImage]>([:])
        let client = self.client, size = pageSize
        let localizations = try await connection.pages("GET /v2/gameCenterAchievementVersions/\(versionID)/localizations", maxItems: .localizations) { () async throws -> ([Components.Schemas.GameCenterAchievementLocalizationV2], String?) in
            let page = try await client.gameCenterAchievementVersionsV2_localizations_getToManyRelated(
                path: .init(id: versionID), query: .init(limit: size, include: [.image])).ok.body.json
            images.withLock { images in
                for image in page.included ?? [] { images[image.id] = Self.remoteImage(image) }
            }
            return (page.data, page.links.next)
        }
        let found = images.withLock { $0 }
        return localizations.map { localization in
            let attributes = localization.attributes
            return .achievement(
                resourceID: localization.id, locale: attributes?.locale ?? "", name: attributes?.name ?? "",
                beforeEarnedDescription: attributes?.beforeEarnedDescription ?? "", afterEarnedDescription: attributes?.afterEarnedDescription ?? "",
                image: localization.relationships?.image?.data.flatMap { found[$0.id] })
        }
    }

    static func remoteImage(_ image: Components.Schemas.GameCenterAchievementImageV2) -> RemoteImage {
        RemoteImage(resourceID: image.id, fileName: image.attributes?.fileName ?? "", fileSize: image.attributes?.fileSize ?? 0,
                    deliveryState: image.attributes?.assetDeliveryState?.state, templateURL: image.attributes?.imageAsset?.templateUrl)
    }

    // MARK: Writing

    func create(owner: ResourceOwner, _ achievement: DesiredResource, known: KnownResources) async throws(ASCServiceError) -> CreatedResource {
        let localVersion = "${first-version}"
        let client = self.client
        let created = try await connection.call("POST /v2/gameCenterAchievements") {
            try await client.gameCenterAchievementsV2_createInstance(body: .json(.init(
                data: .init(
                    attributes: .init(points: achievement.number("points"), referenceName: achievement.referenceName,
                                      repeatable: achievement.flag("repeatable"), showBeforeEarned: !achievement.flag("hidden"),
                                      vendorIdentifier: achievement.id.value),
                    relationships: .init(gameCenterDetail: owner.detailID.map { .init(data: .init(id: $0, _type: .gameCenterDetails)) },
                                         gameCenterGroup: owner.groupID.map { .init(data: .init(id: $0, _type: .gameCenterGroups)) },
                                         versions: .init(data: [.init(id: localVersion, _type: .gameCenterAchievementVersions)])),
                    _type: .gameCenterAchievements),
                included: [.init(id: localVersion, _type: .gameCenterAchievementVersions)]))).created.body.json.data
        }
        if let versionID = created.relationships?.versions?.data?.first?.id {
            return CreatedResource(resourceID: created.id, versionID: versionID)
        }
        let versions = try await allVersions(of: created.id)
        guard let latest = versions.max(by: { ($0.attributes?.version ?? 0) < ($1.attributes?.version ?? 0) }) else {
            throw .unexpected(request: "POST /v2/gameCenterAchievements", reason: "the new achievement has no version")
        }
        return CreatedResource(resourceID: created.id, versionID: latest.id)
    }

    func update(owner: ResourceOwner, resourceID: String, _ achievement: DesiredResource, fields: Set<String>, known: KnownResources) async throws(ASCServiceError) {
        try await patch(resourceID, .init(
            archived: fields.contains("archived") ? false : nil,
            points: fields.contains("points") ? achievement.number("points") : nil,
            referenceName: fields.contains("referenceName") ? achievement.referenceName : nil,
            repeatable: fields.contains("repeatable") ? achievement.flag("repeatable") : nil,
            showBeforeEarned: fields.contains("hidden") ? !achievement.flag("hidden") : nil))
    }

    func archive(resourceID: String) async throws(ASCServiceError) {
        try await patch(resourceID, .init(archived: true))
    }

    func patch(_ resourceID: String, _ attributes: Components.Schemas.GameCenterAchievementV2UpdateRequest.dataPayload.attributesPayload) async throws(ASCServiceError) {
        let client = self.client
        _ = try await connection.call("PATCH /v2/gameCenterAchievements/\(resourceID)") {
            try await client.gameCenterAchievementsV2_updateInstance(path: .init(id: resourceID), body: .json(.init(data: .init(
                attributes: attributes, id: resourceID, _type: .gameCenterAchievements)))).ok
        }
    }

    func delete(resourceID: String) async throws(ASCServiceError) {
        let client = self.client
        _ = try await connection.call("DELETE /v2/gameCenterAchievements/\(resourceID)") {
            try await client.gameCenterAchievementsV2_deleteInstance(path: .init(id: resourceID)).noContent
        }
    }

    func order(owner: ResourceOwner, resourceIDs: [String]) async throws(ASCServiceError) {
        let client = self.client
        switch owner {
        case .detail(let id):
            _ = try await connection.call("PATCH /v1/gameCenterDetails/\(id)/relationships/gameCenterAchievementsV2") {
                try await client.gameCenterDetails_gameCenterAchievementsV2_replaceToManyRelationship(
                    path: .init(id: id), body: .json(.init(data: resourceIDs.map { .init(id: $0, _type: .gameCenterAchievements) }))).noContent
            }
        case .group(let id):
            _ = try await connection.call("PATCH /v1/gameCenterGroups/\(id)/relationships/gameCenterAchievementsV2") {
                try await client.gameCenterGroups_gameCenterAchievementsV2_replaceToManyRelationship(
                    path: .init(id: id), body: .json(.init(data: resourceIDs.map { .init(id: $0, _type: .gameCenterAchievements) }))).noContent
            }
        }
    }

    func createVersion(resourceID: String) async throws(ASCServiceError) -> String {
        let client = self.client
        return try await connection.call("POST /v2/gameCenterAchievementVersions") {
            try await client.gameCenterAchievementVersionsV2_createInstance(body: .json(.init(data: .init(
                relationships: .init(achievement: .init(data: .init(id: resourceID, _type: .gameCenterAchievements))),
                _type: .gameCenterAchievementVersions)))).created.body.json.data.id
        }
    }

    func createLocalization(versionID: String, _ localization: DesiredLocalization) async throws(ASCServiceError) -> String {
        let client = self.client
        return try await connection.call("POST /v2/gameCenterAchievementLocalizations") {
            try await client.gameCenterAchievementLocalizationsV2_createInstance(body: .json(.init(data: .init(
                attributes: .init(afterEarnedDescription: localization.text("earnedDescription"),
                                  beforeEarnedDescription: localization.text("description"),
                                  locale: localization.locale.value, name: localization.text("title")),
                relationships: .init(version: .init(data: .init(id: versionID, _type: .gameCenterAchievementVersions))),
                _type: .gameCenterAchievementLocalizations)))).created.body.json.data.id
        }
    }

    func updateLocalization(resourceID: String, _ localization: DesiredLocalization) async throws(ASCServiceError) {
        let client = self.client
        _ = try await connection.call("PATCH /v2/gameCenterAchievementLocalizations/\(resourceID)") {
            try await client.gameCenterAchievementLocalizationsV2_updateInstance(path: .init(id: resourceID), body: .json(.init(data: .init(
                attributes: .init(afterEarnedDescription: localization.text("earnedDescription"),
                                  beforeEarnedDescription: localization.text("description"),
                                  name: localization.text("title")),
                id: resourceID, _type: .gameCenterAchievementLocalizations)))).ok
        }
    }

    // MARK: Images

    func deleteImage(resourceID: String) async throws(ASCServiceError) {
        let client = self.client
        _ = try await connection.call("DELETE /v2/gameCenterAchievementImages/\(resourceID)") {
            try await client.gameCenterAchievementImagesV2_deleteInstance(path: .init(id: resourceID)).noContent
        }
    }

    func uploadImage(localizationID: String, _ image: DesiredImage) async throws(ASCServiceError) -> RemoteImage {
        let client = self.client
        return try await connection.upload(image, ImageRequests(
            reserve: ("POST /v2/gameCenterAchievementImages", {
                let reserved = try await client.gameCenterAchievementImagesV2_createInstance(body: .json(.init(data: .init(
                    attributes: .init(fileName: image.fileName, fileSize: image.bytes.count),
                    relationships: .init(localization: .init(data: .init(id: localizationID, _type: .gameCenterAchievementLocalizations))),
                    _type: .gameCenterAchievementImages)))).created.body.json.data
                return (reserved.id, reserved.attributes?.uploadOperations ?? [])
            }),
            commit: { imageID in
                ("PATCH /v2/gameCenterAchievementImages/\(imageID)", {
                    _ = try await client.gameCenterAchievementImagesV2_updateInstance(path: .init(id: imageID), body: .json(.init(data: .init(
                        attributes: .init(uploaded: true), id: imageID, _type: .gameCenterAchievementImages)))).ok
                })
            },
            poll: { imageID in
                ("GET /v2/gameCenterAchievementImages/\(imageID)", {
                    let image = try await client.gameCenterAchievementImagesV2_getInstance(path: .init(id: imageID)).ok.body.json.data
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
