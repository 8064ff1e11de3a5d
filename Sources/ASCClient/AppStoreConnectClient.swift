import ASCAPI
import AchievementsCatalog
import ASCSync
import Foundation
import HTTPTypes
import OpenAPIRuntime
import SourceDiagnostics

/// The sync's ``ASCService`` over the App Store Connect API: the client
/// generated from Apple's document, the bounded libcurl transport, API-key
/// tokens, retries, paging and the image upload protocol.
package struct AppStoreConnectClient: ASCService {
    let client: Client
    let transport: any ClientTransport
    let retry: RetryMiddleware
    let configuration: ClientConfiguration
    /// The hourly quota App Store Connect reported last.
    package let rateLimit: RateLimitRecorder

    /// The requests kept back from the hourly quota (``ClientConfiguration/quotaReserve``).
    package var quotaReserve: Int { configuration.quotaReserve }

    /// Creates a client for `key` with `configuration`; `transport` defaults to ``BoundedTransport``.
    package init(key: APIKey, configuration: ClientConfiguration = ClientConfiguration(), transport: (any ClientTransport)? = nil,
                sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        let transport = transport ?? BoundedTransport(timeout: configuration.requestTimeout,
                                                      maxResponseBytes: configuration.maxResponseBytes,
                                                      maxRequestBytes: ToolLimits.syncImageBytes + 1024 * 1024)
        let rateLimit = RateLimitRecorder()
        let retry = RetryMiddleware(policy: configuration.retry, rateLimit: rateLimit, quotaReserve: configuration.quotaReserve,
                                    maxResponseBytes: configuration.maxResponseBytes,
                                    requestTimeout: configuration.requestTimeout, sleep: sleep)
        self.transport = transport
        self.retry = retry
        self.rateLimit = rateLimit
        self.configuration = configuration
        self.client = Client(serverURL: configuration.apiRoot, transport: transport,
                             middlewares: [PagingMiddleware(), AuthenticationMiddleware(key: key), retry])
    }

    // MARK: Reading

    package func readState(appID: String, detailed: Set<String>?, previous: RemoteState?) async throws(ASCServiceError) -> RemoteState {
        let detail: Components.Schemas.GameCenterDetail
        do {
            detail = try await call("GET /v1/apps/\(appID)/gameCenterDetail") {
                try await client.apps_gameCenterDetail_getToOneRelated(path: .init(id: appID), query: .init(include: [.gameCenterGroup])).ok.body.json.data
            }
        } catch .response(_, 404, _) {
            return RemoteState(detailID: nil, achievements: [])
        }
        // An app with Game Center but no detail yet: the live service answers
        // 200 with an empty ID (not 404), which is no detail all the same.
        guard !detail.id.isEmpty else { return RemoteState(detailID: nil, achievements: []) }
        // The group's ID is in the answer only because `include` names it.
        let groupID = detail.relationships?.gameCenterGroup?.data?.id.nilIfEmpty
        let owner: AchievementOwner = groupID.map(AchievementOwner.group) ?? .detail(detail.id)
        let (achievements, versions) = try await achievementList(owner)
        var remote: [RemoteAchievement] = []
        for achievement in achievements {
            let attributes = achievement.attributes
            guard let vendorIdentifier = attributes?.vendorIdentifier else {
                throw .unexpected(request: "GET \(Self.listPath(owner))", reason: "the achievement \(achievement.id) has no vendorIdentifier")
            }
            let linked = achievement.relationships?.versions
            var held = linked?.data?.compactMap { versions[$0.id] } ?? []
            // An included to-many relationship holds at most `limit[versions]`
            // items: read the rest through the achievement's own list.
            // Read in full too when an included version is missing, or the
            // linkage is at its limit with no total to say it is whole.
            let linkedCount = linked?.data?.count ?? 0
            if linked?.data == nil || held.count < linkedCount || (linked?.meta?.paging.total ?? 0) > held.count
                || (linked?.meta == nil && linkedCount >= ASCLimits.includedItems) {
                held = try await allVersions(of: achievement.id)
            }
            let latest = held.max { ($0.attributes?.version ?? 0) < ($1.attributes?.version ?? 0) }
            let states = held.compactMap { $0.attributes?.state }
            let wasApproved = held.count > 1 || states.contains { RemoteVersion.approvedStates.contains($0) }
            var latestVersion: RemoteVersion?
            if let latest {
                if detailed?.contains(vendorIdentifier) ?? true {
                    latestVersion = RemoteVersion(resourceID: latest.id, number: latest.attributes?.version ?? 0, state: latest.attributes?.state,
                                                  localizations: try await localizations(versionID: latest.id))
                } else {
                    // Not asked for: what the earlier read found, when it was the same version.
                    let earlier = previous?.achievement(vendorIdentifier)?.latestVersion
                    latestVersion = RemoteVersion(resourceID: latest.id, number: latest.attributes?.version ?? 0, state: latest.attributes?.state,
                                                  localizations: earlier?.resourceID == latest.id ? earlier?.localizations ?? [] : [])
                }
            }
            remote.append(RemoteAchievement(
                resourceID: achievement.id, vendorIdentifier: vendorIdentifier, referenceName: attributes?.referenceName ?? "",
                points: attributes?.points ?? 0, showBeforeEarned: attributes?.showBeforeEarned ?? false,
                repeatable: attributes?.repeatable ?? false, archived: attributes?.archived ?? false,
                latestVersion: latestVersion, wasApproved: wasApproved))
        }
        return RemoteState(detailID: detail.id, groupID: groupID, achievements: remote)
    }

    /// The owner's achievements in App Store Connect's order, with their
    /// versions (included in the same pages, keyed by resource ID).
    func achievementList(_ owner: AchievementOwner) async throws(ASCServiceError)
        -> ([Components.Schemas.GameCenterAchievementV2], [String: Components.Schemas.GameCenterAchievementVersionV2]) {
        let versions = LockedValue<[String: Components.Schemas.GameCenterAchievementVersionV2]>([:])
        let size = configuration.pageSize, included = ASCLimits.includedItems
        let achievements = try await pages("GET \(Self.listPath(owner))", maxItems: .achievements) { () async throws -> ([Components.Schemas.GameCenterAchievementV2], String?) in
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
    static func listPath(_ owner: AchievementOwner) -> String {
        switch owner {
        case .detail(let id): "/v1/gameCenterDetails/\(id)/gameCenterAchievementsV2"
        case .group(let id): "/v1/gameCenterGroups/\(id)/gameCenterAchievementsV2"
        }
    }

    /// Every version of an achievement.
    func allVersions(of achievementID: String) async throws(ASCServiceError) -> [Components.Schemas.GameCenterAchievementVersionV2] {
        try await pages("GET /v2/gameCenterAchievements/\(achievementID)/versions", maxItems: .versions) { () async throws -> ([Components.Schemas.GameCenterAchievementVersionV2], String?) in
            let page = try await client.gameCenterAchievementsV2_versions_getToManyRelated(
                path: .init(id: achievementID), query: .init(limit: configuration.pageSize)).ok.body.json
            return (page.data, page.links.next)
        }
    }

    /// The newest version of an achievement with its localizations.
    func latestVersion(of achievementID: String) async throws(ASCServiceError) -> RemoteVersion? {
        let versions = try await allVersions(of: achievementID)
        guard let latest = versions.max(by: { ($0.attributes?.version ?? 0) < ($1.attributes?.version ?? 0) }) else { return nil }
        return RemoteVersion(resourceID: latest.id, number: latest.attributes?.version ?? 0, state: latest.attributes?.state,
                             localizations: try await localizations(versionID: latest.id))
    }

    package func localizations(versionID: String) async throws(ASCServiceError) -> [RemoteLocalization] {
        let images = LockedValue<[String: RemoteImage]>([:])
        let localizations = try await pages("GET /v2/gameCenterAchievementVersions/\(versionID)/localizations", maxItems: .localizations) { () async throws -> ([Components.Schemas.GameCenterAchievementLocalizationV2], String?) in
            let page = try await client.gameCenterAchievementVersionsV2_localizations_getToManyRelated(
                path: .init(id: versionID), query: .init(limit: configuration.pageSize, include: [.image])).ok.body.json
            images.withLock { images in
                for image in page.included ?? [] { images[image.id] = Self.remoteImage(image) }
            }
            return (page.data, page.links.next)
        }
        let found = images.withLock { $0 }
        return localizations.map { localization in
            let attributes = localization.attributes
            return RemoteLocalization(
                resourceID: localization.id, locale: attributes?.locale ?? "", name: attributes?.name ?? "",
                beforeEarnedDescription: attributes?.beforeEarnedDescription ?? "", afterEarnedDescription: attributes?.afterEarnedDescription ?? "",
                image: localization.relationships?.image?.data.flatMap { found[$0.id] })
        }
    }

    static func remoteImage(_ image: Components.Schemas.GameCenterAchievementImageV2) -> RemoteImage {
        RemoteImage(resourceID: image.id, fileName: image.attributes?.fileName ?? "", fileSize: image.attributes?.fileSize ?? 0,
                    deliveryState: image.attributes?.assetDeliveryState?.state, templateURL: image.attributes?.imageAsset?.templateUrl)
    }

    /// Every item of a list, following `links.next` to its end. Bounded: a
    /// page larger than the `limit` asked for, or a list longer than
    /// `maxItems` (what App Store Connect can hold there, with a margin),
    /// ends the read at once, before anything is requested about its items.
    func pages<Item: Sendable>(_ request: String, maxItems: ListBound, _ fetch: @Sendable () async throws -> ([Item], String?)) async throws(ASCServiceError) -> [Item] {
        var items: [Item] = []
        var next: URL?
        var seen: Set<String> = []
        for _ in 0..<SyncLimits.pages {
            let address = next
            let (page, link) = try await call(request) { try await NextPage.$address.withValue(address) { try await fetch() } }
            guard page.count <= configuration.pageSize else {
                throw .unexpected(request: request, reason: "a page has \(page.count) items, more than the \(configuration.pageSize) asked for")
            }
            guard items.count + page.count <= maxItems.count else {
                throw .unexpected(request: request, reason: "the list has more than \(maxItems.count) items; \(maxItems.reason)")
            }
            items += page
            guard let link else { return items }
            guard let url = URL(string: link), seen.insert(link).inserted else {
                throw .unexpected(request: request, reason: "the next page's address is not usable or repeats")
            }
            next = url
        }
        throw .unexpected(request: request, reason: "the list goes on past \(SyncLimits.pages) pages")
    }

    // MARK: Writing

    package func createDetail(appID: String) async throws(ASCServiceError) -> String {
        try await call("POST /v1/gameCenterDetails") {
            try await client.gameCenterDetails_createInstance(body: .json(.init(data: .init(
                relationships: .init(app: .init(data: .init(id: appID, _type: .apps))), _type: .gameCenterDetails)))).created.body.json.data.id
        }
    }

    package func createAchievement(owner: AchievementOwner, _ achievement: DesiredAchievement) async throws(ASCServiceError) -> CreatedAchievement {
        let localVersion = "${first-version}"
        let created = try await call("POST /v2/gameCenterAchievements") {
            try await client.gameCenterAchievementsV2_createInstance(body: .json(.init(
                data: .init(
                    attributes: .init(points: achievement.points.value, referenceName: achievement.referenceName.value,
                                      repeatable: achievement.repeatable.value, showBeforeEarned: achievement.showBeforeEarned.value,
                                      vendorIdentifier: achievement.id.value),
                    relationships: .init(gameCenterDetail: owner.detailID.map { .init(data: .init(id: $0, _type: .gameCenterDetails)) },
                                         gameCenterGroup: owner.groupID.map { .init(data: .init(id: $0, _type: .gameCenterGroups)) },
                                         versions: .init(data: [.init(id: localVersion, _type: .gameCenterAchievementVersions)])),
                    _type: .gameCenterAchievements),
                included: [.init(id: localVersion, _type: .gameCenterAchievementVersions)]))).created.body.json.data
        }
        if let versionID = created.relationships?.versions?.data?.first?.id {
            return CreatedAchievement(resourceID: created.id, versionID: versionID)
        }
        guard let version = try await latestVersion(of: created.id) else {
            throw .unexpected(request: "POST /v2/gameCenterAchievements", reason: "the new achievement has no version")
        }
        return CreatedAchievement(resourceID: created.id, versionID: version.resourceID)
    }

    package func updateAchievement(resourceID: String, _ achievement: DesiredAchievement, fields: Set<String>) async throws(ASCServiceError) {
        try await patchAchievement(resourceID, .init(
            archived: fields.contains("archived") ? false : nil,
            points: fields.contains("points") ? achievement.points.value : nil,
            referenceName: fields.contains("referenceName") ? achievement.referenceName.value : nil,
            repeatable: fields.contains("repeatable") ? achievement.repeatable.value : nil,
            showBeforeEarned: fields.contains("hidden") ? achievement.showBeforeEarned.value : nil))
    }

    package func archiveAchievement(resourceID: String) async throws(ASCServiceError) {
        try await patchAchievement(resourceID, .init(archived: true))
    }

    func patchAchievement(_ resourceID: String, _ attributes: Components.Schemas.GameCenterAchievementV2UpdateRequest.dataPayload.attributesPayload) async throws(ASCServiceError) {
        _ = try await call("PATCH /v2/gameCenterAchievements/\(resourceID)") {
            try await client.gameCenterAchievementsV2_updateInstance(path: .init(id: resourceID), body: .json(.init(data: .init(
                attributes: attributes, id: resourceID, _type: .gameCenterAchievements)))).ok
        }
    }

    package func createVersion(achievementResourceID: String) async throws(ASCServiceError) -> String {
        try await call("POST /v2/gameCenterAchievementVersions") {
            try await client.gameCenterAchievementVersionsV2_createInstance(body: .json(.init(data: .init(
                relationships: .init(achievement: .init(data: .init(id: achievementResourceID, _type: .gameCenterAchievements))),
                _type: .gameCenterAchievementVersions)))).created.body.json.data.id
        }
    }

    package func createLocalization(versionID: String, _ localization: DesiredLocalization) async throws(ASCServiceError) -> String {
        try await call("POST /v2/gameCenterAchievementLocalizations") {
            try await client.gameCenterAchievementLocalizationsV2_createInstance(body: .json(.init(data: .init(
                attributes: .init(afterEarnedDescription: localization.afterEarnedDescription.value,
                                  beforeEarnedDescription: localization.beforeEarnedDescription.value,
                                  locale: localization.locale.value, name: localization.name.value),
                relationships: .init(version: .init(data: .init(id: versionID, _type: .gameCenterAchievementVersions))),
                _type: .gameCenterAchievementLocalizations)))).created.body.json.data.id
        }
    }

    package func updateLocalization(resourceID: String, _ localization: DesiredLocalization) async throws(ASCServiceError) {
        _ = try await call("PATCH /v2/gameCenterAchievementLocalizations/\(resourceID)") {
            try await client.gameCenterAchievementLocalizationsV2_updateInstance(path: .init(id: resourceID), body: .json(.init(data: .init(
                attributes: .init(afterEarnedDescription: localization.afterEarnedDescription.value,
                                  beforeEarnedDescription: localization.beforeEarnedDescription.value,
                                  name: localization.name.value),
                id: resourceID, _type: .gameCenterAchievementLocalizations)))).ok
        }
    }

    package func deleteImage(resourceID: String) async throws(ASCServiceError) {
        _ = try await call("DELETE /v2/gameCenterAchievementImages/\(resourceID)") {
            try await client.gameCenterAchievementImagesV2_deleteInstance(path: .init(id: resourceID)).noContent
        }
    }

    // MARK: Calls

    /// Runs one generated-client call, turning every failure into an ``ASCServiceError``.
    func call<T: Sendable>(_ request: String, _ body: @Sendable () async throws -> T) async throws(ASCServiceError) -> T {
        do {
            return try await body()
        } catch {
            throw Self.serviceError(error, request: request)
        }
    }

    /// The service error of a failure anywhere below the generated client.
    static func serviceError(_ error: any Error, request: String) -> ASCServiceError {
        if let serviceError = error as? ASCServiceError { return serviceError }
        if let clientError = error as? ClientError { return serviceError(clientError.underlyingError, request: request) }
        if let failure = error as? ConnectionFailure {
            return .connection(request: failure.request, attempts: failure.attempts, reason: failure.reason)
        }
        if let unusable = error as? UnusableResponse { return .unexpected(request: unusable.request, reason: unusable.reason) }
        if let quota = error as? QuotaNearlyUsed { return .quota(remaining: quota.remaining, limit: quota.limit) }
        if let answer = error as? ErrorAnswer {
            return .response(request: answer.request, status: answer.status, errors: decodeErrors(answer.body))
        }
        if error is DecodingError { return .unexpected(request: request, reason: "it does not match Apple's OpenAPI document") }
        return .unexpected(request: request, reason: "it is not one the document describes for this request")
    }

    /// The `errors[]` of an error answer, empty when the body is not an `ErrorResponse`.
    static func decodeErrors(_ body: [UInt8]) -> [ASCAPIError] {
        guard let response = try? JSONDecoder().decode(Components.Schemas.ErrorResponse.self, from: Data(body)) else { return [] }
        return (response.errors ?? []).map { error in
            let pointer: String? = switch error.source {
            case .ErrorSourcePointer(let source): source.pointer
            case .ErrorSourceParameter(let source): source.parameter
            case nil: nil
            }
            return ASCAPIError(code: clean(error.code), title: clean(error.title),
                               detail: clean(error.detail ?? ""), pointer: pointer.map(clean))
        }
    }

    /// Text from the server, made safe to print: escaped and bounded.
    static func clean(_ text: String) -> String {
        TerminalText.escaped(String(text.prefix(ToolLimits.quotedCharacters * 4)))
    }
}

extension AchievementOwner {
    /// The detail's ID, when the owner is the detail.
    var detailID: String? { if case .detail(let id) = self { id } else { nil } }
    /// The group's ID, when the owner is a group.
    var groupID: String? { if case .group(let id) = self { id } else { nil } }
}

extension String {
    /// `nil` for the empty string: the live service answers "no such resource" with an empty ID.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
