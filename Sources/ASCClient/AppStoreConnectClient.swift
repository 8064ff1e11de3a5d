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
    /// Items per page of a list (``ClientConfiguration/pageSize``).
    package var pageSize: Int { configuration.pageSize }

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

    package func endpoints(for kind: ResourceKind) -> (any ResourceEndpoints)? {
        switch kind.kind {
        case .achievement: KindRequests<AchievementAPI>(connection: self)
        case .leaderboard: KindRequests<LeaderboardAPI>(connection: self)
        case .leaderboardSet: KindRequests<LeaderboardSetAPI>(connection: self)
        case .activity: KindRequests<ActivityAPI>(connection: self)
        case .gameCenterChallenge: KindRequests<GameCenterChallengeAPI>(connection: self)
        }
    }

    package func readDetail(appID: String) async throws(ASCServiceError) -> GameCenterDetailState? {
        let detail: Components.Schemas.GameCenterDetailResponse
        do {
            detail = try await call("GET /v1/apps/\(appID)/gameCenterDetail") {
                try await client.apps_gameCenterDetail_getToOneRelated(path: .init(id: appID), query: .init(
                    include: [.gameCenterGroup, .defaultLeaderboardV2, .defaultGroupLeaderboardV2])).ok.body.json
            }
        } catch .response(_, 404, _) {
            return nil
        }
        // An app with Game Center but no detail yet: the live service answers
        // 200 with an empty ID (not 404), which is no detail all the same.
        guard !detail.data.id.isEmpty else { return nil }
        // The group's ID, and the default leaderboard's, are in the answer only because `include` names them.
        let groupID = detail.data.relationships?.gameCenterGroup?.data?.id.nilIfEmpty
        let linked = (groupID == nil ? detail.data.relationships?.defaultLeaderboardV2?.data?.id
                                     : detail.data.relationships?.defaultGroupLeaderboardV2?.data?.id)?.nilIfEmpty
        // The default leaderboard's ID, from the included leaderboard it links. An answer that links one it does
        // not include (or without an ID) reads as no default: the plan sets the catalog's again, and nothing else
        // the read serves is held up by it.
        let defaultLeaderboard = linked.flatMap { linked in
            (detail.included ?? []).lazy.compactMap { item -> String? in
                if case .gameCenterLeaderboards(let board) = item, board.id == linked { board.attributes?.vendorIdentifier?.nilIfEmpty } else { nil }
            }.first
        }
        return GameCenterDetailState(detailID: detail.data.id, groupID: groupID, defaultLeaderboard: defaultLeaderboard,
                                     challengesEnabled: detail.data.attributes?.challengeEnabled)
    }

    package func setDefaultLeaderboard(detailID: String, inGroup: Bool, leaderboardID: String) async throws(ASCServiceError) {
        let board: Components.Schemas.GameCenterDetailUpdateRequest.dataPayload.relationshipsPayload.defaultLeaderboardV2Payload =
            .init(data: .init(id: leaderboardID, _type: .gameCenterLeaderboards))
        let relationships: Components.Schemas.GameCenterDetailUpdateRequest.dataPayload.relationshipsPayload = inGroup
            ? .init(defaultGroupLeaderboardV2: .init(data: .init(id: leaderboardID, _type: .gameCenterLeaderboards)))
            : .init(defaultLeaderboardV2: board)
        _ = try await call("PATCH /v1/gameCenterDetails/\(detailID)") {
            try await client.gameCenterDetails_updateInstance(path: .init(id: detailID), body: .json(.init(data: .init(
                id: detailID, relationships: relationships, _type: .gameCenterDetails)))).ok
        }
    }

    package func setChallengesEnabled(detailID: String, _ enabled: Bool) async throws(ASCServiceError) {
        _ = try await call("PATCH /v1/gameCenterDetails/\(detailID)") {
            try await client.gameCenterDetails_updateInstance(path: .init(id: detailID), body: .json(.init(data: .init(
                attributes: .init(challengeEnabled: enabled), id: detailID, _type: .gameCenterDetails)))).ok
        }
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

extension ResourceOwner {
    /// The detail's ID, when the owner is the detail.
    var detailID: String? { if case .detail(let id) = self { id } else { nil } }
    /// The group's ID, when the owner is a group.
    var groupID: String? { if case .group(let id) = self { id } else { nil } }
}

extension String {
    /// `nil` for the empty string: the live service answers "no such resource" with an empty ID.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
