import ASCAPI
import AchievementsCatalog
import ASCSync
import Foundation
import OpenAPIRuntime

/// The requests of leaderboards (``ResourceKind/leaderboards``) over the
/// v2 API: `gameCenterLeaderboards`, their versions, localizations and
/// images, turned to and from the catalog's terms. Score ranges are
/// strings in the API and whole numbers in the catalog; `visibility` is
/// the catalog's `hidden`; the recurrence's start is a date and time
/// compared in UTC (``RecurrenceStart``), read as text so an answer with or
/// without milliseconds reads alike.
struct LeaderboardRequests: ResourceEndpoints {
    /// The client the requests go through.
    let connection: AppStoreConnectClient

    var client: Client { connection.client }
    var pageSize: Int { connection.configuration.pageSize }

    typealias Leaderboard = Components.Schemas.GameCenterLeaderboardV2
    typealias Version = Components.Schemas.GameCenterLeaderboardVersionV2

    // MARK: Reading

    func read(owner: ResourceOwner, detailed: Set<String>?, previous: RemoteSection?) async throws(ASCServiceError) -> [RemoteResource] {
        let (leaderboards, versions) = try await list(owner)
        let included = versions.mapValues(Self.summary)
        var remote: [RemoteResource] = []
        for leaderboard in leaderboards {
            guard let vendorIdentifier = leaderboard.attributes?.vendorIdentifier else {
                throw .unexpected(request: "GET \(Self.listPath(owner))", reason: "the leaderboard \(leaderboard.id) has no vendorIdentifier")
            }
            let linked = leaderboard.relationships?.versions
            let summaries = try await connection.versions(
                linked: VersionLinkage(ids: linked?.data?.map(\.id), total: linked?.meta?.paging.total, hasMeta: linked?.meta != nil),
                included: included) { () async throws(ASCServiceError) in try await allVersions(of: leaderboard.id).map(Self.summary) }
            let earlier = previous?.resources.first { $0.vendorIdentifier == vendorIdentifier }?.latestVersion
            let (latestVersion, wasApproved) = try await connection.latestVersion(
                of: summaries, detailed: detailed?.contains(vendorIdentifier) ?? true, earlier: earlier, localizations: localizations(versionID:))
            remote.append(RemoteResource(resourceID: leaderboard.id, vendorIdentifier: vendorIdentifier, values: Self.values(leaderboard.attributes),
                                         archived: leaderboard.attributes?.archived ?? false, latestVersion: latestVersion, wasApproved: wasApproved))
        }
        return remote
    }

    /// A leaderboard's fields in the catalog's terms (``ResourceKind/leaderboards``).
    static func values(_ attributes: Leaderboard.attributesPayload?) -> [String: FieldValue] {
        func text(_ value: String?) -> FieldValue { value.flatMap { $0.isEmpty ? nil : FieldValue.text($0) } ?? .none }
        return [
            "referenceName": .text(attributes?.referenceName ?? ""),
            "format": .text(attributes?.defaultFormatter ?? ""),
            "sort": .text(attributes?.scoreSortType ?? ""),
            "submission": .text(attributes?.submissionType ?? ""),
            "rangeStart": text(attributes?.scoreRangeStart.map(ScoreText.canonical)),
            "rangeEnd": text(attributes?.scoreRangeEnd.map(ScoreText.canonical)),
            "recurrenceStart": text(attributes?.recurrenceStartDate.map(RecurrenceStart.canonical)),
            "recurrenceDuration": text(attributes?.recurrenceDuration.map(RecurrenceDuration.canonical)),
            "recurrenceRule": text(attributes?.recurrenceRule),
            "hidden": hidden(attributes?.visibility),
        ]
    }

    /// The catalog's `hidden` for App Store Connect's `visibility`: a value
    /// Apple's document does not name stays as text, so a plan shows it
    /// changing to the catalog's and a pull names it, instead of reading as
    /// shown.
    static func hidden(_ visibility: String?) -> FieldValue {
        switch visibility {
        case "HIDE_FOR_ALL": .flag(true)
        case "SHOW_FOR_ALL", nil: .flag(false)
        case let other?: .text(other)
        }
    }

    /// The owner's leaderboards in App Store Connect's order, with their
    /// versions (included in the same pages, keyed by resource ID).
    func list(_ owner: ResourceOwner) async throws(ASCServiceError) -> ([Leaderboard], [String: Version]) {
        let versions = LockedValue<[String: Version]>([:])
        let size = pageSize, included = ASCLimits.includedItems, client = self.client
        let leaderboards = try await connection.pages("GET \(Self.listPath(owner))", maxItems: .leaderboards) { () async throws -> ([Leaderboard], String?) in
            let page: Components.Schemas.GameCenterLeaderboardsV2Response = switch owner {
            case .detail(let id):
                try await client.gameCenterDetails_gameCenterLeaderboardsV2_getToManyRelated(
                    path: .init(id: id), query: .init(limit: size, include: [.versions], limit_lbrack_versions_rbrack_: included)).ok.body.json
            case .group(let id):
                try await client.gameCenterGroups_gameCenterLeaderboardsV2_getToManyRelated(
                    path: .init(id: id), query: .init(limit: size, include: [.versions], limit_lbrack_versions_rbrack_: included)).ok.body.json
            }
            versions.withLock { versions in
                for version in page.included ?? [] { versions[version.id] = version }
            }
            return (page.data, page.links.next)
        }
        return (leaderboards, versions.withLock { $0 })
    }

    /// The path of an owner's leaderboard list.
    static func listPath(_ owner: ResourceOwner) -> String {
        switch owner {
        case .detail(let id): "/v1/gameCenterDetails/\(id)/gameCenterLeaderboardsV2"
        case .group(let id): "/v1/gameCenterGroups/\(id)/gameCenterLeaderboardsV2"
        }
    }

    static func summary(_ version: Version) -> VersionSummary {
        VersionSummary(resourceID: version.id, number: version.attributes?.version ?? 0, state: version.attributes?.state)
    }

    /// Every version of a leaderboard.
    func allVersions(of leaderboardID: String) async throws(ASCServiceError) -> [Version] {
        let client = self.client, size = pageSize
        return try await connection.pages("GET /v2/gameCenterLeaderboards/\(leaderboardID)/versions", maxItems: .versions) { () async throws -> ([Version], String?) in
            let page = try await client.gameCenterLeaderboardsV2_versions_getToManyRelated(path: .init(id: leaderboardID), query: .init(limit: size)).ok.body.json
            return (page.data, page.links.next)
        }
    }

    func localizations(versionID: String) async throws(ASCServiceError) -> [RemoteLocalization] {
        let images = LockedValue<[String: RemoteImage]>([:])
        let client = self.client, size = pageSize
        let localizations = try await connection.pages("GET /v2/gameCenterLeaderboardVersions/\(versionID)/localizations", maxItems: .localizations) {
            () async throws -> ([Components.Schemas.GameCenterLeaderboardLocalizationV2], String?) in
            let page = try await client.gameCenterLeaderboardVersionsV2_localizations_getToManyRelated(
                path: .init(id: versionID), query: .init(limit: size, include: [.image])).ok.body.json
            images.withLock { images in
                for image in page.included ?? [] { images[image.id] = Self.remoteImage(image) }
            }
            return (page.data, page.links.next)
        }
        let found = images.withLock { $0 }
        return localizations.map { localization in
            let attributes = localization.attributes
            var texts: [String: String] = ["title": attributes?.name ?? ""]
            texts["description"] = attributes?.description.flatMap { $0.isEmpty ? nil : $0 }
            texts["format"] = attributes?.formatterOverride.flatMap { $0.isEmpty ? nil : $0 }
            texts["suffix"] = attributes?.formatterSuffix.flatMap { $0.isEmpty ? nil : $0 }
            texts["suffixSingular"] = attributes?.formatterSuffixSingular.flatMap { $0.isEmpty ? nil : $0 }
            return RemoteLocalization(resourceID: localization.id, locale: attributes?.locale ?? "", texts: texts,
                                      image: localization.relationships?.image?.data.flatMap { found[$0.id] })
        }
    }

    static func remoteImage(_ image: Components.Schemas.GameCenterLeaderboardImageV2) -> RemoteImage {
        RemoteImage(resourceID: image.id, fileName: image.attributes?.fileName ?? "", fileSize: image.attributes?.fileSize ?? 0,
                    deliveryState: image.attributes?.assetDeliveryState?.state, templateURL: image.attributes?.imageAsset?.templateUrl)
    }

    // MARK: Writing

    func create(owner: ResourceOwner, _ leaderboard: DesiredResource, known: KnownResources) async throws(ASCServiceError) -> CreatedResource {
        let request = "POST /v2/gameCenterLeaderboards"
        let localVersion = "${first-version}"
        guard let sort = Components.Schemas.GameCenterLeaderboardV2CreateRequest.dataPayload.attributesPayload.scoreSortTypePayload(rawValue: leaderboard.text("sort")),
              let submission = Components.Schemas.GameCenterLeaderboardV2CreateRequest.dataPayload.attributesPayload.submissionTypePayload(rawValue: leaderboard.text("submission")) else {
            throw .unexpected(request: request, reason: "the leaderboard \(leaderboard.id.value) has a sort or submission App Store Connect's document does not list")
        }
        let start = try recurrenceStart(leaderboard, request: request)
        // Once the app has sets, a leaderboard is created inside them (Apple, "Game Center leaderboard sets":
        // every future leaderboard must be in a set): the sets the catalog puts it in that exist.
        let sets = (leaderboard.heldBy[ResourceKind.leaderboardSets.name] ?? []).compactMap { known.resourceID(.leaderboardSets, $0) }
        let client = self.client
        let created = try await connection.call(request) {
            try await client.gameCenterLeaderboardsV2_createInstance(body: .json(.init(
                data: .init(
                    attributes: .init(
                        defaultFormatter: leaderboard.text("format"), recurrenceDuration: leaderboard.optionalText("recurrenceDuration"),
                        recurrenceRule: leaderboard.optionalText("recurrenceRule"), recurrenceStartDate: start,
                        referenceName: leaderboard.referenceName, scoreRangeEnd: leaderboard.optionalText("rangeEnd"),
                        scoreRangeStart: leaderboard.optionalText("rangeStart"), scoreSortType: sort, submissionType: submission,
                        vendorIdentifier: leaderboard.id.value, visibility: leaderboard.flag("hidden") ? .HIDE_FOR_ALL : .SHOW_FOR_ALL),
                    relationships: .init(gameCenterDetail: owner.detailID.map { .init(data: .init(id: $0, _type: .gameCenterDetails)) },
                                         gameCenterGroup: owner.groupID.map { .init(data: .init(id: $0, _type: .gameCenterGroups)) },
                                         gameCenterLeaderboardSets: sets.isEmpty ? nil : .init(data: sets.map { .init(id: $0, _type: .gameCenterLeaderboardSets) }),
                                         versions: .init(data: [.init(id: localVersion, _type: .gameCenterLeaderboardVersions)])),
                    _type: .gameCenterLeaderboards),
                included: [.init(id: localVersion, _type: .gameCenterLeaderboardVersions)]))).created.body.json.data
        }
        if let versionID = created.relationships?.versions?.data?.first?.id {
            return CreatedResource(resourceID: created.id, versionID: versionID)
        }
        let versions = try await allVersions(of: created.id)
        guard let latest = versions.max(by: { ($0.attributes?.version ?? 0) < ($1.attributes?.version ?? 0) }) else {
            throw .unexpected(request: request, reason: "the new leaderboard has no version")
        }
        return CreatedResource(resourceID: created.id, versionID: latest.id)
    }

    /// The recurrence's start as a date, `nil` without one.
    func recurrenceStart(_ leaderboard: DesiredResource, request: String) throws(ASCServiceError) -> Date? {
        guard let text = leaderboard.optionalText("recurrenceStart") else { return nil }
        guard let date = RecurrenceStart.date(text) else {
            throw .unexpected(request: request, reason: "the recurrence start '\(text)' of \(leaderboard.id.value) is not a date and time")
        }
        return date
    }

    func update(owner: ResourceOwner, resourceID: String, _ leaderboard: DesiredResource, fields: Set<String>, known: KnownResources) async throws(ASCServiceError) {
        typealias Attributes = Components.Schemas.GameCenterLeaderboardV2UpdateRequest.dataPayload.attributesPayload
        let request = "PATCH /v2/gameCenterLeaderboards/\(resourceID)"
        // A field the catalog left out cannot be sent as empty: the
        // planner blocks clearing one (`asc-not-clearable`).
        func sent(_ name: String) -> String? { fields.contains(name) ? leaderboard.optionalText(name) : nil }
        let sort = try sent("sort").map { (text: String) throws(ASCServiceError) -> Attributes.scoreSortTypePayload in
            guard let sort = Attributes.scoreSortTypePayload(rawValue: text) else { throw .unexpected(request: request, reason: "the sort \(text) is not in App Store Connect's document") }
            return sort
        }
        let submission = try sent("submission").map { (text: String) throws(ASCServiceError) -> Attributes.submissionTypePayload in
            guard let submission = Attributes.submissionTypePayload(rawValue: text) else { throw .unexpected(request: request, reason: "the submission \(text) is not in App Store Connect's document") }
            return submission
        }
        let start = fields.contains("recurrenceStart") ? try recurrenceStart(leaderboard, request: request) : nil
        try await patch(resourceID, .init(
            archived: fields.contains("archived") ? false : nil,
            defaultFormatter: sent("format"),
            recurrenceDuration: sent("recurrenceDuration"), recurrenceRule: sent("recurrenceRule"), recurrenceStartDate: start,
            referenceName: sent("referenceName"), scoreRangeEnd: sent("rangeEnd"), scoreRangeStart: sent("rangeStart"),
            scoreSortType: sort, submissionType: submission,
            visibility: fields.contains("hidden") ? (leaderboard.flag("hidden") ? .HIDE_FOR_ALL : .SHOW_FOR_ALL) : nil))
    }

    func archive(resourceID: String) async throws(ASCServiceError) {
        try await patch(resourceID, .init(archived: true))
    }

    func patch(_ resourceID: String, _ attributes: Components.Schemas.GameCenterLeaderboardV2UpdateRequest.dataPayload.attributesPayload) async throws(ASCServiceError) {
        let client = self.client
        _ = try await connection.call("PATCH /v2/gameCenterLeaderboards/\(resourceID)") {
            try await client.gameCenterLeaderboardsV2_updateInstance(path: .init(id: resourceID), body: .json(.init(data: .init(
                attributes: attributes, id: resourceID, _type: .gameCenterLeaderboards)))).ok
        }
    }

    func delete(resourceID: String) async throws(ASCServiceError) {
        let client = self.client
        _ = try await connection.call("DELETE /v2/gameCenterLeaderboards/\(resourceID)") {
            try await client.gameCenterLeaderboardsV2_deleteInstance(path: .init(id: resourceID)).noContent
        }
    }

    func order(owner: ResourceOwner, resourceIDs: [String]) async throws(ASCServiceError) {
        let client = self.client
        switch owner {
        case .detail(let id):
            _ = try await connection.call("PATCH /v1/gameCenterDetails/\(id)/relationships/gameCenterLeaderboardsV2") {
                try await client.gameCenterDetails_gameCenterLeaderboardsV2_replaceToManyRelationship(
                    path: .init(id: id), body: .json(.init(data: resourceIDs.map { .init(id: $0, _type: .gameCenterLeaderboards) }))).noContent
            }
        case .group(let id):
            _ = try await connection.call("PATCH /v1/gameCenterGroups/\(id)/relationships/gameCenterLeaderboardsV2") {
                try await client.gameCenterGroups_gameCenterLeaderboardsV2_replaceToManyRelationship(
                    path: .init(id: id), body: .json(.init(data: resourceIDs.map { .init(id: $0, _type: .gameCenterLeaderboards) }))).noContent
            }
        }
    }

    func createVersion(resourceID: String) async throws(ASCServiceError) -> String {
        let client = self.client
        return try await connection.call("POST /v2/gameCenterLeaderboardVersions") {
            try await client.gameCenterLeaderboardVersionsV2_createInstance(body: .json(.init(data: .init(
                relationships: .init(leaderboard: .init(data: .init(id: resourceID, _type: .gameCenterLeaderboards))),
                _type: .gameCenterLeaderboardVersions)))).created.body.json.data.id
        }
    }

    func createLocalization(versionID: String, _ localization: DesiredLocalization) async throws(ASCServiceError) -> String {
        let client = self.client
        return try await connection.call("POST /v2/gameCenterLeaderboardLocalizations") {
            try await client.gameCenterLeaderboardLocalizationsV2_createInstance(body: .json(.init(data: .init(
                attributes: .init(description: localization.texts["description"]?.value, formatterOverride: localization.texts["format"]?.value,
                                  formatterSuffix: localization.texts["suffix"]?.value, formatterSuffixSingular: localization.texts["suffixSingular"]?.value,
                                  locale: localization.locale.value, name: localization.text("title")),
                relationships: .init(version: .init(data: .init(id: versionID, _type: .gameCenterLeaderboardVersions))),
                _type: .gameCenterLeaderboardLocalizations)))).created.body.json.data.id
        }
    }

    /// Sets a localization's texts; a text the catalog leaves out is not
    /// sent (only `null` clears one, which the generated client does not
    /// send), and the planner leaves it as App Store Connect holds it.
    func updateLocalization(resourceID: String, _ localization: DesiredLocalization) async throws(ASCServiceError) {
        let client = self.client
        _ = try await connection.call("PATCH /v2/gameCenterLeaderboardLocalizations/\(resourceID)") {
            try await client.gameCenterLeaderboardLocalizationsV2_updateInstance(path: .init(id: resourceID), body: .json(.init(data: .init(
                attributes: .init(description: localization.texts["description"]?.value, formatterOverride: localization.texts["format"]?.value,
                                  formatterSuffix: localization.texts["suffix"]?.value, formatterSuffixSingular: localization.texts["suffixSingular"]?.value,
                                  name: localization.text("title")),
                id: resourceID, _type: .gameCenterLeaderboardLocalizations)))).ok
        }
    }

    // MARK: Images

    func deleteImage(resourceID: String) async throws(ASCServiceError) {
        let client = self.client
        _ = try await connection.call("DELETE /v2/gameCenterLeaderboardImages/\(resourceID)") {
            try await client.gameCenterLeaderboardImagesV2_deleteInstance(path: .init(id: resourceID)).noContent
        }
    }

    func uploadImage(localizationID: String, _ image: DesiredImage) async throws(ASCServiceError) -> RemoteImage {
        let client = self.client
        return try await connection.upload(image, ImageRequests(
            reserve: ("POST /v2/gameCenterLeaderboardImages", {
                let reserved = try await client.gameCenterLeaderboardImagesV2_createInstance(body: .json(.init(data: .init(
                    attributes: .init(fileName: image.fileName, fileSize: image.bytes.count),
                    relationships: .init(localization: .init(data: .init(id: localizationID, _type: .gameCenterLeaderboardLocalizations))),
                    _type: .gameCenterLeaderboardImages)))).created.body.json.data
                return (reserved.id, reserved.attributes?.uploadOperations ?? [])
            }),
            commit: { imageID in
                ("PATCH /v2/gameCenterLeaderboardImages/\(imageID)", {
                    _ = try await client.gameCenterLeaderboardImagesV2_updateInstance(path: .init(id: imageID), body: .json(.init(data: .init(
                        attributes: .init(uploaded: true), id: imageID, _type: .gameCenterLeaderboardImages)))).ok
                })
            },
            poll: { imageID in
                ("GET /v2/gameCenterLeaderboardImages/\(imageID)", {
                    let image = try await client.gameCenterLeaderboardImagesV2_getInstance(path: .init(id: imageID)).ok.body.json.data
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

/// A score as App Store Connect writes it (a string of a number) in the
/// catalog's form: a whole number without sign or leading zeros to spare.
enum ScoreText {
    static func canonical(_ text: String) -> String {
        if let whole = Int64(text) { return String(whole) }
        if let number = Double(text), number.rounded() == number, let whole = Int64(exactly: number) { return String(whole) }
        return text
    }
}
