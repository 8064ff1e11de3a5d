import ASCAPI
import AchievementsCatalog
import ASCSync
import OpenAPIRuntime

/// Activities (``ResourceKind/activities``) over the v1 API:
/// `gameCenterActivities`, their versions, localizations and images.
///
/// - The achievements and leaderboards an activity is associated with are
///   relationships, read with the list (`include`, at most 50 of each: the
///   4.4.1 API has no related list for them) and changed by adding and
///   removing what differs from what App Store Connect holds.
/// - The fallback URL sits on the version: read from the latest one, set on
///   the version being prepared, or on a new version beside a live one.
enum ActivityAPI: KindAPI {
    typealias Resource = Components.Schemas.GameCenterActivity
    typealias Version = Components.Schemas.GameCenterActivityVersion
    typealias Localization = Components.Schemas.GameCenterActivityLocalization
    typealias Image = Components.Schemas.GameCenterActivityImage
    typealias Included = Components.Schemas.GameCenterActivitiesResponse.includedPayloadPayload
    typealias ListContext = LinkedResources

    static let kind = ResourceKind.activities
    static let paths = KindPaths(
        resources: "/v1/gameCenterActivities", versions: "/v1/gameCenterActivityVersions",
        localizations: "/v1/gameCenterActivityLocalizations", images: "/v1/gameCenterActivityImages",
        ownerRelationship: "gameCenterActivities")
    static let listBound = ListBound.activities

    /// What a list included beside its activities: the vendor identifiers of
    /// the linked achievements and leaderboards, and each version's fallback URL.
    struct LinkedResources: Sendable {
        var achievements: [String: String] = [:]
        var leaderboards: [String: String] = [:]
        var versions: [String: (number: Int, fallbackURL: String?)] = [:]
    }

    // MARK: Reading

    static func listPage(_ client: Client, owner: ResourceOwner, limit: Int) async throws -> ListPage<Resource, Included> {
        let most = ASCLimits.includedItems
        let page: Components.Schemas.GameCenterActivitiesResponse = switch owner {
        case .detail(let id):
            try await client.gameCenterDetails_gameCenterActivities_getToManyRelated(
                path: .init(id: id), query: .init(limit: limit, include: [.achievementsV2, .leaderboardsV2, .versions],
                    limit_lbrack_achievementsV2_rbrack_: most, limit_lbrack_leaderboardsV2_rbrack_: most,
                    limit_lbrack_versions_rbrack_: most)).ok.body.json
        case .group(let id):
            try await client.gameCenterGroups_gameCenterActivities_getToManyRelated(
                path: .init(id: id), query: .init(limit: limit, include: [.achievementsV2, .leaderboardsV2, .versions],
                    limit_lbrack_achievementsV2_rbrack_: most, limit_lbrack_leaderboardsV2_rbrack_: most,
                    limit_lbrack_versions_rbrack_: most)).ok.body.json
        }
        return ListPage(data: page.data, included: page.included ?? [], next: page.links.next)
    }

    static func versions(in included: [Included]) -> [Version] {
        included.compactMap { if case .gameCenterActivityVersions(let version) = $0 { version } else { nil } }
    }

    static func listContext(_ included: [Included]) -> LinkedResources {
        var linked = LinkedResources()
        for item in included {
            switch item {
            case .gameCenterAchievements(let achievement):
                if let identifier = achievement.attributes?.vendorIdentifier, !identifier.isEmpty { linked.achievements[achievement.id] = identifier }
            case .gameCenterLeaderboards(let leaderboard):
                if let identifier = leaderboard.attributes?.vendorIdentifier, !identifier.isEmpty { linked.leaderboards[leaderboard.id] = identifier }
            case .gameCenterActivityVersions(let version):
                linked.versions[version.id] = (version.attributes?.version ?? 0, version.attributes?.fallbackUrl)
            }
        }
        return linked
    }

    static func versionsPage(_ client: Client, of resourceID: String, limit: Int) async throws -> ListPage<Version, Never> {
        let page = try await client.gameCenterActivities_versions_getToManyRelated(path: .init(id: resourceID),
            query: .init(limit: limit)).ok.body.json
        return ListPage(data: page.data, included: [], next: page.links.next)
    }

    static func localizationsPage(_ client: Client, of versionID: String, limit: Int) async throws -> ListPage<Localization, Image> {
        let page = try await client.gameCenterActivityVersions_localizations_getToManyRelated(
            path: .init(id: versionID), query: .init(limit: limit, include: [.image])).ok.body.json
        return ListPage(data: page.data, included: page.included ?? [], next: page.links.next)
    }

    static func image(_ client: Client, _ imageID: String) async throws -> Image {
        try await client.gameCenterActivityImages_getInstance(path: .init(id: imageID)).ok.body.json.data
    }

    static func defaultImage(_ client: Client, ofVersion versionID: String) async throws -> Image? {
        let answer = try await client.gameCenterActivityVersions_getInstance(path: .init(id: versionID), query: .init(include: [.defaultImage])).ok.body.json
        guard let imageID = answer.data.relationships?.defaultImage?.data?.id else { return nil }
        // A link to an image the answer does not include would read as none, and a second one be uploaded beside it.
        guard let image = answer.included?.first(where: { $0.id == imageID }) else {
            throw ASCServiceError.unexpected(request: "GET /v1/gameCenterActivityVersions/\(versionID)",
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

    static func fields(of activity: Resource, in linked: LinkedResources,
        requests: KindRequests<Self>) async throws(ASCServiceError) -> (values: [FieldKey: FieldValue], archived: Bool) {
        let request = "GET \(paths.list(.detail("…")))"
        let attributes = activity.attributes
        let achievements = try linkedIdentifiers(activity.relationships?.achievementsV2?.data?.map(\.id),
            total: activity.relationships?.achievementsV2?.meta?.paging.total,
                                                 in: linked.achievements, noun: "achievements", of: activity.id, request: request)
        let leaderboards = try linkedIdentifiers(activity.relationships?.leaderboardsV2?.data?.map(\.id),
            total: activity.relationships?.leaderboardsV2?.meta?.paging.total,
                                                 in: linked.leaderboards, noun: "leaderboards", of: activity.id, request: request)
        // The latest version's fallback URL, of the versions the list included.
        let latest = (activity.relationships?.versions?.data ?? []).compactMap { linked.versions[$0.id] }.max { $0.number < $1.number }
        let remote = RemoteResource.activity(
            resourceID: activity.id, vendorIdentifier: attributes?.vendorIdentifier ?? "", referenceName: attributes?.referenceName ?? "",
            minimumPlayers: attributes?.minimumPlayersCount, maximumPlayers: attributes?.maximumPlayersCount,
            supportsPartyCode: attributes?.supportsPartyCode ?? false, playStyle: attributes?.playStyle,
            properties: attributes?.properties?.additionalProperties ?? [:], fallbackURL: latest?.fallbackURL,
            achievements: achievements, leaderboards: leaderboards, archived: attributes?.archived ?? false)
        return (remote.values, remote.archived)
    }

    /// The vendor identifiers of linked resources, as the list included
    /// them; more than it can include (50) is refused, since the API has no
    /// other way to read them.
    static func linkedIdentifiers(_ ids: [String]?, total: Int?, in identifiers: [String: String], noun: String, of activityID: String,
                                  request: String) throws(ASCServiceError) -> [String] {
        let ids = ids ?? []
        // A full list without its total may have been cut at the include limit: it cannot be read whole either.
        if (total ?? (ids.count >= ASCLimits.includedItems ? ids.count + 1 : ids.count)) > ids.count {
            throw .unexpected(request: request,
                reason: "the activity \(activityID) has \(total.map(String.init) ?? "at least \(ids.count)") \(noun), more than the \(ASCLimits.includedItems) App Store Connect's API lists with it")
        }
        return try ids.map { (id: String) throws(ASCServiceError) -> String in
            guard let identifier = identifiers[id] else { throw .unexpected(request: request,
                reason: "the activity \(activityID) names \(noun) \(id), which the answer does not include") }
            return identifier
        }
    }

    // MARK: Writing

    static func create(_ client: Client, owner: ResourceOwner, _ activity: DesiredResource, known: KnownResources, firstVersion: String,
                       request: String) throws(ASCServiceError) -> @Sendable () async throws -> Resource {
        let fallbackURL = activity.optionalText(.fallbackURL)
        return {
            try await client.gameCenterActivities_createInstance(body: .json(.init(data: .init(attributes: .init(
                maximumPlayersCount: activity.optionalNumber(.maximumPlayers), minimumPlayersCount: activity.optionalNumber(.minimumPlayers),
                playStyle: activity.optionalText(.playStyle).flatMap { .init(rawValue: $0) }, properties: Self.properties(activity, sentEmpty: false),
                referenceName: activity.referenceName, supportsPartyCode: activity.flag(.partyCode), vendorIdentifier: activity.id.value),
                relationships: .init(gameCenterDetail: owner.detailID.map { .init(data: .init(id: $0, _type: .gameCenterDetails)) },
                gameCenterGroup: owner.groupID.map { .init(data: .init(id: $0, _type: .gameCenterGroups)) }, versions: .init(data: [.init(
                id: firstVersion, _type: .gameCenterActivityVersions)])), _type: .gameCenterActivities), included: [.init(attributes: .init(
                fallbackUrl: fallbackURL), id: firstVersion, _type: .gameCenterActivityVersions)]))).created.body.json.data
        }
    }

    static func firstVersionID(_ created: Resource) -> String? { created.relationships?.versions?.data?.first?.id }

    static func update(_ requests: KindRequests<Self>, owner: ResourceOwner, resourceID: String, _ activity: DesiredResource,
                       fields: Set<FieldKey>, known: KnownResources) async throws(ASCServiceError) {
        let own: Set<FieldKey> = [.referenceName, .minimumPlayers, .maximumPlayers, .partyCode, .playStyle, .properties, .archived]
        if !fields.isDisjoint(with: own) {
            try await patch(requests, resourceID, .init(archived: fields.contains(.archived) ? false : nil,
                maximumPlayersCount: fields.contains(.maximumPlayers) ? activity.optionalNumber(.maximumPlayers) : nil,
                minimumPlayersCount: fields.contains(.minimumPlayers) ? activity.optionalNumber(.minimumPlayers) : nil,
                playStyle: fields.contains(.playStyle) ? activity.optionalText(.playStyle).flatMap { .init(rawValue: $0) } : nil,
                properties: fields.contains(.properties) ? Self.properties(activity, sentEmpty: true) : nil,
                referenceName: fields.contains(.referenceName) ? activity.referenceName : nil,
                supportsPartyCode: fields.contains(.partyCode) ? activity.flag(.partyCode) : nil))
        }
        if fields.contains(.fallbackURL) { try await setFallbackURL(requests, of: resourceID, activity.optionalText(.fallbackURL)) }
        if fields.contains(.achievements) || fields.contains(.leaderboards) {
            try await relink(requests, resourceID, activity, known: known)
        }
    }

    /// Sets the fallback URL on the version being prepared: the plan makes
    /// one first where the latest is live, and holds the change while one is in review.
    static func setFallbackURL(_ requests: KindRequests<Self>, of resourceID: String, _ url: String?) async throws(ASCServiceError) {
        let client = requests.client
        let latest = try await requests.allVersions(of: resourceID).map(summary).max { $0.number < $1.number }
        guard let latest, RemoteVersion(resourceID: latest.resourceID, number: latest.number, state: latest.state, localizations: []).isEditable else {
            throw .unexpected(request: "PATCH \(paths.versions)", reason: "the activity \(resourceID) has no version being prepared; run `asc plan` again")
        }
        _ = try await requests.call("PATCH \(paths.versions)/\(latest.resourceID)") {
            try await client.gameCenterActivityVersions_updateInstance(path: .init(id: latest.resourceID), body: .json(.init(data: .init(
                attributes: .init(fallbackUrl: url), id: latest.resourceID, _type: .gameCenterActivityVersions)))).ok
        }
    }

    /// Makes the activity's achievements and leaderboards the catalog's:
    /// reads what App Store Connect links now, then adds what is missing and
    /// removes what is left over. A linked resource this run failed to
    /// create is left out (the next plan adds it).
    static func relink(_ requests: KindRequests<Self>, _ resourceID: String, _ activity: DesiredResource,
        known: KnownResources) async throws(ASCServiceError) {
        let client = requests.client, most = ASCLimits.includedItems
        let held = try await requests.call("GET \(paths.resources)/\(resourceID)") {
            try await client.gameCenterActivities_getInstance(path: .init(id: resourceID), query: .init(include: [.achievementsV2, .leaderboardsV2],
                limit_lbrack_achievementsV2_rbrack_: most, limit_lbrack_leaderboardsV2_rbrack_: most)).ok.body.json.data
        }
        let wantedAchievements = Set(activity.value(.achievements)?.value.memberIDs.compactMap { known.resourceID(.achievements, $0) } ?? [])
        let wantedLeaderboards = Set(activity.value(.leaderboards)?.value.memberIDs.compactMap { known.resourceID(.leaderboards, $0) } ?? [])
        let heldAchievements = Set(held.relationships?.achievementsV2?.data?.map(\.id) ?? [])
        let heldLeaderboards = Set(held.relationships?.leaderboardsV2?.data?.map(\.id) ?? [])
        let path = "\(paths.resources)/\(resourceID)/relationships"
        /// Sends `change` for `ids` (sorted) when there are any.
        func send(_ ids: Set<String>, _ request: String,
            _ change: @escaping @Sendable ([String]) async throws -> Void) async throws(ASCServiceError) {
            guard !ids.isEmpty else { return }
            let sorted = ids.sorted()
            try await requests.call(request) { try await change(sorted) }
        }
        try await send(heldAchievements.subtracting(wantedAchievements), "DELETE \(path)/achievementsV2") { ids in
            _ = try await client.gameCenterActivities_achievementsV2_deleteToManyRelationship(
                path: .init(id: resourceID), body: .json(.init(data: ids.map { .init(id: $0, _type: .gameCenterAchievements) }))).noContent
        }
        try await send(wantedAchievements.subtracting(heldAchievements), "POST \(path)/achievementsV2") { ids in
            _ = try await client.gameCenterActivities_achievementsV2_createToManyRelationship(
                path: .init(id: resourceID), body: .json(.init(data: ids.map { .init(id: $0, _type: .gameCenterAchievements) }))).noContent
        }
        try await send(heldLeaderboards.subtracting(wantedLeaderboards), "DELETE \(path)/leaderboardsV2") { ids in
            _ = try await client.gameCenterActivities_leaderboardsV2_deleteToManyRelationship(
                path: .init(id: resourceID), body: .json(.init(data: ids.map { .init(id: $0, _type: .gameCenterLeaderboards) }))).noContent
        }
        try await send(wantedLeaderboards.subtracting(heldLeaderboards), "POST \(path)/leaderboardsV2") { ids in
            _ = try await client.gameCenterActivities_leaderboardsV2_createToManyRelationship(
                path: .init(id: resourceID), body: .json(.init(data: ids.map { .init(id: $0, _type: .gameCenterLeaderboards) }))).noContent
        }
    }

    /// The activity's properties as App Store Connect's map; an empty one
    /// only when `sentEmpty` (an update clearing them), else none.
    static func properties(_ activity: DesiredResource, sentEmpty: Bool) -> Components.Schemas.StringToStringMap? {
        let map = activity.values[.properties]?.value.propertiesMap ?? [:]
        return map.isEmpty && !sentEmpty ? nil : .init(additionalProperties: map)
    }

    static func archive(_ requests: KindRequests<Self>, resourceID: String) async throws(ASCServiceError) {
        try await patch(requests, resourceID, .init(archived: true))
    }

    static func patch(_ requests: KindRequests<Self>, _ resourceID: String,
                      _ attributes: Components.Schemas.GameCenterActivityUpdateRequest.dataPayload.attributesPayload) async throws(ASCServiceError) {
        try await requests.patch(resourceID) { client in
            _ = try await client.gameCenterActivities_updateInstance(path: .init(id: resourceID),
                body: .json(.init(data: .init(attributes: attributes, id: resourceID, _type: .gameCenterActivities)))).ok
        }
    }

    static func delete(_ client: Client, _ resourceID: String) async throws {
        _ = try await client.gameCenterActivities_deleteInstance(path: .init(id: resourceID)).noContent
    }

    /// Players see no order of activities: the planner never orders them. This is a safeguard.
    static func order(_ client: Client, owner: ResourceOwner, _ resourceIDs: [String]) async throws {
        throw ASCServiceError.unexpected(request: "PATCH \(paths.order(owner))", reason: "App Store Connect keeps no order of activities")
    }

    static func createVersion(_ client: Client, of resourceID: String) async throws -> String {
        try await client.gameCenterActivityVersions_createInstance(body: .json(.init(data: .init(relationships: .init(activity: .init(data: .init(
            id: resourceID, _type: .gameCenterActivities))), _type: .gameCenterActivityVersions)))).created.body.json.data.id
    }

    static func createLocalization(_ client: Client, on versionID: String, _ localization: DesiredLocalization) async throws -> String {
        try await client.gameCenterActivityLocalizations_createInstance(body: .json(.init(data: .init(attributes: .init(
            description: localization.texts[.description]?.value, locale: localization.locale.value, name: localization.text(.title)),
            relationships: .init(version: .init(data: .init(id: versionID, _type: .gameCenterActivityVersions))),
            _type: .gameCenterActivityLocalizations)))).created.body.json.data.id
    }

    static func updateLocalization(_ client: Client, _ resourceID: String, _ localization: DesiredLocalization) async throws {
        _ = try await client.gameCenterActivityLocalizations_updateInstance(path: .init(id: resourceID),
            body: .json(.init(data: .init(attributes: .init(description: localization.texts[.description]?.value, name: localization.text(.title)),
            id: resourceID, _type: .gameCenterActivityLocalizations)))).ok
    }

    static func deleteImage(_ client: Client, _ imageID: String) async throws {
        _ = try await client.gameCenterActivityImages_deleteInstance(path: .init(id: imageID)).noContent
    }

    static func reserveImage(_ client: Client, on owner: ImageOwner, fileName: String, fileSize: Int) async throws
        -> (String, [Components.Schemas.UploadOperation]) {
        let relationships: Components.Schemas.GameCenterActivityImageCreateRequest.dataPayload.relationshipsPayload = switch owner {
        case .localization(let id): .init(localization: .init(data: .init(id: id, _type: .gameCenterActivityLocalizations)))
        case .version(let id): .init(version: .init(data: .init(id: id, _type: .gameCenterActivityVersions)))
        }
        let reserved = try await client.gameCenterActivityImages_createInstance(body: .json(.init(data: .init(attributes: .init(fileName: fileName,
            fileSize: fileSize), relationships: relationships, _type: .gameCenterActivityImages)))).created.body.json.data
        return (reserved.id, reserved.attributes?.uploadOperations ?? [])
    }

    static func commitImage(_ client: Client, _ imageID: String) async throws -> Image {
        try await client.gameCenterActivityImages_updateInstance(path: .init(id: imageID),
            body: .json(.init(data: .init(attributes: .init(uploaded: true), id: imageID, _type: .gameCenterActivityImages)))).ok.body.json.data
    }
}
