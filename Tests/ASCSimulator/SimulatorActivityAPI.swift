import AchievementsCatalog
import ASCAPI
import Foundation
import OpenAPIRuntime

/// The activity operations of the generated server protocol, answered from
/// ``SimulatorState`` with the same conventions as the other kinds':
/// linkage only where included, paging with totals, and every refusal as
/// App Store Connect's `errors[]`.
extension SimulatorAPI {
    typealias Activity = Components.Schemas.GameCenterActivity

    // MARK: Lists

    func gameCenterDetails_gameCenterActivities_getToManyRelated(
        _ input: Operations.gameCenterDetails_gameCenterActivities_getToManyRelated.Input) async throws
        -> Operations.gameCenterDetails_gameCenterActivities_getToManyRelated.Output {
        let q = input.query
        return .ok(.init(body: .json(try await activityList(owner: input.path.id, path: "/v1/gameCenterDetails/\(input.path.id)/gameCenterActivities",
                                                           limit: q.limit, include: Set(q.include?.map(\.rawValue) ?? []),
                                                           limits: [q.limit_lbrack_versions_rbrack_, q.limit_lbrack_achievementsV2_rbrack_,
                                                               q.limit_lbrack_leaderboardsV2_rbrack_]))))
    }

    func gameCenterGroups_gameCenterActivities_getToManyRelated(
        _ input: Operations.gameCenterGroups_gameCenterActivities_getToManyRelated.Input) async throws
        -> Operations.gameCenterGroups_gameCenterActivities_getToManyRelated.Output {
        let q = input.query
        return .ok(.init(body: .json(try await activityList(owner: input.path.id, path: "/v1/gameCenterGroups/\(input.path.id)/gameCenterActivities",
                                                           limit: q.limit, include: Set(q.include?.map(\.rawValue) ?? []),
                                                           limits: [q.limit_lbrack_versions_rbrack_, q.limit_lbrack_achievementsV2_rbrack_,
                                                               q.limit_lbrack_leaderboardsV2_rbrack_]))))
    }

    /// Activities with their versions, achievements and leaderboards when
    /// `include` names them: at most `limit[…]` (default and maximum 50) of
    /// each, with the totals, the linkage only of what is included.
    func activityList(owner: String, path: String, limit: Int?, include: Set<String>,
        limits: [Int?]) async throws -> Components.Schemas.GameCenterActivitiesResponse {
        let all = try await state.leaderboards(owner: owner, kind: .activity)
        let (page, links, meta) = await self.page(all, path: path, limit: limit)
        let most = try limits.map(Self.versionLimit)
        var included: [Components.Schemas.GameCenterActivitiesResponse.includedPayloadPayload] = []
        var seen: Set<String> = []
        for activity in page {
            if include.contains("versions") {
                for id in activity.versionIDs.prefix(most[0]) { included.append(.gameCenterActivityVersions(Self.activityVersion(
                    try await state.version(id)))) }
            }
            if include.contains("achievementsV2") {
                for id in activity.linkedAchievementIDs.prefix(most[1]) where seen.insert(id).inserted {
                    let achievement = try await state.achievement(id)
                    included.append(.gameCenterAchievements(.init(attributes: .init(vendorIdentifier: achievement.vendorIdentifier), id: id,
                        _type: .gameCenterAchievements)))
                }
            }
            if include.contains("leaderboardsV2") {
                for id in activity.linkedLeaderboardIDs.prefix(most[2]) where seen.insert(id).inserted {
                    let leaderboard = try await state.leaderboard(id, kind: .leaderboard)
                    included.append(.gameCenterLeaderboards(.init(attributes: .init(vendorIdentifier: leaderboard.vendorIdentifier), id: id,
                        _type: .gameCenterLeaderboards)))
                }
            }
        }
        let data = page.map { activity in
            Self.activity(activity, versions: include.contains("versions") ? Array(activity.versionIDs.prefix(most[0])) : nil,
                          achievements: include.contains("achievementsV2") ? Array(activity.linkedAchievementIDs.prefix(most[1])) : nil,
                          leaderboards: include.contains("leaderboardsV2") ? Array(activity.linkedLeaderboardIDs.prefix(most[2])) : nil)
        }
        return .init(data: data, included: include.isEmpty ? nil : included, links: links, meta: meta)
    }

    /// An activity; its versions', achievements' and leaderboards' linkage only when included, with their totals.
    static func activity(_ a: SimLeaderboard, versions: [String]? = nil, achievements: [String]? = nil, leaderboards: [String]? = nil) -> Activity {
        .init(attributes: .init(archived: a.archived, maximumPlayersCount: a.attributes["maximumPlayersCount"].flatMap { Int($0) },
                                minimumPlayersCount: a.attributes["minimumPlayersCount"].flatMap { Int($0) }, playStyle: a.attributes["playStyle"],
                                properties: .init(additionalProperties: a.activityProperties), referenceName: a.referenceName,
                                supportsPartyCode: a.attributes["supportsPartyCode"] == "true", vendorIdentifier: a.vendorIdentifier),
              id: a.id,
              relationships: .init(
                  achievementsV2: .init(data: achievements?.map { .init(id: $0, _type: .gameCenterAchievements) },
                                        meta: achievements.map { .init(paging: .init(limit: max(1, $0.count),
                                            total: a.linkedAchievementIDs.count)) }),
                  leaderboardsV2: .init(data: leaderboards?.map { .init(id: $0, _type: .gameCenterLeaderboards) },
                                        meta: leaderboards.map { .init(paging: .init(limit: max(1, $0.count),
                                            total: a.linkedLeaderboardIDs.count)) }),
                  versions: .init(data: versions?.map { .init(id: $0, _type: .gameCenterActivityVersions) },
                                  meta: versions.map { .init(paging: .init(limit: max(1, $0.count), total: a.versionIDs.count)) })),
              _type: .gameCenterActivities)
    }

    // MARK: Activities

    func gameCenterActivities_createInstance(_ input: Operations.gameCenterActivities_createInstance.Input) async throws
        -> Operations.gameCenterActivities_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let relationships = request.data.relationships
        let inline = request.included ?? []
        try Self.requireInlineVersion(relationships?.versions?.data?.map(\.id) ?? [], included: inline.compactMap(\.id), what: "An activity")
        let a = request.data.attributes
        let created = try await state.createActivity(
            detail: relationships?.gameCenterDetail?.data?.id, group: relationships?.gameCenterGroup?.data?.id,
            vendorIdentifier: a.vendorIdentifier, referenceName: a.referenceName, attributes: Self.activityAttributes(
                minimum: a.minimumPlayersCount, maximum: a.maximumPlayersCount, partyCode: a.supportsPartyCode, playStyle: a.playStyle?.rawValue),
            properties: a.properties?.additionalProperties ?? [:], fallbackURL: inline.first?.attributes?.fallbackUrl)
        return .created(.init(body: .json(.init(data: Self.activity(created, versions: created.versionIDs),
                                                links: .init(_self: "\(base)/v1/gameCenterActivities/\(created.id)")))))
    }

    static func activityAttributes(minimum: Int?, maximum: Int?, partyCode: Bool?, playStyle: String?) -> [String: String] {
        var attributes: [String: String] = [:]
        attributes["minimumPlayersCount"] = minimum.map(String.init)
        attributes["maximumPlayersCount"] = maximum.map(String.init)
        attributes["supportsPartyCode"] = partyCode.map(String.init)
        attributes["playStyle"] = playStyle
        return attributes
    }

    func gameCenterActivities_getInstance(_ input: Operations.gameCenterActivities_getInstance.Input) async throws
        -> Operations.gameCenterActivities_getInstance.Output {
        let activity = try await state.leaderboard(input.path.id, kind: .activity)
        let include = Set(input.query.include?.map(\.rawValue) ?? [])
        let most = try [input.query.limit_lbrack_achievementsV2_rbrack_, input.query.limit_lbrack_leaderboardsV2_rbrack_].map(Self.versionLimit)
        return .ok(.init(body: .json(.init(data: Self.activity(
            activity, achievements: include.contains("achievementsV2") ? Array(activity.linkedAchievementIDs.prefix(most[0])) : nil,
            leaderboards: include.contains("leaderboardsV2") ? Array(activity.linkedLeaderboardIDs.prefix(most[1])) : nil),
            links: .init(_self: "\(base)/v1/gameCenterActivities/\(activity.id)")))))
    }

    func gameCenterActivities_updateInstance(_ input: Operations.gameCenterActivities_updateInstance.Input) async throws
        -> Operations.gameCenterActivities_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        guard request.data.id == input.path.id else { throw SimulatorError.conflict("ENTITY_ERROR.ATTRIBUTE.INVALID",
            "The id does not match the path.", pointer: "/data/id") }
        let a = request.data.attributes
        let updated = try await state.updateActivity(
            input.path.id, referenceName: a?.referenceName,
            attributes: Self.activityAttributes(minimum: a?.minimumPlayersCount, maximum: a?.maximumPlayersCount, partyCode: a?.supportsPartyCode,
                                                playStyle: a?.playStyle?.rawValue),
            properties: a?.properties?.additionalProperties, archived: a?.archived)
        return .ok(.init(body: .json(.init(data: Self.activity(updated), links: .init(_self: "\(base)/v1/gameCenterActivities/\(updated.id)")))))
    }

    func gameCenterActivities_deleteInstance(_ input: Operations.gameCenterActivities_deleteInstance.Input) async throws
        -> Operations.gameCenterActivities_deleteInstance.Output {
        try await state.deleteLeaderboard(input.path.id, kind: .activity)
        return .noContent(.init())
    }

    func gameCenterActivities_achievementsV2_createToManyRelationship(
        _ input: Operations.gameCenterActivities_achievementsV2_createToManyRelationship.Input) async throws
        -> Operations.gameCenterActivities_achievementsV2_createToManyRelationship.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        try await state.link(activity: input.path.id, kind: .achievement, ids: request.data.map(\.id), linked: true)
        return .noContent(.init())
    }

    func gameCenterActivities_achievementsV2_deleteToManyRelationship(
        _ input: Operations.gameCenterActivities_achievementsV2_deleteToManyRelationship.Input) async throws
        -> Operations.gameCenterActivities_achievementsV2_deleteToManyRelationship.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        try await state.link(activity: input.path.id, kind: .achievement, ids: request.data.map(\.id), linked: false)
        return .noContent(.init())
    }

    func gameCenterActivities_leaderboardsV2_createToManyRelationship(
        _ input: Operations.gameCenterActivities_leaderboardsV2_createToManyRelationship.Input) async throws
        -> Operations.gameCenterActivities_leaderboardsV2_createToManyRelationship.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        try await state.link(activity: input.path.id, kind: .leaderboard, ids: request.data.map(\.id), linked: true)
        return .noContent(.init())
    }

    func gameCenterActivities_leaderboardsV2_deleteToManyRelationship(
        _ input: Operations.gameCenterActivities_leaderboardsV2_deleteToManyRelationship.Input) async throws
        -> Operations.gameCenterActivities_leaderboardsV2_deleteToManyRelationship.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        try await state.link(activity: input.path.id, kind: .leaderboard, ids: request.data.map(\.id), linked: false)
        return .noContent(.init())
    }

    // MARK: Versions

    func gameCenterActivities_versions_getToManyRelated(_ input: Operations.gameCenterActivities_versions_getToManyRelated.Input) async throws
        -> Operations.gameCenterActivities_versions_getToManyRelated.Output {
        let activity = try await state.leaderboard(input.path.id, kind: .activity)
        var all: [SimVersion] = []
        for id in activity.versionIDs { all.append(try await state.version(id)) }
        let (page, links, meta) = await self.page(all, path: "/v1/gameCenterActivities/\(input.path.id)/versions", limit: input.query.limit)
        return .ok(.init(body: .json(.init(data: page.map(Self.activityVersion), links: links, meta: meta))))
    }

    func gameCenterActivityVersions_createInstance(_ input: Operations.gameCenterActivityVersions_createInstance.Input) async throws
        -> Operations.gameCenterActivityVersions_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let version = try await state.createActivityVersion(activity: request.data.relationships.activity.data.id,
                                                            fallbackURL: request.data.attributes?.fallbackUrl)
        return .created(.init(body: .json(.init(data: Self.activityVersion(version),
            links: .init(_self: "\(base)/v1/gameCenterActivityVersions/\(version.id)")))))
    }

    func gameCenterActivityVersions_updateInstance(_ input: Operations.gameCenterActivityVersions_updateInstance.Input) async throws
        -> Operations.gameCenterActivityVersions_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let version = try await state.setFallbackURL(version: input.path.id, request.data.attributes?.fallbackUrl)
        return .ok(.init(body: .json(.init(data: Self.activityVersion(version),
            links: .init(_self: "\(base)/v1/gameCenterActivityVersions/\(version.id)")))))
    }

    static func activityVersion(_ v: SimVersion) -> Components.Schemas.GameCenterActivityVersion {
        .init(attributes: .init(fallbackUrl: v.fallbackURL, state: v.state, version: v.number), id: v.id, _type: .gameCenterActivityVersions)
    }

    /// A version, with its default image when `include` names it.
    func gameCenterActivityVersions_getInstance(_ input: Operations.gameCenterActivityVersions_getInstance.Input) async throws -> Operations.gameCenterActivityVersions_getInstance.Output {
        let version = try await state.version(input.path.id)
        guard await state.kind(ofResource: version.resourceID) == .activity else {
            throw SimulatorError.notFound("gameCenterActivityVersions \(input.path.id)")
        }
        var answer = Self.activityVersion(version)
        var included: [Components.Schemas.GameCenterActivityImage]?
        if input.query.include?.contains(.defaultImage) == true {
            answer.relationships = .init(defaultImage: .init(data: version.defaultImageID.map { .init(id: $0, _type: .gameCenterActivityImages) }))
            included = []
            if let imageID = version.defaultImageID { included?.append(activityImage(try await state.image(imageID))) }
        }
        return .ok(.init(body: .json(.init(data: answer, included: included, links: .init(_self: "\(base)/v1/gameCenterActivityVersions/\(version.id)")))))
    }

    // MARK: Localizations and images

    func gameCenterActivityVersions_localizations_getToManyRelated(
        _ input: Operations.gameCenterActivityVersions_localizations_getToManyRelated.Input) async throws
        -> Operations.gameCenterActivityVersions_localizations_getToManyRelated.Output {
        let all = try await state.localizations(ofLeaderboardVersion: input.path.id, kind: .activity)
        let (page, links, meta) = await self.page(all, path: "/v1/gameCenterActivityVersions/\(input.path.id)/localizations",
            limit: input.query.limit)
        let withImages = input.query.include?.contains(.image) == true
        return .ok(.init(body: .json(.init(data: page.map { Self.activityLocalization($0, includeImage: withImages) },
                                           included: try await includedImages(of: page, if: withImages) { activityImage($0) }, links: links,
                                               meta: meta))))
    }

    func gameCenterActivityLocalizations_createInstance(_ input: Operations.gameCenterActivityLocalizations_createInstance.Input) async throws
        -> Operations.gameCenterActivityLocalizations_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let a = request.data.attributes
        var texts: [String: String] = [:]
        texts["description"] = a.description
        let created = try await state.createLeaderboardLocalization(version: request.data.relationships.version.data.id, kind: .activity,
            locale: a.locale,
                                                                    name: a.name, texts: texts)
        return .created(.init(body: .json(.init(data: Self.activityLocalization(created),
                                                links: .init(_self: "\(base)/v1/gameCenterActivityLocalizations/\(created.id)")))))
    }

    func gameCenterActivityLocalizations_updateInstance(_ input: Operations.gameCenterActivityLocalizations_updateInstance.Input) async throws
        -> Operations.gameCenterActivityLocalizations_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        var texts: [String: String] = [:]
        texts["description"] = request.data.attributes?.description
        let updated = try await state.updateLeaderboardLocalization(input.path.id, name: request.data.attributes?.name, texts: texts)
        return .ok(.init(body: .json(.init(data: Self.activityLocalization(updated),
                                           links: .init(_self: "\(base)/v1/gameCenterActivityLocalizations/\(updated.id)")))))
    }

    static func activityLocalization(_ l: SimLocalization, includeImage: Bool = false) -> Components.Schemas.GameCenterActivityLocalization {
        .init(attributes: .init(description: l.texts["description"], locale: l.locale, name: l.name),
              id: l.id,
              relationships: .init(image: .init(data: includeImage ? l.imageID.map { .init(id: $0, _type: .gameCenterActivityImages) } : nil)),
              _type: .gameCenterActivityLocalizations)
    }

    func gameCenterActivityImages_createInstance(_ input: Operations.gameCenterActivityImages_createInstance.Input) async throws
        -> Operations.gameCenterActivityImages_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let reserved = try await reserveImage(localization: request.data.relationships?.localization?.data?.id,
            version: request.data.relationships?.version?.data?.id, fileName: request.data.attributes.fileName, fileSize: request.data.attributes.fileSize)
        return .created(.init(body: .json(.init(data: activityImage(reserved, uploadFault: await state.faults.uploadOperation),
                                                links: .init(_self: "\(base)/v1/gameCenterActivityImages/\(reserved.id)")))))
    }

    func gameCenterActivityImages_getInstance(_ input: Operations.gameCenterActivityImages_getInstance.Input) async throws
        -> Operations.gameCenterActivityImages_getInstance.Output {
        let read = try await state.readImage(input.path.id)
        return .ok(.init(body: .json(.init(data: activityImage(read, uploadFault: await state.faults.operationsOnRead), links: .init(_self: "\(base)/v1/gameCenterActivityImages/\(read.id)")))))
    }

    func gameCenterActivityImages_updateInstance(_ input: Operations.gameCenterActivityImages_updateInstance.Input) async throws
        -> Operations.gameCenterActivityImages_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let committed = try await state.commitImage(input.path.id, uploaded: request.data.attributes?.uploaded)
        return .ok(.init(body: .json(.init(data: activityImage(committed),
            links: .init(_self: "\(base)/v1/gameCenterActivityImages/\(committed.id)")))))
    }

    func gameCenterActivityImages_deleteInstance(_ input: Operations.gameCenterActivityImages_deleteInstance.Input) async throws
        -> Operations.gameCenterActivityImages_deleteInstance.Output {
        try await state.deleteImage(input.path.id)
        return .noContent(.init())
    }

    func activityImage(_ i: SimImage, uploadFault: UploadOperationFault? = nil) -> Components.Schemas.GameCenterActivityImage {
        let parts = imageParts(i, uploadFault: uploadFault)
        return .init(attributes: .init(assetDeliveryState: parts.state, fileName: i.fileName, fileSize: i.fileSize, imageAsset: parts.asset,
                                       uploadOperations: parts.operations),
                     id: i.id, _type: .gameCenterActivityImages)
    }
}
