import ASCAPI
import AchievementsCatalog
import ASCSync
import Foundation
import OpenAPIRuntime

/// Leaderboards (``ResourceKind/leaderboards``) over the v2 API:
/// `gameCenterLeaderboards`, their versions, localizations and images,
/// turned to and from the catalog's terms. Score ranges are strings in the
/// API and whole numbers in the catalog; `visibility` is the catalog's
/// `hidden`; the recurrence's start is a date and time compared in UTC
/// (``RecurrenceStart``), read as text so an answer with or without
/// milliseconds reads alike.
enum LeaderboardAPI: KindAPI {
    typealias Resource = Components.Schemas.GameCenterLeaderboardV2
    typealias Version = Components.Schemas.GameCenterLeaderboardVersionV2
    typealias Localization = Components.Schemas.GameCenterLeaderboardLocalizationV2
    typealias Image = Components.Schemas.GameCenterLeaderboardImageV2
    typealias Included = Version
    typealias ListContext = Void

    static let kind = ResourceKind.leaderboards
    static let paths = KindPaths(
        resources: "/v2/gameCenterLeaderboards", versions: "/v2/gameCenterLeaderboardVersions",
        localizations: "/v2/gameCenterLeaderboardLocalizations", images: "/v2/gameCenterLeaderboardImages",
        ownerRelationship: "gameCenterLeaderboardsV2")
    static let listBound = ListBound.leaderboards

    // MARK: Reading

    static func listPage(_ client: Client, owner: ResourceOwner, limit: Int) async throws -> ListPage<Resource, Included> {
        let included = ASCLimits.includedItems
        let page: Components.Schemas.GameCenterLeaderboardsV2Response = switch owner {
        case .detail(let id):
            try await client.gameCenterDetails_gameCenterLeaderboardsV2_getToManyRelated(
                path: .init(id: id), query: .init(limit: limit, include: [.versions], limit_lbrack_versions_rbrack_: included)).ok.body.json
        case .group(let id):
            try await client.gameCenterGroups_gameCenterLeaderboardsV2_getToManyRelated(
                path: .init(id: id), query: .init(limit: limit, include: [.versions], limit_lbrack_versions_rbrack_: included)).ok.body.json
        }
        return ListPage(data: page.data, included: page.included ?? [], next: page.links.next)
    }

    static func versions(in included: [Included]) -> [Version] { included }

    static func versionsPage(_ client: Client, of resourceID: String, limit: Int) async throws -> ListPage<Version, Never> {
        let page = try await client.gameCenterLeaderboardsV2_versions_getToManyRelated(path: .init(id: resourceID), query: .init(limit: limit)).ok.body.json
        return ListPage(data: page.data, included: [], next: page.links.next)
    }

    static func localizationsPage(_ client: Client, of versionID: String, limit: Int) async throws -> ListPage<Localization, Image> {
        let page = try await client.gameCenterLeaderboardVersionsV2_localizations_getToManyRelated(
            path: .init(id: versionID), query: .init(limit: limit, include: [.image])).ok.body.json
        return ListPage(data: page.data, included: page.included ?? [], next: page.links.next)
    }

    static func image(_ client: Client, _ imageID: String) async throws -> Image {
        try await client.gameCenterLeaderboardImagesV2_getInstance(path: .init(id: imageID)).ok.body.json.data
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
        var texts: [FieldKey: String] = [.title: attributes?.name ?? ""]
        texts[.description] = attributes?.description.flatMap { $0.isEmpty ? nil : $0 }
        texts[.format] = attributes?.formatterOverride.flatMap { $0.isEmpty ? nil : $0 }
        texts[.suffix] = attributes?.formatterSuffix.flatMap { $0.isEmpty ? nil : $0 }
        texts[.suffixSingular] = attributes?.formatterSuffixSingular.flatMap { $0.isEmpty ? nil : $0 }
        return RemoteLocalization(resourceID: localization.id, locale: attributes?.locale ?? "", texts: texts,
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
        (values(resource.attributes), resource.attributes?.archived ?? false)
    }

    /// A leaderboard's fields in the catalog's terms (``ResourceKind/leaderboards``).
    static func values(_ attributes: Resource.attributesPayload?) -> [FieldKey: FieldValue] {
        func text(_ value: String?) -> FieldValue { value.flatMap { $0.isEmpty ? nil : FieldValue.text($0) } ?? .none }
        return [
            .referenceName: .text(attributes?.referenceName ?? ""),
            .format: .text(attributes?.defaultFormatter ?? ""),
            .sort: .text(attributes?.scoreSortType ?? ""),
            .submission: .text(attributes?.submissionType ?? ""),
            .rangeStart: text(attributes?.scoreRangeStart.map(ScoreText.canonical)),
            .rangeEnd: text(attributes?.scoreRangeEnd.map(ScoreText.canonical)),
            .recurrenceStart: text(attributes?.recurrenceStartDate.map(RecurrenceStart.canonical)),
            .recurrenceDuration: text(attributes?.recurrenceDuration.map(RecurrenceDuration.canonical)),
            .recurrenceRule: text(attributes?.recurrenceRule),
            .hidden: hidden(attributes?.visibility),
            .activityProperties: .properties(attributes?.activityProperties?.additionalProperties ?? [:]),
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

    // MARK: Writing

    static func create(_ client: Client, owner: ResourceOwner, _ leaderboard: DesiredResource, known: KnownResources, firstVersion: String,
                       request: String) throws(ASCServiceError) -> @Sendable () async throws -> Resource {
        typealias Attributes = Components.Schemas.GameCenterLeaderboardV2CreateRequest.dataPayload.attributesPayload
        guard let sort = Attributes.scoreSortTypePayload(rawValue: leaderboard.text(.sort)),
              let submission = Attributes.submissionTypePayload(rawValue: leaderboard.text(.submission)) else {
            throw .unexpected(request: request, reason: "the leaderboard \(leaderboard.id.value) has a sort or submission App Store Connect's document does not list")
        }
        let start = try recurrenceStart(leaderboard, request: request)
        // Once the app has sets, a leaderboard is created inside them (Apple, "Game Center leaderboard sets":
        // every future leaderboard must be in a set): the sets the catalog puts it in that exist.
        let sets = (leaderboard.heldBy[.leaderboardSet] ?? []).compactMap { known.resourceID(.leaderboardSets, $0) }
        return {
            try await client.gameCenterLeaderboardsV2_createInstance(body: .json(.init(
                data: .init(
                    attributes: .init(
                        activityProperties: AchievementAPI.properties(leaderboard, sentEmpty: false),
                        defaultFormatter: leaderboard.text(.format), recurrenceDuration: leaderboard.optionalText(.recurrenceDuration),
                        recurrenceRule: leaderboard.optionalText(.recurrenceRule), recurrenceStartDate: start,
                        referenceName: leaderboard.referenceName, scoreRangeEnd: leaderboard.optionalText(.rangeEnd),
                        scoreRangeStart: leaderboard.optionalText(.rangeStart), scoreSortType: sort, submissionType: submission,
                        vendorIdentifier: leaderboard.id.value, visibility: leaderboard.flag(.hidden) ? .HIDE_FOR_ALL : .SHOW_FOR_ALL),
                    relationships: .init(gameCenterDetail: owner.detailID.map { .init(data: .init(id: $0, _type: .gameCenterDetails)) },
                                         gameCenterGroup: owner.groupID.map { .init(data: .init(id: $0, _type: .gameCenterGroups)) },
                                         gameCenterLeaderboardSets: sets.isEmpty ? nil : .init(data: sets.map { .init(id: $0, _type: .gameCenterLeaderboardSets) }),
                                         versions: .init(data: [.init(id: firstVersion, _type: .gameCenterLeaderboardVersions)])),
                    _type: .gameCenterLeaderboards),
                included: [.init(id: firstVersion, _type: .gameCenterLeaderboardVersions)]))).created.body.json.data
        }
    }

    static func firstVersionID(_ created: Resource) -> String? { created.relationships?.versions?.data?.first?.id }

    /// The recurrence's start as a date, `nil` without one.
    static func recurrenceStart(_ leaderboard: DesiredResource, request: String) throws(ASCServiceError) -> Date? {
        guard let text = leaderboard.optionalText(.recurrenceStart) else { return nil }
        guard let date = RecurrenceStart.date(text) else {
            throw .unexpected(request: request, reason: "the recurrence start '\(text)' of \(leaderboard.id.value) is not a date and time")
        }
        return date
    }

    static func update(_ requests: KindRequests<Self>, owner: ResourceOwner, resourceID: String, _ leaderboard: DesiredResource,
                       fields: Set<FieldKey>, known: KnownResources) async throws(ASCServiceError) {
        typealias Attributes = Components.Schemas.GameCenterLeaderboardV2UpdateRequest.dataPayload.attributesPayload
        let request = "PATCH \(paths.resources)/\(resourceID)"
        // A field the catalog left out cannot be sent as empty: the
        // planner blocks clearing one (`asc-not-clearable`).
        func sent(_ name: FieldKey) -> String? { fields.contains(name) ? leaderboard.optionalText(name) : nil }
        let sort = try sent(.sort).map { (text: String) throws(ASCServiceError) -> Attributes.scoreSortTypePayload in
            guard let sort = Attributes.scoreSortTypePayload(rawValue: text) else { throw .unexpected(request: request, reason: "the sort \(text) is not in App Store Connect's document") }
            return sort
        }
        let submission = try sent(.submission).map { (text: String) throws(ASCServiceError) -> Attributes.submissionTypePayload in
            guard let submission = Attributes.submissionTypePayload(rawValue: text) else { throw .unexpected(request: request, reason: "the submission \(text) is not in App Store Connect's document") }
            return submission
        }
        let start = fields.contains(.recurrenceStart) ? try recurrenceStart(leaderboard, request: request) : nil
        try await patch(requests, resourceID, .init(
            activityProperties: fields.contains(.activityProperties) ? AchievementAPI.properties(leaderboard, sentEmpty: true) : nil,
            archived: fields.contains(.archived) ? false : nil,
            defaultFormatter: sent(.format),
            recurrenceDuration: sent(.recurrenceDuration), recurrenceRule: sent(.recurrenceRule), recurrenceStartDate: start,
            referenceName: sent(.referenceName), scoreRangeEnd: sent(.rangeEnd), scoreRangeStart: sent(.rangeStart),
            scoreSortType: sort, submissionType: submission,
            visibility: fields.contains(.hidden) ? (leaderboard.flag(.hidden) ? .HIDE_FOR_ALL : .SHOW_FOR_ALL) : nil))
    }

    static func archive(_ requests: KindRequests<Self>, resourceID: String) async throws(ASCServiceError) {
        try await patch(requests, resourceID, .init(archived: true))
    }

    static func patch(_ requests: KindRequests<Self>, _ resourceID: String,
                      _ attributes: Components.Schemas.GameCenterLeaderboardV2UpdateRequest.dataPayload.attributesPayload) async throws(ASCServiceError) {
        try await requests.patch(resourceID) { client in
            _ = try await client.gameCenterLeaderboardsV2_updateInstance(path: .init(id: resourceID), body: .json(.init(data: .init(
                attributes: attributes, id: resourceID, _type: .gameCenterLeaderboards)))).ok
        }
    }

    static func delete(_ client: Client, _ resourceID: String) async throws {
        _ = try await client.gameCenterLeaderboardsV2_deleteInstance(path: .init(id: resourceID)).noContent
    }

    static func order(_ client: Client, owner: ResourceOwner, _ resourceIDs: [String]) async throws {
        switch owner {
        case .detail(let id):
            _ = try await client.gameCenterDetails_gameCenterLeaderboardsV2_replaceToManyRelationship(
                path: .init(id: id), body: .json(.init(data: resourceIDs.map { .init(id: $0, _type: .gameCenterLeaderboards) }))).noContent
        case .group(let id):
            _ = try await client.gameCenterGroups_gameCenterLeaderboardsV2_replaceToManyRelationship(
                path: .init(id: id), body: .json(.init(data: resourceIDs.map { .init(id: $0, _type: .gameCenterLeaderboards) }))).noContent
        }
    }

    static func createVersion(_ client: Client, of resourceID: String) async throws -> String {
        try await client.gameCenterLeaderboardVersionsV2_createInstance(body: .json(.init(data: .init(
            relationships: .init(leaderboard: .init(data: .init(id: resourceID, _type: .gameCenterLeaderboards))),
            _type: .gameCenterLeaderboardVersions)))).created.body.json.data.id
    }

    static func createLocalization(_ client: Client, on versionID: String, _ localization: DesiredLocalization) async throws -> String {
        try await client.gameCenterLeaderboardLocalizationsV2_createInstance(body: .json(.init(data: .init(
            attributes: .init(description: localization.texts[.description]?.value, formatterOverride: localization.texts[.format]?.value,
                              formatterSuffix: localization.texts[.suffix]?.value, formatterSuffixSingular: localization.texts[.suffixSingular]?.value,
                              locale: localization.locale.value, name: localization.text(.title)),
            relationships: .init(version: .init(data: .init(id: versionID, _type: .gameCenterLeaderboardVersions))),
            _type: .gameCenterLeaderboardLocalizations)))).created.body.json.data.id
    }

    /// Sets a localization's texts; a text the catalog leaves out is not
    /// sent (only `null` clears one, which the generated client does not
    /// send), and the planner leaves it as App Store Connect holds it.
    static func updateLocalization(_ client: Client, _ resourceID: String, _ localization: DesiredLocalization) async throws {
        _ = try await client.gameCenterLeaderboardLocalizationsV2_updateInstance(path: .init(id: resourceID), body: .json(.init(data: .init(
            attributes: .init(description: localization.texts[.description]?.value, formatterOverride: localization.texts[.format]?.value,
                              formatterSuffix: localization.texts[.suffix]?.value, formatterSuffixSingular: localization.texts[.suffixSingular]?.value,
                              name: localization.text(.title)),
            id: resourceID, _type: .gameCenterLeaderboardLocalizations)))).ok
    }

    static func deleteImage(_ client: Client, _ imageID: String) async throws {
        _ = try await client.gameCenterLeaderboardImagesV2_deleteInstance(path: .init(id: imageID)).noContent
    }

    static func reserveImage(_ client: Client, on owner: ImageOwner, fileName: String, fileSize: Int) async throws
        -> (String, [Components.Schemas.UploadOperation]) {
        let localizationID = try owner.localizationID(kind)
        let reserved = try await client.gameCenterLeaderboardImagesV2_createInstance(body: .json(.init(data: .init(
            attributes: .init(fileName: fileName, fileSize: fileSize),
            relationships: .init(localization: .init(data: .init(id: localizationID, _type: .gameCenterLeaderboardLocalizations))),
            _type: .gameCenterLeaderboardImages)))).created.body.json.data
        return (reserved.id, reserved.attributes?.uploadOperations ?? [])
    }

    static func commitImage(_ client: Client, _ imageID: String) async throws -> Image {
        try await client.gameCenterLeaderboardImagesV2_updateInstance(path: .init(id: imageID), body: .json(.init(data: .init(
            attributes: .init(uploaded: true), id: imageID, _type: .gameCenterLeaderboardImages)))).ok.body.json.data
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
