import AchievementsCatalog
import ASCAPI
import Foundation
import OpenAPIRuntime

/// The leaderboard and leaderboard set operations of the generated server
/// protocol, answered from ``SimulatorState`` with the same conventions as
/// achievements': linkage only where included, paging with totals, and
/// every refusal as App Store Connect's `errors[]`.
extension SimulatorAPI {
    typealias Leaderboard = Components.Schemas.GameCenterLeaderboardV2
    typealias LeaderboardSet = Components.Schemas.GameCenterLeaderboardSetV2

    // MARK: Lists and order

    func gameCenterDetails_gameCenterLeaderboardsV2_getToManyRelated(_ input: Operations.gameCenterDetails_gameCenterLeaderboardsV2_getToManyRelated.Input) async throws
        -> Operations.gameCenterDetails_gameCenterLeaderboardsV2_getToManyRelated.Output {
        .ok(.init(body: .json(try await leaderboardList(owner: input.path.id, path: "/v1/gameCenterDetails/\(input.path.id)/gameCenterLeaderboardsV2",
                                                        limit: input.query.limit, include: input.query.include?.contains(.versions) == true,
                                                        versionLimit: input.query.limit_lbrack_versions_rbrack_))))
    }

    func gameCenterGroups_gameCenterLeaderboardsV2_getToManyRelated(_ input: Operations.gameCenterGroups_gameCenterLeaderboardsV2_getToManyRelated.Input) async throws
        -> Operations.gameCenterGroups_gameCenterLeaderboardsV2_getToManyRelated.Output {
        .ok(.init(body: .json(try await leaderboardList(owner: input.path.id, path: "/v1/gameCenterGroups/\(input.path.id)/gameCenterLeaderboardsV2",
                                                        limit: input.query.limit, include: input.query.include?.contains(.versions) == true,
                                                        versionLimit: input.query.limit_lbrack_versions_rbrack_))))
    }

    func leaderboardList(owner: String, path: String, limit: Int?, include: Bool, versionLimit: Int?) async throws -> Components.Schemas.GameCenterLeaderboardsV2Response {
        let all = try await state.leaderboards(owner: owner, kind: .leaderboard)
        let (page, links, meta) = await self.page(all, path: path, limit: limit)
        guard include else { return .init(data: page.map { Self.leaderboard($0) }, links: links, meta: meta) }
        let most = try Self.versionLimit(versionLimit)
        var included: [Components.Schemas.GameCenterLeaderboardVersionV2] = []
        for id in page.flatMap({ $0.versionIDs.prefix(most) }) { included.append(Self.leaderboardVersion(try await state.version(id))) }
        return .init(data: page.map { Self.leaderboard($0, versions: Array($0.versionIDs.prefix(most))) }, included: included, links: links, meta: meta)
    }

    func gameCenterDetails_gameCenterLeaderboardSetsV2_getToManyRelated(_ input: Operations.gameCenterDetails_gameCenterLeaderboardSetsV2_getToManyRelated.Input) async throws
        -> Operations.gameCenterDetails_gameCenterLeaderboardSetsV2_getToManyRelated.Output {
        .ok(.init(body: .json(try await setList(owner: input.path.id, path: "/v1/gameCenterDetails/\(input.path.id)/gameCenterLeaderboardSetsV2",
                                                limit: input.query.limit, include: input.query.include?.contains(.versions) == true,
                                                versionLimit: input.query.limit_lbrack_versions_rbrack_,
                                                includeMembers: input.query.include?.contains(.gameCenterLeaderboards) == true,
                                                memberLimit: input.query.limit_lbrack_gameCenterLeaderboards_rbrack_))))
    }

    func gameCenterGroups_gameCenterLeaderboardSetsV2_getToManyRelated(_ input: Operations.gameCenterGroups_gameCenterLeaderboardSetsV2_getToManyRelated.Input) async throws
        -> Operations.gameCenterGroups_gameCenterLeaderboardSetsV2_getToManyRelated.Output {
        .ok(.init(body: .json(try await setList(owner: input.path.id, path: "/v1/gameCenterGroups/\(input.path.id)/gameCenterLeaderboardSetsV2",
                                                limit: input.query.limit, include: input.query.include?.contains(.versions) == true,
                                                versionLimit: input.query.limit_lbrack_versions_rbrack_,
                                                includeMembers: input.query.include?.contains(.gameCenterLeaderboards) == true,
                                                memberLimit: input.query.limit_lbrack_gameCenterLeaderboards_rbrack_))))
    }

    /// Sets with their versions and leaderboards when `include` names
    /// them: at most `limit[…]` (default and maximum 50) of each, with the
    /// totals, the linkage only of what is included.
    func setList(owner: String, path: String, limit: Int?, include: Bool, versionLimit: Int?, includeMembers: Bool, memberLimit: Int?) async throws
        -> Components.Schemas.GameCenterLeaderboardSetsV2Response {
        let all = try await state.leaderboards(owner: owner, kind: .leaderboardSet)
        let (page, links, meta) = await self.page(all, path: path, limit: limit)
        let most = try Self.versionLimit(versionLimit), mostMembers = try Self.versionLimit(memberLimit)
        var included: [Components.Schemas.GameCenterLeaderboardSetsV2Response.includedPayloadPayload] = []
        var seen: Set<String> = []
        for set in page {
            if include {
                for id in set.versionIDs.prefix(most) { included.append(.gameCenterLeaderboardSetVersions(Self.setVersion(try await state.version(id)))) }
            }
            if includeMembers {
                for member in try await state.members(ofSet: set.id).prefix(mostMembers) where seen.insert(member.id).inserted {
                    included.append(.gameCenterLeaderboards(Self.leaderboard(member)))
                }
            }
        }
        let data = page.map { set in
            Self.leaderboardSet(set, versions: include ? Array(set.versionIDs.prefix(most)) : nil,
                                members: includeMembers ? Array(set.memberIDs.prefix(mostMembers)) : nil)
        }
        return .init(data: data, included: include || includeMembers ? included : nil, links: links, meta: meta)
    }

    /// `limit[versions]`: default and maximum 50.
    static func versionLimit(_ limit: Int?) throws -> Int {
        if let limit, !(1...50).contains(limit) { throw SimulatorError.badRequest("limit[versions] must be 1 to 50.") }
        return limit ?? 50
    }

    func gameCenterDetails_gameCenterLeaderboardsV2_replaceToManyRelationship(_ input: Operations.gameCenterDetails_gameCenterLeaderboardsV2_replaceToManyRelationship.Input) async throws
        -> Operations.gameCenterDetails_gameCenterLeaderboardsV2_replaceToManyRelationship.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        try await orderOnDetail(input.path.id, ids: request.data.map(\.id), kind: .leaderboard)
        return .noContent(.init())
    }

    func gameCenterGroups_gameCenterLeaderboardsV2_replaceToManyRelationship(_ input: Operations.gameCenterGroups_gameCenterLeaderboardsV2_replaceToManyRelationship.Input) async throws
        -> Operations.gameCenterGroups_gameCenterLeaderboardsV2_replaceToManyRelationship.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        try await state.orderLeaderboards(owner: input.path.id, ids: request.data.map(\.id), kind: .leaderboard)
        return .noContent(.init())
    }

    func gameCenterDetails_gameCenterLeaderboardSetsV2_replaceToManyRelationship(_ input: Operations.gameCenterDetails_gameCenterLeaderboardSetsV2_replaceToManyRelationship.Input) async throws
        -> Operations.gameCenterDetails_gameCenterLeaderboardSetsV2_replaceToManyRelationship.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        try await orderOnDetail(input.path.id, ids: request.data.map(\.id), kind: .leaderboardSet)
        return .noContent(.init())
    }

    func gameCenterGroups_gameCenterLeaderboardSetsV2_replaceToManyRelationship(_ input: Operations.gameCenterGroups_gameCenterLeaderboardSetsV2_replaceToManyRelationship.Input) async throws
        -> Operations.gameCenterGroups_gameCenterLeaderboardSetsV2_replaceToManyRelationship.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        try await state.orderLeaderboards(owner: input.path.id, ids: request.data.map(\.id), kind: .leaderboardSet)
        return .noContent(.init())
    }

    /// A grouped detail's order is its group's (as for achievements).
    func orderOnDetail(_ detail: String, ids: [String], kind: GameCenterKind) async throws {
        if await state.group(ofDetail: detail) != nil {
            throw SimulatorError.conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The detail belongs to a group: order the group's \(kind.plural).")
        }
        try await state.orderLeaderboards(owner: detail, ids: ids, kind: kind)
    }

    // MARK: Leaderboards

    func gameCenterLeaderboardsV2_createInstance(_ input: Operations.gameCenterLeaderboardsV2_createInstance.Input) async throws
        -> Operations.gameCenterLeaderboardsV2_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        try Self.requireInlineVersion(request.data.relationships.versions.data.map(\.id), included: request.included?.compactMap(\.id), what: "A leaderboard")
        let a = request.data.attributes
        var attributes: [String: String] = ["defaultFormatter": a.defaultFormatter, "scoreSortType": a.scoreSortType.rawValue,
                                            "submissionType": a.submissionType.rawValue, "visibility": a.visibility?.rawValue ?? "SHOW_FOR_ALL"]
        attributes["scoreRangeStart"] = a.scoreRangeStart
        attributes["scoreRangeEnd"] = a.scoreRangeEnd
        attributes["recurrenceStartDate"] = a.recurrenceStartDate.map(Self.dateText)
        attributes["recurrenceDuration"] = a.recurrenceDuration
        attributes["recurrenceRule"] = a.recurrenceRule
        var created = try await state.createLeaderboard(detail: request.data.relationships.gameCenterDetail?.data?.id,
                                                        group: request.data.relationships.gameCenterGroup?.data?.id,
                                                        vendorIdentifier: a.vendorIdentifier, referenceName: a.referenceName, attributes: attributes,
                                                        setIDs: request.data.relationships.gameCenterLeaderboardSets?.data?.map(\.id) ?? [])
        if let properties = a.activityProperties?.additionalProperties {
            try await state.setActivityProperties(created.id, kind: .leaderboard, properties)
            created.activityProperties = properties
        }
        return .created(.init(body: .json(.init(data: Self.leaderboard(created, versions: created.versionIDs),
                                                links: .init(_self: "\(base)/v2/gameCenterLeaderboards/\(created.id)")))))
    }

    /// A creation names its first version inline: `relationships.versions`
    /// and an included item with a local `${id}` (as achievements').
    static func requireInlineVersion(_ inline: [String], included: [String]?, what: String) throws {
        guard inline.count == 1, let local = inline.first, local.hasPrefix("${"), local.hasSuffix("}"), included?.contains(local) == true else {
            throw SimulatorError.conflict("ENTITY_ERROR.RELATIONSHIP.REQUIRED",
                                          "\(what) is created with its first version inline: relationships.versions and an included item with a local ${id}.",
                                          pointer: "/data/relationships/versions")
        }
    }

    func gameCenterLeaderboardsV2_updateInstance(_ input: Operations.gameCenterLeaderboardsV2_updateInstance.Input) async throws
        -> Operations.gameCenterLeaderboardsV2_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        guard request.data.id == input.path.id else { throw SimulatorError.conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The id does not match the path.", pointer: "/data/id") }
        let a = request.data.attributes
        var attributes: [String: String] = [:]
        attributes["defaultFormatter"] = a?.defaultFormatter
        attributes["scoreSortType"] = a?.scoreSortType?.rawValue
        attributes["submissionType"] = a?.submissionType?.rawValue
        attributes["visibility"] = a?.visibility?.rawValue
        attributes["scoreRangeStart"] = a?.scoreRangeStart
        attributes["scoreRangeEnd"] = a?.scoreRangeEnd
        attributes["recurrenceStartDate"] = a?.recurrenceStartDate.map(Self.dateText)
        attributes["recurrenceDuration"] = a?.recurrenceDuration
        attributes["recurrenceRule"] = a?.recurrenceRule
        var updated = try await state.updateLeaderboard(input.path.id, referenceName: a?.referenceName, attributes: attributes, archived: a?.archived)
        if let properties = a?.activityProperties?.additionalProperties {
            try await state.setActivityProperties(updated.id, kind: .leaderboard, properties)
            updated.activityProperties = properties
        }
        return .ok(.init(body: .json(.init(data: Self.leaderboard(updated), links: .init(_self: "\(base)/v2/gameCenterLeaderboards/\(updated.id)")))))
    }

    func gameCenterLeaderboardsV2_deleteInstance(_ input: Operations.gameCenterLeaderboardsV2_deleteInstance.Input) async throws
        -> Operations.gameCenterLeaderboardsV2_deleteInstance.Output {
        try await state.deleteLeaderboard(input.path.id, kind: .leaderboard)
        return .noContent(.init())
    }

    /// A leaderboard; its versions' linkage only when included, with their total.
    static func leaderboard(_ l: SimLeaderboard, versions: [String]? = nil) -> Leaderboard {
        let a = l.attributes
        return .init(attributes: .init(activityProperties: .init(additionalProperties: l.activityProperties), archived: l.archived,
                                       defaultFormatter: a["defaultFormatter"], recurrenceDuration: a["recurrenceDuration"],
                                       recurrenceRule: a["recurrenceRule"], recurrenceStartDate: a["recurrenceStartDate"].map(Self.answeredDate),
                                       referenceName: l.referenceName, scoreRangeEnd: a["scoreRangeEnd"], scoreRangeStart: a["scoreRangeStart"],
                                       scoreSortType: a["scoreSortType"], submissionType: a["submissionType"], vendorIdentifier: l.vendorIdentifier,
                                       visibility: a["visibility"]),
                     id: l.id,
                     relationships: .init(versions: .init(
                         data: versions?.map { .init(id: $0, _type: .gameCenterLeaderboardVersions) },
                         meta: versions.map { .init(paging: .init(limit: max(1, $0.count), total: l.versionIDs.count)) })),
                     _type: .gameCenterLeaderboards)
    }

    static func dateText(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
    /// A stored date as answers write it, with milliseconds (`2026-01-05T07:00:00.000Z`), as App Store Connect writes some dates.
    static func answeredDate(_ text: String) -> String { text.hasSuffix("Z") && !text.contains(".") ? String(text.dropLast()) + ".000Z" : text }

    func gameCenterLeaderboardsV2_versions_getToManyRelated(_ input: Operations.gameCenterLeaderboardsV2_versions_getToManyRelated.Input) async throws
        -> Operations.gameCenterLeaderboardsV2_versions_getToManyRelated.Output {
        let leaderboard = try await state.leaderboard(input.path.id, kind: .leaderboard)
        var all: [SimVersion] = []
        for id in leaderboard.versionIDs { all.append(try await state.version(id)) }
        let (page, links, meta) = await self.page(all, path: "/v2/gameCenterLeaderboards/\(input.path.id)/versions", limit: input.query.limit)
        return .ok(.init(body: .json(.init(data: page.map(Self.leaderboardVersion), links: links, meta: meta))))
    }

    func gameCenterLeaderboardVersionsV2_createInstance(_ input: Operations.gameCenterLeaderboardVersionsV2_createInstance.Input) async throws
        -> Operations.gameCenterLeaderboardVersionsV2_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let version = try await state.createVersion(leaderboard: request.data.relationships.leaderboard.data.id, kind: .leaderboard)
        return .created(.init(body: .json(.init(data: Self.leaderboardVersion(version), links: .init(_self: "\(base)/v2/gameCenterLeaderboardVersions/\(version.id)")))))
    }

    static func leaderboardVersion(_ v: SimVersion) -> Components.Schemas.GameCenterLeaderboardVersionV2 {
        .init(attributes: .init(state: v.state, version: v.number), id: v.id,
              relationships: .init(leaderboard: .init(data: .init(id: v.resourceID, _type: .gameCenterLeaderboards))),
              _type: .gameCenterLeaderboardVersions)
    }

    func gameCenterLeaderboardVersionsV2_localizations_getToManyRelated(_ input: Operations.gameCenterLeaderboardVersionsV2_localizations_getToManyRelated.Input) async throws
        -> Operations.gameCenterLeaderboardVersionsV2_localizations_getToManyRelated.Output {
        let all = try await state.localizations(ofLeaderboardVersion: input.path.id, kind: .leaderboard)
        let (page, links, meta) = await self.page(all, path: "/v2/gameCenterLeaderboardVersions/\(input.path.id)/localizations", limit: input.query.limit)
        let withImages = input.query.include?.contains(.image) == true
        return .ok(.init(body: .json(.init(data: page.map { Self.leaderboardLocalization($0, includeImage: withImages) },
                                           included: try await includedImages(of: page, if: withImages) { leaderboardImage($0) }, links: links, meta: meta))))
    }

    func gameCenterLeaderboardLocalizationsV2_createInstance(_ input: Operations.gameCenterLeaderboardLocalizationsV2_createInstance.Input) async throws
        -> Operations.gameCenterLeaderboardLocalizationsV2_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let a = request.data.attributes
        var texts: [String: String] = [:]
        texts["description"] = a.description
        texts["formatterOverride"] = a.formatterOverride
        texts["formatterSuffix"] = a.formatterSuffix
        texts["formatterSuffixSingular"] = a.formatterSuffixSingular
        let created = try await state.createLeaderboardLocalization(version: request.data.relationships.version.data.id, kind: .leaderboard, locale: a.locale,
                                                                    name: a.name, texts: texts)
        return .created(.init(body: .json(.init(data: Self.leaderboardLocalization(created),
                                                links: .init(_self: "\(base)/v2/gameCenterLeaderboardLocalizations/\(created.id)")))))
    }

    func gameCenterLeaderboardLocalizationsV2_updateInstance(_ input: Operations.gameCenterLeaderboardLocalizationsV2_updateInstance.Input) async throws
        -> Operations.gameCenterLeaderboardLocalizationsV2_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let a = request.data.attributes
        var texts: [String: String] = [:]
        texts["description"] = a?.description
        texts["formatterOverride"] = a?.formatterOverride
        texts["formatterSuffix"] = a?.formatterSuffix
        texts["formatterSuffixSingular"] = a?.formatterSuffixSingular
        let updated = try await state.updateLeaderboardLocalization(input.path.id, name: a?.name, texts: texts)
        return .ok(.init(body: .json(.init(data: Self.leaderboardLocalization(updated),
                                           links: .init(_self: "\(base)/v2/gameCenterLeaderboardLocalizations/\(updated.id)")))))
    }

    static func leaderboardLocalization(_ l: SimLocalization, includeImage: Bool = false) -> Components.Schemas.GameCenterLeaderboardLocalizationV2 {
        .init(attributes: .init(description: l.texts["description"], formatterOverride: l.texts["formatterOverride"], formatterSuffix: l.texts["formatterSuffix"],
                                formatterSuffixSingular: l.texts["formatterSuffixSingular"], locale: l.locale, name: l.name),
              id: l.id,
              relationships: .init(image: .init(data: includeImage ? l.imageID.map { .init(id: $0, _type: .gameCenterLeaderboardImages) } : nil)),
              _type: .gameCenterLeaderboardLocalizations)
    }

    func gameCenterLeaderboardImagesV2_createInstance(_ input: Operations.gameCenterLeaderboardImagesV2_createInstance.Input) async throws
        -> Operations.gameCenterLeaderboardImagesV2_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let reserved = try await state.reserveImage(localization: request.data.relationships.localization.data.id,
                                                    fileName: request.data.attributes.fileName, fileSize: request.data.attributes.fileSize)
        return .created(.init(body: .json(.init(data: leaderboardImage(reserved, uploadFault: await state.faults.uploadOperation),
                                                links: .init(_self: "\(base)/v2/gameCenterLeaderboardImages/\(reserved.id)")))))
    }

    func gameCenterLeaderboardImagesV2_getInstance(_ input: Operations.gameCenterLeaderboardImagesV2_getInstance.Input) async throws
        -> Operations.gameCenterLeaderboardImagesV2_getInstance.Output {
        let read = try await state.readImage(input.path.id)
        return .ok(.init(body: .json(.init(data: leaderboardImage(read, uploadFault: await state.faults.operationsOnRead), links: .init(_self: "\(base)/v2/gameCenterLeaderboardImages/\(read.id)")))))
    }

    func gameCenterLeaderboardImagesV2_updateInstance(_ input: Operations.gameCenterLeaderboardImagesV2_updateInstance.Input) async throws
        -> Operations.gameCenterLeaderboardImagesV2_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let committed = try await state.commitImage(input.path.id, uploaded: request.data.attributes?.uploaded)
        return .ok(.init(body: .json(.init(data: leaderboardImage(committed), links: .init(_self: "\(base)/v2/gameCenterLeaderboardImages/\(committed.id)")))))
    }

    func gameCenterLeaderboardImagesV2_deleteInstance(_ input: Operations.gameCenterLeaderboardImagesV2_deleteInstance.Input) async throws
        -> Operations.gameCenterLeaderboardImagesV2_deleteInstance.Output {
        try await state.deleteImage(input.path.id)
        return .noContent(.init())
    }

    func leaderboardImage(_ i: SimImage, uploadFault: UploadOperationFault? = nil) -> Components.Schemas.GameCenterLeaderboardImageV2 {
        let parts = imageParts(i, uploadFault: uploadFault)
        return .init(attributes: .init(assetDeliveryState: parts.state, fileName: i.fileName, fileSize: i.fileSize, imageAsset: parts.asset,
                                       uploadOperations: parts.operations),
                     id: i.id,
                     relationships: .init(localization: .init(data: .init(id: i.localizationID, _type: .gameCenterLeaderboardLocalizations))),
                     _type: .gameCenterLeaderboardImages)
    }

    // MARK: Leaderboard sets

    func gameCenterLeaderboardSetsV2_createInstance(_ input: Operations.gameCenterLeaderboardSetsV2_createInstance.Input) async throws
        -> Operations.gameCenterLeaderboardSetsV2_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let relationships = request.data.relationships
        try Self.requireInlineVersion(relationships.versions.data.map(\.id), included: request.included?.compactMap(\.id), what: "A leaderboard set")
        let a = request.data.attributes
        let created = try await state.createLeaderboardSet(detail: relationships.gameCenterDetail?.data?.id, group: relationships.gameCenterGroup?.data?.id,
                                                           vendorIdentifier: a.vendorIdentifier, referenceName: a.referenceName,
                                                           memberIDs: relationships.gameCenterLeaderboards?.data?.map(\.id) ?? [])
        return .created(.init(body: .json(.init(data: Self.leaderboardSet(created, versions: created.versionIDs),
                                                links: .init(_self: "\(base)/v2/gameCenterLeaderboardSets/\(created.id)")))))
    }

    func gameCenterLeaderboardSetsV2_updateInstance(_ input: Operations.gameCenterLeaderboardSetsV2_updateInstance.Input) async throws
        -> Operations.gameCenterLeaderboardSetsV2_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        guard request.data.id == input.path.id else { throw SimulatorError.conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The id does not match the path.", pointer: "/data/id") }
        let updated = try await state.updateLeaderboardSet(input.path.id, referenceName: request.data.attributes?.referenceName)
        return .ok(.init(body: .json(.init(data: Self.leaderboardSet(updated), links: .init(_self: "\(base)/v2/gameCenterLeaderboardSets/\(updated.id)")))))
    }

    func gameCenterLeaderboardSetsV2_deleteInstance(_ input: Operations.gameCenterLeaderboardSetsV2_deleteInstance.Input) async throws
        -> Operations.gameCenterLeaderboardSetsV2_deleteInstance.Output {
        try await state.deleteLeaderboard(input.path.id, kind: .leaderboardSet)
        return .noContent(.init())
    }

    func gameCenterLeaderboardSetsV2_gameCenterLeaderboards_getToManyRelated(_ input: Operations.gameCenterLeaderboardSetsV2_gameCenterLeaderboards_getToManyRelated.Input) async throws
        -> Operations.gameCenterLeaderboardSetsV2_gameCenterLeaderboards_getToManyRelated.Output {
        let members = try await state.members(ofSet: input.path.id)
        let (page, links, meta) = await self.page(members, path: "/v2/gameCenterLeaderboardSets/\(input.path.id)/gameCenterLeaderboards", limit: input.query.limit)
        return .ok(.init(body: .json(.init(data: page.map { Self.leaderboard($0) }, links: links, meta: meta))))
    }

    func gameCenterLeaderboardSetsV2_gameCenterLeaderboards_replaceToManyRelationship(
        _ input: Operations.gameCenterLeaderboardSetsV2_gameCenterLeaderboards_replaceToManyRelationship.Input) async throws
        -> Operations.gameCenterLeaderboardSetsV2_gameCenterLeaderboards_replaceToManyRelationship.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        try await state.replaceMembers(ofSet: input.path.id, with: request.data.map(\.id))
        return .noContent(.init())
    }

    /// A set; its versions' and leaderboards' linkage only when included, with their totals.
    static func leaderboardSet(_ s: SimLeaderboard, versions: [String]? = nil, members: [String]? = nil) -> LeaderboardSet {
        .init(attributes: .init(referenceName: s.referenceName, vendorIdentifier: s.vendorIdentifier),
              id: s.id,
              relationships: .init(
                  gameCenterLeaderboards: .init(
                      data: members?.map { .init(id: $0, _type: .gameCenterLeaderboards) },
                      meta: members.map { .init(paging: .init(limit: max(1, $0.count), total: s.memberIDs.count)) }),
                  versions: .init(
                  data: versions?.map { .init(id: $0, _type: .gameCenterLeaderboardSetVersions) },
                  meta: versions.map { .init(paging: .init(limit: max(1, $0.count), total: s.versionIDs.count)) })),
              _type: .gameCenterLeaderboardSets)
    }

    func gameCenterLeaderboardSetsV2_versions_getToManyRelated(_ input: Operations.gameCenterLeaderboardSetsV2_versions_getToManyRelated.Input) async throws
        -> Operations.gameCenterLeaderboardSetsV2_versions_getToManyRelated.Output {
        let set = try await state.leaderboard(input.path.id, kind: .leaderboardSet)
        var all: [SimVersion] = []
        for id in set.versionIDs { all.append(try await state.version(id)) }
        let (page, links, meta) = await self.page(all, path: "/v2/gameCenterLeaderboardSets/\(input.path.id)/versions", limit: input.query.limit)
        return .ok(.init(body: .json(.init(data: page.map(Self.setVersion), links: links, meta: meta))))
    }

    func gameCenterLeaderboardSetVersionsV2_createInstance(_ input: Operations.gameCenterLeaderboardSetVersionsV2_createInstance.Input) async throws
        -> Operations.gameCenterLeaderboardSetVersionsV2_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let version = try await state.createVersion(leaderboard: request.data.relationships.leaderboardSet.data.id, kind: .leaderboardSet)
        return .created(.init(body: .json(.init(data: Self.setVersion(version), links: .init(_self: "\(base)/v2/gameCenterLeaderboardSetVersions/\(version.id)")))))
    }

    static func setVersion(_ v: SimVersion) -> Components.Schemas.GameCenterLeaderboardSetVersionV2 {
        .init(attributes: .init(state: v.state, version: v.number), id: v.id,
              relationships: .init(leaderboardSet: .init(data: .init(id: v.resourceID, _type: .gameCenterLeaderboardSets))),
              _type: .gameCenterLeaderboardSetVersions)
    }

    func gameCenterLeaderboardSetVersionsV2_localizations_getToManyRelated(_ input: Operations.gameCenterLeaderboardSetVersionsV2_localizations_getToManyRelated.Input) async throws
        -> Operations.gameCenterLeaderboardSetVersionsV2_localizations_getToManyRelated.Output {
        let all = try await state.localizations(ofLeaderboardVersion: input.path.id, kind: .leaderboardSet)
        let (page, links, meta) = await self.page(all, path: "/v2/gameCenterLeaderboardSetVersions/\(input.path.id)/localizations", limit: input.query.limit)
        let withImages = input.query.include?.contains(.image) == true
        return .ok(.init(body: .json(.init(data: page.map { Self.setLocalization($0, includeImage: withImages) },
                                           included: try await includedImages(of: page, if: withImages) { setImage($0) }, links: links, meta: meta))))
    }

    func gameCenterLeaderboardSetLocalizationsV2_createInstance(_ input: Operations.gameCenterLeaderboardSetLocalizationsV2_createInstance.Input) async throws
        -> Operations.gameCenterLeaderboardSetLocalizationsV2_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let a = request.data.attributes
        let created = try await state.createLeaderboardLocalization(version: request.data.relationships.version.data.id, kind: .leaderboardSet, locale: a.locale,
                                                                    name: a.name, texts: [:])
        return .created(.init(body: .json(.init(data: Self.setLocalization(created),
                                                links: .init(_self: "\(base)/v2/gameCenterLeaderboardSetLocalizations/\(created.id)")))))
    }

    func gameCenterLeaderboardSetLocalizationsV2_updateInstance(_ input: Operations.gameCenterLeaderboardSetLocalizationsV2_updateInstance.Input) async throws
        -> Operations.gameCenterLeaderboardSetLocalizationsV2_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let updated = try await state.updateLeaderboardLocalization(input.path.id, name: request.data.attributes?.name, texts: [:])
        return .ok(.init(body: .json(.init(data: Self.setLocalization(updated),
                                           links: .init(_self: "\(base)/v2/gameCenterLeaderboardSetLocalizations/\(updated.id)")))))
    }

    static func setLocalization(_ l: SimLocalization, includeImage: Bool = false) -> Components.Schemas.GameCenterLeaderboardSetLocalizationV2 {
        .init(attributes: .init(locale: l.locale, name: l.name),
              id: l.id,
              relationships: .init(image: .init(data: includeImage ? l.imageID.map { .init(id: $0, _type: .gameCenterLeaderboardSetImages) } : nil)),
              _type: .gameCenterLeaderboardSetLocalizations)
    }

    func gameCenterLeaderboardSetImagesV2_createInstance(_ input: Operations.gameCenterLeaderboardSetImagesV2_createInstance.Input) async throws
        -> Operations.gameCenterLeaderboardSetImagesV2_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let reserved = try await state.reserveImage(localization: request.data.relationships.localization.data.id,
                                                    fileName: request.data.attributes.fileName, fileSize: request.data.attributes.fileSize)
        return .created(.init(body: .json(.init(data: setImage(reserved, uploadFault: await state.faults.uploadOperation),
                                                links: .init(_self: "\(base)/v2/gameCenterLeaderboardSetImages/\(reserved.id)")))))
    }

    func gameCenterLeaderboardSetImagesV2_getInstance(_ input: Operations.gameCenterLeaderboardSetImagesV2_getInstance.Input) async throws
        -> Operations.gameCenterLeaderboardSetImagesV2_getInstance.Output {
        let read = try await state.readImage(input.path.id)
        return .ok(.init(body: .json(.init(data: setImage(read, uploadFault: await state.faults.operationsOnRead), links: .init(_self: "\(base)/v2/gameCenterLeaderboardSetImages/\(read.id)")))))
    }

    func gameCenterLeaderboardSetImagesV2_updateInstance(_ input: Operations.gameCenterLeaderboardSetImagesV2_updateInstance.Input) async throws
        -> Operations.gameCenterLeaderboardSetImagesV2_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let committed = try await state.commitImage(input.path.id, uploaded: request.data.attributes?.uploaded)
        return .ok(.init(body: .json(.init(data: setImage(committed), links: .init(_self: "\(base)/v2/gameCenterLeaderboardSetImages/\(committed.id)")))))
    }

    func gameCenterLeaderboardSetImagesV2_deleteInstance(_ input: Operations.gameCenterLeaderboardSetImagesV2_deleteInstance.Input) async throws
        -> Operations.gameCenterLeaderboardSetImagesV2_deleteInstance.Output {
        try await state.deleteImage(input.path.id)
        return .noContent(.init())
    }

    func setImage(_ i: SimImage, uploadFault: UploadOperationFault? = nil) -> Components.Schemas.GameCenterLeaderboardSetImageV2 {
        let parts = imageParts(i, uploadFault: uploadFault)
        return .init(attributes: .init(assetDeliveryState: parts.state, fileName: i.fileName, fileSize: i.fileSize, imageAsset: parts.asset,
                                       uploadOperations: parts.operations),
                     id: i.id,
                     relationships: .init(localization: .init(data: .init(id: i.localizationID, _type: .gameCenterLeaderboardSetLocalizations))),
                     _type: .gameCenterLeaderboardSetImages)
    }
}
