import AchievementsCatalog
import ASCAPI
import Foundation
import OpenAPIRuntime

/// The Game Center challenge operations of the generated server protocol,
/// answered from ``SimulatorState`` with the same conventions as the other kinds'.
extension SimulatorAPI {
    typealias Challenge = Components.Schemas.GameCenterChallenge

    // MARK: Lists

    func gameCenterDetails_gameCenterChallenges_getToManyRelated(
        _ input: Operations.gameCenterDetails_gameCenterChallenges_getToManyRelated.Input) async throws
        -> Operations.gameCenterDetails_gameCenterChallenges_getToManyRelated.Output {
        .ok(.init(body: .json(try await challengeList(owner: input.path.id, path: "/v1/gameCenterDetails/\(input.path.id)/gameCenterChallenges",
                                                      limit: input.query.limit, include: Set(input.query.include?.map(\.rawValue) ?? []),
                                                      versionLimit: input.query.limit_lbrack_versions_rbrack_))))
    }

    func gameCenterGroups_gameCenterChallenges_getToManyRelated(
        _ input: Operations.gameCenterGroups_gameCenterChallenges_getToManyRelated.Input) async throws
        -> Operations.gameCenterGroups_gameCenterChallenges_getToManyRelated.Output {
        .ok(.init(body: .json(try await challengeList(owner: input.path.id, path: "/v1/gameCenterGroups/\(input.path.id)/gameCenterChallenges",
                                                      limit: input.query.limit, include: Set(input.query.include?.map(\.rawValue) ?? []),
                                                      versionLimit: input.query.limit_lbrack_versions_rbrack_))))
    }

    /// Challenges with their versions and leaderboard when `include` names them.
    func challengeList(owner: String, path: String, limit: Int?, include: Set<String>,
        versionLimit: Int?) async throws -> Components.Schemas.GameCenterChallengesResponse {
        let all = try await state.leaderboards(owner: owner, kind: .gameCenterChallenge)
        let (page, links, meta) = await self.page(all, path: path, limit: limit)
        let most = try Self.versionLimit(versionLimit)
        var included: [Components.Schemas.GameCenterChallengesResponse.includedPayloadPayload] = []
        var seen: Set<String> = []
        for challenge in page {
            if include.contains("versions") {
                for id in challenge.versionIDs.prefix(most) { included.append(.gameCenterChallengeVersions(Self.challengeVersion(
                    try await state.version(id)))) }
            }
            if include.contains("leaderboardV2") {
                for id in challenge.linkedLeaderboardIDs where seen.insert(id).inserted {
                    let leaderboard = try await state.leaderboard(id, kind: .leaderboard)
                    included.append(.gameCenterLeaderboards(.init(attributes: .init(vendorIdentifier: leaderboard.vendorIdentifier), id: id,
                        _type: .gameCenterLeaderboards)))
                }
            }
        }
        let data = page.map { challenge in
            Self.challenge(challenge, versions: include.contains("versions") ? Array(challenge.versionIDs.prefix(most)) : nil,
                           withLeaderboard: include.contains("leaderboardV2"))
        }
        return .init(data: data, included: include.isEmpty ? nil : included, links: links, meta: meta)
    }

    /// A challenge; its versions' and leaderboard's linkage only when included.
    static func challenge(_ c: SimLeaderboard, versions: [String]? = nil, withLeaderboard: Bool = false) -> Challenge {
        .init(attributes: .init(archived: c.archived, challengeType: "LEADERBOARD", referenceName: c.referenceName,
                                repeatable: c.attributes["repeatable"] == "true", vendorIdentifier: c.vendorIdentifier),
              id: c.id,
              relationships: .init(
                  leaderboardV2: .init(data: withLeaderboard ? c.linkedLeaderboardIDs.first.map { .init(id: $0,
                      _type: .gameCenterLeaderboards) } : nil),
                  versions: .init(data: versions?.map { .init(id: $0, _type: .gameCenterChallengeVersions) },
                                  meta: versions.map { .init(paging: .init(limit: max(1, $0.count), total: c.versionIDs.count)) })),
              _type: .gameCenterChallenges)
    }

    // MARK: Challenges

    func gameCenterChallenges_createInstance(_ input: Operations.gameCenterChallenges_createInstance.Input) async throws
        -> Operations.gameCenterChallenges_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let relationships = request.data.relationships
        try Self.requireInlineVersion(relationships?.versions?.data?.map(\.id) ?? [], included: request.included?.compactMap(\.id),
            what: "A challenge")
        let a = request.data.attributes
        let created = try await state.createChallenge(
            detail: relationships?.gameCenterDetail?.data?.id, group: relationships?.gameCenterGroup?.data?.id, vendorIdentifier: a.vendorIdentifier,
            referenceName: a.referenceName, type: a.challengeType.rawValue, repeatable: a.repeatable ?? false,
            leaderboardID: relationships?.leaderboardV2?.data?.id)
        return .created(.init(body: .json(.init(data: Self.challenge(created, versions: created.versionIDs),
                                                links: .init(_self: "\(base)/v1/gameCenterChallenges/\(created.id)")))))
    }

    func gameCenterChallenges_updateInstance(_ input: Operations.gameCenterChallenges_updateInstance.Input) async throws
        -> Operations.gameCenterChallenges_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        guard request.data.id == input.path.id else { throw SimulatorError.conflict("ENTITY_ERROR.ATTRIBUTE.INVALID",
            "The id does not match the path.", pointer: "/data/id") }
        let a = request.data.attributes
        let updated = try await state.updateChallenge(input.path.id, referenceName: a?.referenceName, repeatable: a?.repeatable,
                                                      leaderboardID: request.data.relationships?.leaderboardV2?.data?.id, archived: a?.archived)
        return .ok(.init(body: .json(.init(data: Self.challenge(updated), links: .init(_self: "\(base)/v1/gameCenterChallenges/\(updated.id)")))))
    }

    func gameCenterChallenges_deleteInstance(_ input: Operations.gameCenterChallenges_deleteInstance.Input) async throws
        -> Operations.gameCenterChallenges_deleteInstance.Output {
        try await state.deleteLeaderboard(input.path.id, kind: .gameCenterChallenge)
        return .noContent(.init())
    }

    // MARK: Versions

    func gameCenterChallenges_versions_getToManyRelated(_ input: Operations.gameCenterChallenges_versions_getToManyRelated.Input) async throws
        -> Operations.gameCenterChallenges_versions_getToManyRelated.Output {
        let challenge = try await state.leaderboard(input.path.id, kind: .gameCenterChallenge)
        var all: [SimVersion] = []
        for id in challenge.versionIDs { all.append(try await state.version(id)) }
        let (page, links, meta) = await self.page(all, path: "/v1/gameCenterChallenges/\(input.path.id)/versions", limit: input.query.limit)
        return .ok(.init(body: .json(.init(data: page.map(Self.challengeVersion), links: links, meta: meta))))
    }

    func gameCenterChallengeVersions_createInstance(_ input: Operations.gameCenterChallengeVersions_createInstance.Input) async throws
        -> Operations.gameCenterChallengeVersions_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let version = try await state.createVersion(leaderboard: request.data.relationships.challenge.data.id, kind: .gameCenterChallenge)
        return .created(.init(body: .json(.init(data: Self.challengeVersion(version),
            links: .init(_self: "\(base)/v1/gameCenterChallengeVersions/\(version.id)")))))
    }

    static func challengeVersion(_ v: SimVersion) -> Components.Schemas.GameCenterChallengeVersion {
        .init(attributes: .init(state: v.state, version: v.number), id: v.id, _type: .gameCenterChallengeVersions)
    }

    /// A version, with its default image when `include` names it.
    func gameCenterChallengeVersions_getInstance(_ input: Operations.gameCenterChallengeVersions_getInstance.Input) async throws -> Operations.gameCenterChallengeVersions_getInstance.Output {
        let version = try await state.version(input.path.id)
        guard await state.kind(ofResource: version.resourceID) == .gameCenterChallenge else {
            throw SimulatorError.notFound("gameCenterChallengeVersions \(input.path.id)")
        }
        var answer = Self.challengeVersion(version)
        var included: [Components.Schemas.GameCenterChallengeImage]?
        if input.query.include?.contains(.defaultImage) == true {
            answer.relationships = .init(defaultImage: .init(data: version.defaultImageID.map { .init(id: $0, _type: .gameCenterChallengeImages) }))
            included = []
            if let imageID = version.defaultImageID { included?.append(challengeImage(try await state.image(imageID))) }
        }
        return .ok(.init(body: .json(.init(data: answer, included: included, links: .init(_self: "\(base)/v1/gameCenterChallengeVersions/\(version.id)")))))
    }

    // MARK: Localizations and images

    func gameCenterChallengeVersions_localizations_getToManyRelated(
        _ input: Operations.gameCenterChallengeVersions_localizations_getToManyRelated.Input) async throws
        -> Operations.gameCenterChallengeVersions_localizations_getToManyRelated.Output {
        let all = try await state.localizations(ofLeaderboardVersion: input.path.id, kind: .gameCenterChallenge)
        let (page, links, meta) = await self.page(all, path: "/v1/gameCenterChallengeVersions/\(input.path.id)/localizations",
            limit: input.query.limit)
        let withImages = input.query.include?.contains(.image) == true
        return .ok(.init(body: .json(.init(data: page.map { Self.challengeLocalization($0, includeImage: withImages) },
                                           included: try await includedImages(of: page, if: withImages) { challengeImage($0) }, links: links,
                                               meta: meta))))
    }

    func gameCenterChallengeLocalizations_createInstance(_ input: Operations.gameCenterChallengeLocalizations_createInstance.Input) async throws
        -> Operations.gameCenterChallengeLocalizations_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let a = request.data.attributes
        var texts: [String: String] = [:]
        texts["description"] = a.description
        let created = try await state.createLeaderboardLocalization(version: request.data.relationships.version.data.id, kind: .gameCenterChallenge,
                                                                    locale: a.locale, name: a.name, texts: texts)
        return .created(.init(body: .json(.init(data: Self.challengeLocalization(created),
                                                links: .init(_self: "\(base)/v1/gameCenterChallengeLocalizations/\(created.id)")))))
    }

    func gameCenterChallengeLocalizations_updateInstance(_ input: Operations.gameCenterChallengeLocalizations_updateInstance.Input) async throws
        -> Operations.gameCenterChallengeLocalizations_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        var texts: [String: String] = [:]
        texts["description"] = request.data.attributes?.description
        let updated = try await state.updateLeaderboardLocalization(input.path.id, name: request.data.attributes?.name, texts: texts)
        return .ok(.init(body: .json(.init(data: Self.challengeLocalization(updated),
                                           links: .init(_self: "\(base)/v1/gameCenterChallengeLocalizations/\(updated.id)")))))
    }

    static func challengeLocalization(_ l: SimLocalization, includeImage: Bool = false) -> Components.Schemas.GameCenterChallengeLocalization {
        .init(attributes: .init(description: l.texts["description"], locale: l.locale, name: l.name),
              id: l.id,
              relationships: .init(image: .init(data: includeImage ? l.imageID.map { .init(id: $0, _type: .gameCenterChallengeImages) } : nil)),
              _type: .gameCenterChallengeLocalizations)
    }

    func gameCenterChallengeImages_createInstance(_ input: Operations.gameCenterChallengeImages_createInstance.Input) async throws
        -> Operations.gameCenterChallengeImages_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let reserved = try await reserveImage(localization: request.data.relationships?.localization?.data?.id,
            version: request.data.relationships?.version?.data?.id, fileName: request.data.attributes.fileName, fileSize: request.data.attributes.fileSize)
        return .created(.init(body: .json(.init(data: challengeImage(reserved, uploadFault: await state.faults.uploadOperation),
                                                links: .init(_self: "\(base)/v1/gameCenterChallengeImages/\(reserved.id)")))))
    }

    func gameCenterChallengeImages_getInstance(_ input: Operations.gameCenterChallengeImages_getInstance.Input) async throws
        -> Operations.gameCenterChallengeImages_getInstance.Output {
        let read = try await state.readImage(input.path.id)
        return .ok(.init(body: .json(.init(data: challengeImage(read, uploadFault: await state.faults.operationsOnRead), links: .init(_self: "\(base)/v1/gameCenterChallengeImages/\(read.id)")))))
    }

    func gameCenterChallengeImages_updateInstance(_ input: Operations.gameCenterChallengeImages_updateInstance.Input) async throws
        -> Operations.gameCenterChallengeImages_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let committed = try await state.commitImage(input.path.id, uploaded: request.data.attributes?.uploaded)
        return .ok(.init(body: .json(.init(data: challengeImage(committed),
            links: .init(_self: "\(base)/v1/gameCenterChallengeImages/\(committed.id)")))))
    }

    func gameCenterChallengeImages_deleteInstance(_ input: Operations.gameCenterChallengeImages_deleteInstance.Input) async throws
        -> Operations.gameCenterChallengeImages_deleteInstance.Output {
        try await state.deleteImage(input.path.id)
        return .noContent(.init())
    }

    func challengeImage(_ i: SimImage, uploadFault: UploadOperationFault? = nil) -> Components.Schemas.GameCenterChallengeImage {
        let parts = imageParts(i, uploadFault: uploadFault)
        return .init(attributes: .init(assetDeliveryState: parts.state, fileName: i.fileName, fileSize: i.fileSize, imageAsset: parts.asset,
                                       uploadOperations: parts.operations),
                     id: i.id, _type: .gameCenterChallengeImages)
    }
}
