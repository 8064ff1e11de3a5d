import ASCAPI
import Foundation
import OpenAPIRuntime

/// The offset a list request starts at (`cursor`, which App Store Connect's
/// `links.next` carries and the document does not declare).
enum SimulatorCursor {
    @TaskLocal static var offset = 0
    /// The request's other query parameters, `&`-prefixed, which the next page's link keeps.
    @TaskLocal static var query = ""
}

/// The generated server protocol, answered from ``SimulatorState``. Every
/// request body was already decoded against Apple's document by the generated
/// server code; rule violations are thrown as ``SimulatorError`` and written
/// as App Store Connect's `errors[]` by ``SimulatorMiddleware``.
struct SimulatorAPI: APIProtocol {
    let state: SimulatorState
    /// `http://127.0.0.1:PORT`, for links and upload addresses.
    let base: String

    // MARK: Detail

    func apps_gameCenterDetail_getToOneRelated(_ input: Operations.apps_gameCenterDetail_getToOneRelated.Input) async throws
        -> Operations.apps_gameCenterDetail_getToOneRelated.Output {
        let id = await state.detail(app: input.path.id)
        // Linkage only where included (ASC-FACTS.md): the group's ID is in
        // the answer only when `include` names it.
        let group = await state.group(ofDetail: id)
        let include = Set(input.query.include?.map(\.rawValue) ?? [])
        let included = include.contains("gameCenterGroup")
        // The default leaderboard: a grouped app's is its group's (`defaultGroupLeaderboardV2`).
        let defaultBoard = await state.defaultLeaderboards[group ?? id]
        let defaultIncluded = include.contains(group == nil ? "defaultLeaderboardV2" : "defaultGroupLeaderboardV2")
        let linked: Components.Schemas.GameCenterDetail.relationshipsPayload.defaultLeaderboardV2Payload? =
            defaultIncluded ? .init(data: defaultBoard.map { .init(id: $0, _type: .gameCenterLeaderboards) }) : nil
        let relationships: Components.Schemas.GameCenterDetail.relationshipsPayload = .init(
            defaultGroupLeaderboardV2: group == nil ? nil : linked.map { .init(data: $0.data.map { .init(id: $0.id, _type: .gameCenterLeaderboards) }) },
            defaultLeaderboardV2: group == nil ? linked : nil,
            gameCenterGroup: .init(data: included ? group.map { .init(id: $0, _type: .gameCenterGroups) } : nil,
                                   links: .init(related: "\(base)/v1/gameCenterDetails/\(id)/gameCenterGroup")))
        var items: [Components.Schemas.GameCenterDetailResponse.includedPayloadPayload] = []
        if included, let group { items.append(.gameCenterGroups(.init(attributes: .init(referenceName: "Group \(group)"), id: group, _type: .gameCenterGroups))) }
        if defaultIncluded, let defaultBoard, let board = try? await state.leaderboard(defaultBoard, kind: .leaderboard) {
            items.append(.gameCenterLeaderboards(.init(attributes: .init(vendorIdentifier: board.vendorIdentifier), id: defaultBoard, _type: .gameCenterLeaderboards)))
        }
        // Challenges are on unless turned off (a guess: the document does not say what a new detail holds).
        let challenges = await state.challengesDisabled.contains(id) ? false : true
        return .ok(.init(body: .json(.init(
            data: .init(attributes: .init(challengeEnabled: challenges), id: id, relationships: relationships, _type: .gameCenterDetails),
            included: include.isEmpty ? nil : items,
            links: .init(_self: "\(base)/v1/apps/\(input.path.id)/gameCenterDetail")))))
    }

    /// Sets the default leaderboard (the detail's, or for a grouped app the
    /// group's), and turns the app's challenges on or off (`challengeEnabled`).
    func gameCenterDetails_updateInstance(_ input: Operations.gameCenterDetails_updateInstance.Input) async throws
        -> Operations.gameCenterDetails_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        guard request.data.id == input.path.id else { throw SimulatorError.conflict("ENTITY_ERROR.ATTRIBUTE.INVALID",
            "The id does not match the path.", pointer: "/data/id") }
        let relationships = request.data.relationships
        try await state.setDefaultLeaderboard(detail: input.path.id, own: relationships?.defaultLeaderboardV2?.data?.id,
                                              group: relationships?.defaultGroupLeaderboardV2?.data?.id)
        if let enabled = request.data.attributes?.challengeEnabled { await state.setChallengesEnabled(detail: input.path.id, enabled) }
        return .ok(.init(body: .json(.init(data: .init(id: input.path.id, _type: .gameCenterDetails),
                                           links: .init(_self: "\(base)/v1/gameCenterDetails/\(input.path.id)")))))
    }

    func gameCenterDetails_createInstance(_ input: Operations.gameCenterDetails_createInstance.Input) async throws
        -> Operations.gameCenterDetails_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let id = try await state.createDetail(app: request.data.relationships.app.data.id)
        return .created(.init(body: .json(.init(data: .init(id: id, _type: .gameCenterDetails), links: .init(_self: "\(base)/v1/gameCenterDetails/\(id)")))))
    }

    // MARK: Achievements

    func gameCenterDetails_gameCenterAchievementsV2_getToManyRelated(_ input: Operations.gameCenterDetails_gameCenterAchievementsV2_getToManyRelated.Input) async throws
        -> Operations.gameCenterDetails_gameCenterAchievementsV2_getToManyRelated.Output {
        if let flood = await state.faults.floodedList {
            let made = (0..<flood).map { index in
                SimAchievement(id: "F\(index)", ownerID: input.path.id, vendorIdentifier: "flood.\(index)", referenceName: "Flood \(index)",
                               points: 0, showBeforeEarned: true, repeatable: false, archived: false, versionIDs: [])
            }
            return .ok(.init(body: .json(.init(data: made.map { Self.achievement($0) }, links: .init(_self: "\(base)/v1/gameCenterDetails/\(input.path.id)/gameCenterAchievementsV2")))))
        }
        let all = try await state.achievements(detail: input.path.id)
        let path = "/v1/gameCenterDetails/\(input.path.id)/gameCenterAchievementsV2"
        let (page, links, meta) = await self.page(all, path: path, limit: input.query.limit)
        let (data, included) = try await withVersions(page, include: input.query.include?.contains(.versions) == true,
                                                      limit: input.query.limit_lbrack_versions_rbrack_)
        return .ok(.init(body: .json(.init(data: data, included: included, links: links, meta: meta))))
    }

    func gameCenterGroups_gameCenterAchievementsV2_getToManyRelated(_ input: Operations.gameCenterGroups_gameCenterAchievementsV2_getToManyRelated.Input) async throws
        -> Operations.gameCenterGroups_gameCenterAchievementsV2_getToManyRelated.Output {
        let all = try await state.achievements(group: input.path.id)
        let path = "/v1/gameCenterGroups/\(input.path.id)/gameCenterAchievementsV2"
        let (page, links, meta) = await self.page(all, path: path, limit: input.query.limit)
        let (data, included) = try await withVersions(page, include: input.query.include?.contains(.versions) == true,
                                                      limit: input.query.limit_lbrack_versions_rbrack_)
        return .ok(.init(body: .json(.init(data: data, included: included, links: links, meta: meta))))
    }

    /// Achievements with their versions' linkage and the versions
    /// themselves when `include=versions` asks; at most `limit[versions]`
    /// (default and maximum 50) each, with the total in `meta`.
    func withVersions(_ page: [SimAchievement], include: Bool, limit: Int?) async throws
        -> ([Components.Schemas.GameCenterAchievementV2], [Components.Schemas.GameCenterAchievementVersionV2]?) {
        guard include else { return (page.map { Self.achievement($0) }, nil) }
        let most = try Self.versionLimit(limit)
        var included: [Components.Schemas.GameCenterAchievementVersionV2] = []
        for id in page.flatMap({ $0.versionIDs.prefix(most) }) { included.append(Self.version(try await state.version(id))) }
        return (page.map { Self.achievement($0, versions: Array($0.versionIDs.prefix(most))) }, included)
    }

    func gameCenterDetails_gameCenterAchievementsV2_replaceToManyRelationship(_ input: Operations.gameCenterDetails_gameCenterAchievementsV2_replaceToManyRelationship.Input) async throws
        -> Operations.gameCenterDetails_gameCenterAchievementsV2_replaceToManyRelationship.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        if await state.group(ofDetail: input.path.id) != nil {
            throw SimulatorError.conflict("ENTITY_ERROR.RELATIONSHIP.INVALID", "The detail belongs to a group: order the group's achievements.")
        }
        try await state.order(owner: input.path.id, achievementIDs: request.data.map(\.id))
        return .noContent(.init())
    }

    func gameCenterGroups_gameCenterAchievementsV2_replaceToManyRelationship(_ input: Operations.gameCenterGroups_gameCenterAchievementsV2_replaceToManyRelationship.Input) async throws
        -> Operations.gameCenterGroups_gameCenterAchievementsV2_replaceToManyRelationship.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        try await state.order(owner: input.path.id, achievementIDs: request.data.map(\.id))
        return .noContent(.init())
    }

    func gameCenterAchievementsV2_deleteInstance(_ input: Operations.gameCenterAchievementsV2_deleteInstance.Input) async throws
        -> Operations.gameCenterAchievementsV2_deleteInstance.Output {
        try await state.deleteAchievement(input.path.id)
        return .noContent(.init())
    }

    func gameCenterAchievementsV2_createInstance(_ input: Operations.gameCenterAchievementsV2_createInstance.Input) async throws
        -> Operations.gameCenterAchievementsV2_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let inline = request.data.relationships.versions.data
        guard inline.count == 1, let local = inline.first?.id, local.hasPrefix("${"), local.hasSuffix("}"),
              request.included?.contains(where: { $0.id == local }) == true else {
            throw SimulatorError.conflict("ENTITY_ERROR.RELATIONSHIP.REQUIRED",
                                          "An achievement is created with its first version inline: relationships.versions and an included item with a local ${id}.",
                                          pointer: "/data/relationships/versions")
        }
        let detail = request.data.relationships.gameCenterDetail?.data?.id
        let group = request.data.relationships.gameCenterGroup?.data?.id
        let a = request.data.attributes
        var created = try await state.createAchievement(detail: detail, group: group, vendorIdentifier: a.vendorIdentifier, referenceName: a.referenceName,
                                                        points: a.points, showBeforeEarned: a.showBeforeEarned, repeatable: a.repeatable)
        if let properties = a.activityProperties?.additionalProperties {
            try await state.setActivityProperties(created.id, kind: .achievement, properties)
            created.activityProperties = properties
        }
        // The created achievement names its first version: the request included it.
        return .created(.init(body: .json(.init(data: Self.achievement(created, versions: created.versionIDs), links: .init(_self: "\(base)/v2/gameCenterAchievements/\(created.id)")))))
    }

    func gameCenterAchievementsV2_getInstance(_ input: Operations.gameCenterAchievementsV2_getInstance.Input) async throws
        -> Operations.gameCenterAchievementsV2_getInstance.Output {
        let achievement = try await state.achievement(input.path.id)
        return .ok(.init(body: .json(.init(data: Self.achievement(achievement), links: .init(_self: "\(base)/v2/gameCenterAchievements/\(achievement.id)")))))
    }

    func gameCenterAchievementsV2_updateInstance(_ input: Operations.gameCenterAchievementsV2_updateInstance.Input) async throws
        -> Operations.gameCenterAchievementsV2_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        guard request.data.id == input.path.id else { throw SimulatorError.conflict("ENTITY_ERROR.ATTRIBUTE.INVALID", "The id does not match the path.", pointer: "/data/id") }
        let a = request.data.attributes
        var updated = try await state.updateAchievement(input.path.id, referenceName: a?.referenceName, points: a?.points,
                                                        showBeforeEarned: a?.showBeforeEarned, repeatable: a?.repeatable, archived: a?.archived)
        if let properties = a?.activityProperties?.additionalProperties {
            try await state.setActivityProperties(updated.id, kind: .achievement, properties)
            updated.activityProperties = properties
        }
        return .ok(.init(body: .json(.init(data: Self.achievement(updated), links: .init(_self: "\(base)/v2/gameCenterAchievements/\(updated.id)")))))
    }

    /// An achievement; its versions' linkage only when included (ASC-FACTS.md), with their total.
    static func achievement(_ a: SimAchievement, versions: [String]? = nil) -> Components.Schemas.GameCenterAchievementV2 {
        .init(attributes: .init(activityProperties: .init(additionalProperties: a.activityProperties), archived: a.archived, points: a.points,
                                referenceName: a.referenceName, repeatable: a.repeatable,
                                showBeforeEarned: a.showBeforeEarned, vendorIdentifier: a.vendorIdentifier),
              id: a.id,
              relationships: .init(versions: .init(
                  data: versions?.map { .init(id: $0, _type: .gameCenterAchievementVersions) },
                  meta: versions.map { .init(paging: .init(limit: max(1, $0.count), total: a.versionIDs.count)) })),
              _type: .gameCenterAchievements)
    }

    // MARK: Versions

    func gameCenterAchievementsV2_versions_getToManyRelated(_ input: Operations.gameCenterAchievementsV2_versions_getToManyRelated.Input) async throws
        -> Operations.gameCenterAchievementsV2_versions_getToManyRelated.Output {
        let all = try await state.versions(ofAchievement: input.path.id)
        let (page, links, meta) = await self.page(all, path: "/v2/gameCenterAchievements/\(input.path.id)/versions", limit: input.query.limit)
        return .ok(.init(body: .json(.init(data: page.map(Self.version), links: links, meta: meta))))
    }

    func gameCenterAchievementVersionsV2_createInstance(_ input: Operations.gameCenterAchievementVersionsV2_createInstance.Input) async throws
        -> Operations.gameCenterAchievementVersionsV2_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let version = try await state.createVersion(achievement: request.data.relationships.achievement.data.id)
        return .created(.init(body: .json(.init(data: Self.version(version), links: .init(_self: "\(base)/v2/gameCenterAchievementVersions/\(version.id)")))))
    }

    static func version(_ v: SimVersion) -> Components.Schemas.GameCenterAchievementVersionV2 {
        .init(attributes: .init(state: v.state, version: v.number), id: v.id,
              relationships: .init(achievement: .init(data: .init(id: v.resourceID, _type: .gameCenterAchievements))),
              _type: .gameCenterAchievementVersions)
    }

    // MARK: Localizations

    func gameCenterAchievementVersionsV2_localizations_getToManyRelated(_ input: Operations.gameCenterAchievementVersionsV2_localizations_getToManyRelated.Input) async throws
        -> Operations.gameCenterAchievementVersionsV2_localizations_getToManyRelated.Output {
        let all = try await state.localizations(of: input.path.id)
        let (page, links, meta) = await self.page(all, path: "/v2/gameCenterAchievementVersions/\(input.path.id)/localizations", limit: input.query.limit)
        let withImages = input.query.include?.contains(.image) == true
        return .ok(.init(body: .json(.init(data: page.map { Self.localization($0, includeImage: withImages) },
                                           included: try await includedImages(of: page, if: withImages) { image($0) }, links: links, meta: meta))))
    }

    func gameCenterAchievementLocalizationsV2_createInstance(_ input: Operations.gameCenterAchievementLocalizationsV2_createInstance.Input) async throws
        -> Operations.gameCenterAchievementLocalizationsV2_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let a = request.data.attributes
        let created = try await state.createLocalization(version: request.data.relationships.version.data.id, locale: a.locale, name: a.name,
                                                         before: a.beforeEarnedDescription, after: a.afterEarnedDescription)
        return .created(.init(body: .json(.init(data: Self.localization(created), links: .init(_self: "\(base)/v2/gameCenterAchievementLocalizations/\(created.id)")))))
    }

    func gameCenterAchievementLocalizationsV2_updateInstance(_ input: Operations.gameCenterAchievementLocalizationsV2_updateInstance.Input) async throws
        -> Operations.gameCenterAchievementLocalizationsV2_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let a = request.data.attributes
        let updated = try await state.updateLocalization(input.path.id, name: a?.name, before: a?.beforeEarnedDescription, after: a?.afterEarnedDescription)
        return .ok(.init(body: .json(.init(data: Self.localization(updated), links: .init(_self: "\(base)/v2/gameCenterAchievementLocalizations/\(updated.id)")))))
    }

    func gameCenterAchievementLocalizationsV2_image_getToOneRelated(_ input: Operations.gameCenterAchievementLocalizationsV2_image_getToOneRelated.Input) async throws
        -> Operations.gameCenterAchievementLocalizationsV2_image_getToOneRelated.Output {
        let localization = try await state.localization(input.path.id)
        guard let imageID = localization.imageID else { throw SimulatorError.notFound("image for the localization \(localization.id)") }
        return .ok(.init(body: .json(.init(data: image(try await state.image(imageID)), links: .init(_self: "\(base)/v2/gameCenterAchievementImages/\(imageID)")))))
    }

    /// A localization; its image's linkage only when included (ASC-FACTS.md).
    static func localization(_ l: SimLocalization, includeImage: Bool = false) -> Components.Schemas.GameCenterAchievementLocalizationV2 {
        .init(attributes: .init(afterEarnedDescription: l.afterEarnedDescription, beforeEarnedDescription: l.beforeEarnedDescription,
                                locale: l.locale, name: l.name),
              id: l.id,
              relationships: .init(image: .init(data: includeImage ? l.imageID.map { .init(id: $0, _type: .gameCenterAchievementImages) } : nil)),
              _type: .gameCenterAchievementLocalizations)
    }

    // MARK: Images

    func gameCenterAchievementImagesV2_createInstance(_ input: Operations.gameCenterAchievementImagesV2_createInstance.Input) async throws
        -> Operations.gameCenterAchievementImagesV2_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let reserved = try await state.reserveImage(localization: request.data.relationships.localization.data.id,
                                                    fileName: request.data.attributes.fileName, fileSize: request.data.attributes.fileSize)
        return .created(.init(body: .json(.init(data: image(reserved, uploadFault: await state.faults.uploadOperation), links: .init(_self: "\(base)/v2/gameCenterAchievementImages/\(reserved.id)")))))
    }

    func gameCenterAchievementImagesV2_getInstance(_ input: Operations.gameCenterAchievementImagesV2_getInstance.Input) async throws
        -> Operations.gameCenterAchievementImagesV2_getInstance.Output {
        let read = try await state.readImage(input.path.id)
        return .ok(.init(body: .json(.init(data: image(read, uploadFault: await state.faults.operationsOnRead), links: .init(_self: "\(base)/v2/gameCenterAchievementImages/\(read.id)")))))
    }

    func gameCenterAchievementImagesV2_updateInstance(_ input: Operations.gameCenterAchievementImagesV2_updateInstance.Input) async throws
        -> Operations.gameCenterAchievementImagesV2_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let committed = try await state.commitImage(input.path.id, uploaded: request.data.attributes?.uploaded)
        return .ok(.init(body: .json(.init(data: image(committed), links: .init(_self: "\(base)/v2/gameCenterAchievementImages/\(committed.id)")))))
    }

    func gameCenterAchievementImagesV2_deleteInstance(_ input: Operations.gameCenterAchievementImagesV2_deleteInstance.Input) async throws
        -> Operations.gameCenterAchievementImagesV2_deleteInstance.Output {
        try await state.deleteImage(input.path.id)
        return .noContent(.init())
    }

    func image(_ i: SimImage, uploadFault: UploadOperationFault? = nil) -> Components.Schemas.GameCenterAchievementImageV2 {
        let parts = imageParts(i, uploadFault: uploadFault)
        return .init(attributes: .init(assetDeliveryState: parts.state, fileName: i.fileName, fileSize: i.fileSize, imageAsset: parts.asset,
                                       uploadOperations: parts.operations),
                     id: i.id,
                     relationships: .init(localization: .init(data: .init(id: i.localizationID, _type: .gameCenterAchievementLocalizations))),
                     _type: .gameCenterAchievementImages)
    }

    /// The images of a page of localizations as `include=image` adds them, `nil` when not asked or none.
    func includedImages<Image>(of page: [SimLocalization], if asked: Bool, _ answer: (SimImage) -> Image) async throws -> [Image]? {
        var included: [Image] = []
        for imageID in page.compactMap(\.imageID) where asked { included.append(answer(try await state.image(imageID))) }
        return included.isEmpty ? nil : included
    }

    /// What every kind's image answer holds alike: its delivery state, its
    /// asset once processed, its upload operations while awaiting the upload.
    func imageParts(_ i: SimImage, uploadFault: UploadOperationFault?)
        -> (state: Components.Schemas.AppMediaAssetState, asset: Components.Schemas.ImageAsset?, operations: [Components.Schemas.UploadOperation]?) {
        let operations: [Components.Schemas.UploadOperation]? = i.state == "AWAITING_UPLOAD" && uploadFault != .absent ? i.operations.map { range in
            switch uploadFault {
            case .outsideFile?:
                return .init(length: 16, method: "PUT", offset: i.fileSize + 1, url: "\(base)/upload/\(i.id)?offset=\(i.fileSize + 1)")
            case .fileAddress?:
                return .init(length: range.count, method: "PUT", offset: range.lowerBound, url: "file:///etc/passwd")
            case .absent?, nil:
                return .init(length: range.count, method: "PUT", offset: range.lowerBound,
                             requestHeaders: [.init(name: "Content-Type", value: "image/png"), .init(name: "X-Simulator-Part", value: String(range.lowerBound))],
                             url: "\(base)/upload/\(i.id)?offset=\(range.lowerBound)")
            }
        } : nil
        let errors: [Components.Schemas.AppMediaStateError]? = i.state == "FAILED"
            ? [.init(code: "IMAGE_INVALID", description: i.failure ?? "The image could not be processed.")] : nil
        return (.init(errors: errors, state: i.state),
                i.state == "COMPLETE" ? .init(height: Self.pixels(i.bytes ?? []).height, templateUrl: "\(base)/images/\(i.id)/{w}x{h}bb.{f}",
                                              width: Self.pixels(i.bytes ?? []).width) : nil,
                operations)
    }

    /// The width and height a PNG's or baseline JPEG's header gives (1024 each when it gives none).
    static func pixels(_ bytes: [UInt8]) -> (width: Int, height: Int) {
        func be(_ at: Int, _ count: Int) -> Int { bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) } }
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return (be(16, 4), be(20, 4)) }
        var index = 2
        while bytes.starts(with: [0xFF, 0xD8]), index + 9 <= bytes.count, bytes[index] == 0xFF {
            if bytes[index + 1] == 0xC0 { return (be(index + 7, 2), be(index + 5, 2)) }
            index += 2 + be(index + 2, 2)
        }
        return (1024, 1024)
    }

    // MARK: App versions and review submissions

    func gameCenterDetails_gameCenterAppVersions_getToManyRelated(_ input: Operations.gameCenterDetails_gameCenterAppVersions_getToManyRelated.Input) async throws
        -> Operations.gameCenterDetails_gameCenterAppVersions_getToManyRelated.Output {
        let all = try await state.gameCenterAppVersions(detail: input.path.id)
        let (page, links, meta) = await self.page(all, path: "/v1/gameCenterDetails/\(input.path.id)/gameCenterAppVersions", limit: input.query.limit)
        let included = input.query.include?.contains(.appStoreVersion) == true
        let data: [Components.Schemas.GameCenterAppVersion] = page.map { version in
            .init(attributes: .init(enabled: version.enabled), id: "GCV-\(version.id)",
                  relationships: .init(appStoreVersion: .init(data: included ? .init(id: version.id, _type: .appStoreVersions) : nil)),
                  _type: .gameCenterAppVersions)
        }
        let appVersions: [Components.Schemas.AppStoreVersion]? = included ? page.map { version in
            .init(attributes: .init(appVersionState: version.state, platform: "IOS", versionString: version.versionString), id: version.id, _type: .appStoreVersions)
        } : nil
        return .ok(.init(body: .json(.init(data: data, included: appVersions, links: links, meta: meta))))
    }

    func reviewSubmissions_createInstance(_ input: Operations.reviewSubmissions_createInstance.Input) async throws
        -> Operations.reviewSubmissions_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let created = try await state.createReviewSubmission(app: request.data.relationships.app.data.id, platform: request.data.attributes?.platform)
        return .created(.init(body: .json(.init(data: .init(attributes: .init(state: .init(rawValue: created.state)), id: created.id, _type: .reviewSubmissions),
                                                links: .init(_self: "\(base)/v1/reviewSubmissions/\(created.id)")))))
    }

    func reviewSubmissionItems_createInstance(_ input: Operations.reviewSubmissionItems_createInstance.Input) async throws
        -> Operations.reviewSubmissionItems_createInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let relationships = request.data.relationships
        guard let versionID = relationships.gameCenterAchievementVersion?.data?.id ?? relationships.gameCenterLeaderboardVersion?.data?.id
                ?? relationships.gameCenterLeaderboardSetVersion?.data?.id ?? relationships.gameCenterActivityVersion?.data?.id
                ?? relationships.gameCenterChallengeVersion?.data?.id else {
            throw SimulatorError.conflict("ENTITY_ERROR.RELATIONSHIP.REQUIRED", "An item names what it submits.", pointer: "/data/relationships")
        }
        let id = try await state.addReviewItem(submission: request.data.relationships.reviewSubmission.data.id, version: versionID)
        return .created(.init(body: .json(.init(data: .init(attributes: .init(state: .READY_FOR_REVIEW), id: id, _type: .reviewSubmissionItems),
                                                links: .init(_self: "\(base)/v1/reviewSubmissionItems/\(id)")))))
    }

    func reviewSubmissions_updateInstance(_ input: Operations.reviewSubmissions_updateInstance.Input) async throws
        -> Operations.reviewSubmissions_updateInstance.Output {
        guard case .json(let request) = input.body else { throw SimulatorError.badRequest("JSON expected") }
        let updated = try await state.finishReviewSubmission(input.path.id, submitted: request.data.attributes?.submitted, canceled: request.data.attributes?.canceled)
        return .ok(.init(body: .json(.init(data: .init(attributes: .init(state: .init(rawValue: updated.state)), id: updated.id, _type: .reviewSubmissions),
                                           links: .init(_self: "\(base)/v1/reviewSubmissions/\(updated.id)")))))
    }

    func reviewSubmissions_getCollection(_ input: Operations.reviewSubmissions_getCollection.Input) async throws
        -> Operations.reviewSubmissions_getCollection.Output {
        let query = input.query
        guard let appID = query.filter_lbrack_app_rbrack_.first else { throw SimulatorError.badRequest("filter[app] is required") }
        let listed = await state.reviewSubmissions(app: appID, platforms: query.filter_lbrack_platform_rbrack_.map { Set($0.map(\.rawValue)) },
                                                   states: query.filter_lbrack_state_rbrack_.map { Set($0.map(\.rawValue)) })
        let (page, links, meta) = await self.page(listed, path: "/v1/reviewSubmissions", limit: query.limit)
        return .ok(.init(body: .json(.init(data: page.map { submission in
            .init(attributes: .init(platform: submission.platform, state: .init(rawValue: submission.state)), id: submission.id, _type: .reviewSubmissions)
        }, links: links, meta: meta))))
    }

    func reviewSubmissions_items_getToManyRelated(_ input: Operations.reviewSubmissions_items_getToManyRelated.Input) async throws
        -> Operations.reviewSubmissions_items_getToManyRelated.Output {
        let submission = try await state.reviewSubmission(input.path.id)
        // Linkage only where included (ASC-FACTS.md).
        let include = Set((input.query.include ?? []).map(\.rawValue))
        typealias Item = Components.Schemas.ReviewSubmissionItem
        var items: [Item] = []
        for (itemID, versionID) in zip(submission.itemIDs, submission.versionIDs) {
            let relationship = await state.reviewRelationship(ofVersion: versionID)
            let linked = include.contains(relationship)
            items.append(Item(attributes: .init(state: .READY_FOR_REVIEW), id: itemID, relationships: .init(
                gameCenterAchievementVersion: relationship == "gameCenterAchievementVersion" && linked
                    ? .init(data: .init(id: versionID, _type: .gameCenterAchievementVersions)) : nil,
                gameCenterActivityVersion: relationship == "gameCenterActivityVersion" && linked
                    ? .init(data: .init(id: versionID, _type: .gameCenterActivityVersions)) : nil,
                gameCenterChallengeVersion: relationship == "gameCenterChallengeVersion" && linked
                    ? .init(data: .init(id: versionID, _type: .gameCenterChallengeVersions)) : nil,
                gameCenterLeaderboardSetVersion: relationship == "gameCenterLeaderboardSetVersion" && linked
                    ? .init(data: .init(id: versionID, _type: .gameCenterLeaderboardSetVersions)) : nil,
                gameCenterLeaderboardVersion: relationship == "gameCenterLeaderboardVersion" && linked
                    ? .init(data: .init(id: versionID, _type: .gameCenterLeaderboardVersions)) : nil), _type: .reviewSubmissionItems))
        }
        // Items of other kinds (an app version): none of the Game Center relationships.
        items += submission.otherItemIDs.map { Item(attributes: .init(state: .READY_FOR_REVIEW), id: $0, relationships: .init(), _type: .reviewSubmissionItems) }
        let (page, links, meta) = await self.page(items, path: "/v1/reviewSubmissions/\(submission.id)/items", limit: input.query.limit)
        return .ok(.init(body: .json(.init(data: page, links: links, meta: meta))))
    }

    // MARK: Paging

    /// One page of `items` from the request's cursor, at most the simulator's page size.
    func page<Item>(_ items: [Item], path: String, limit: Int?) async -> ([Item], Components.Schemas.PagedDocumentLinks, Components.Schemas.PagingInformation) {
        let size = min(max(1, limit ?? 50), await state.pageSize)
        let start = min(max(0, SimulatorCursor.offset), items.count)
        let end = min(start + size, items.count)
        var next = end < items.count ? "\(base)\(path)?cursor=\(end)&limit=\(size)\(SimulatorCursor.query)" : nil
        switch await state.faults.nextLink {
        case .repeating?: next = "\(base)\(path)?cursor=\(start)&limit=\(size)"
        case .endless?: next = "\(base)\(path)?cursor=\(max(0, SimulatorCursor.offset) + size)&limit=\(size)"
        case .otherHost?: next = "https://elsewhere.example\(path)?cursor=\(end)&limit=\(size)"
        case nil: break
        }
        return (Array(items[start..<end]), .init(next: next, _self: "\(base)\(path)"),
                .init(paging: .init(limit: size, total: items.count)))
    }
}
