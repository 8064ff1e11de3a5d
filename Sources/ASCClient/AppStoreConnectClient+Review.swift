import ASCAPI
import AchievementsCatalog
import ASCSync
import OpenAPIRuntime

/// What a review needs: the app versions Game Center is enabled for, and
/// review submissions.
extension AppStoreConnectClient {
    /// The app version states in which a version is being prepared or
    /// reviewed: Game Center's switch matters for those.
    static let preparingStates: Set<String> = [
        "PREPARE_FOR_SUBMISSION", "DEVELOPER_REJECTED", "REJECTED", "METADATA_REJECTED", "INVALID_BINARY",
        "READY_FOR_REVIEW", "WAITING_FOR_REVIEW", "IN_REVIEW",
    ]

    package func gameCenterDisabledAppVersions(detailID: String) async throws(ASCServiceError) -> [String] {
        let appVersions = LockedValue<[String: Components.Schemas.AppStoreVersion]>([:])
        let request = "GET /v1/gameCenterDetails/\(detailID)/gameCenterAppVersions"
        let size = configuration.pageSize
        let listed = try await pages(request, maxItems: .appVersions) { () async throws -> ([Components.Schemas.GameCenterAppVersion], String?) in
            let page = try await client.gameCenterDetails_gameCenterAppVersions_getToManyRelated(
                path: .init(id: detailID), query: .init(limit: size, include: [.appStoreVersion])).ok.body.json
            appVersions.withLock { found in
                for version in page.included ?? [] { found[version.id] = version }
            }
            return (page.data, page.links.next)
        }
        let found = appVersions.withLock { $0 }
        return listed.compactMap { gameCenterVersion in
            guard gameCenterVersion.attributes?.enabled == false,
                  let appVersion = gameCenterVersion.relationships?.appStoreVersion?.data.flatMap({ found[$0.id] }),
                  let state = appVersion.attributes?.appVersionState, Self.preparingStates.contains(state) else { return nil }
            let platform = appVersion.attributes?.platform.map { " \(Self.clean($0))" } ?? ""
            return "\(Self.clean(appVersion.attributes?.versionString ?? "?"))\(platform) (\(Self.clean(state)))"
        }
    }

    package func openReviewSubmissions(appID: String, platform: String) async throws(ASCServiceError) -> [OpenReviewSubmission] {
        let client = self.client, size = configuration.pageSize
        let request = "GET /v1/reviewSubmissions"
        let states: [Operations.reviewSubmissions_getCollection.Input.Query.filter_lbrack_state_rbrack_PayloadPayload] =
            OpenReviewSubmission.openStates.compactMap { .init(rawValue: $0) }
        let platforms: [Operations.reviewSubmissions_getCollection.Input.Query.filter_lbrack_platform_rbrack_PayloadPayload] =
            [platform].compactMap { .init(rawValue: $0) }
        let listed = try await pages(request, maxItems: .openReviewSubmissions) { () async throws -> ([Components.Schemas.ReviewSubmission], String?) in
            let page = try await client.reviewSubmissions_getCollection(query: .init(
                filter_lbrack_platform_rbrack_: platforms, filter_lbrack_state_rbrack_: states, filter_lbrack_app_rbrack_: [appID], limit: size)).ok.body.json
            return (page.data, page.links.next)
        }
        var open: [OpenReviewSubmission] = []
        for submission in listed {
            let state = submission.attributes?.state?.rawValue ?? "unknown"
            // The filter asked for open ones of this platform: anything else in the answer is not taken on trust.
            guard OpenReviewSubmission.openStates.contains(state) else { continue }
            var entry = OpenReviewSubmission(id: submission.id, state: state, platform: Self.clean(submission.attributes?.platform ?? platform),
                                             versionIDs: [], otherItems: 0)
            if entry.isDraft {
                (entry.versionIDs, entry.otherItems) = try await reviewItems(of: submission.id)
            }
            open.append(entry)
        }
        return open
    }

    /// The Game Center versions a review submission's items name, and how many items name something else.
    func reviewItems(of submissionID: String) async throws(ASCServiceError) -> ([String], Int) {
        let client = self.client, size = configuration.pageSize
        let items = try await pages("GET /v1/reviewSubmissions/\(submissionID)/items", maxItems: .reviewItems) {
            () async throws -> ([Components.Schemas.ReviewSubmissionItem], String?) in
            let page = try await client.reviewSubmissions_items_getToManyRelated(path: .init(id: submissionID), query: .init(
                limit: size, include: GameCenterKind.allCases.map(Self.reviewItemInclude))).ok.body.json
            return (page.data, page.links.next)
        }
        let versions = items.map { item in GameCenterKind.allCases.lazy.compactMap { Self.reviewItemVersion(item, $0) }.first }
        return (versions.compactMap { $0 }, versions.filter { $0 == nil }.count)
    }

    /// What a review item list includes to name a version of `kind`.
    static func reviewItemInclude(_ kind: GameCenterKind) -> Operations.reviewSubmissions_items_getToManyRelated.Input.Query.includePayloadPayload {
        switch kind {
        case .achievement: .gameCenterAchievementVersion
        case .leaderboard: .gameCenterLeaderboardVersion
        case .leaderboardSet: .gameCenterLeaderboardSetVersion
        case .activity: .gameCenterActivityVersion
        case .gameCenterChallenge: .gameCenterChallengeVersion
        }
    }

    /// The version of `kind` a review item names, if it names one.
    static func reviewItemVersion(_ item: Components.Schemas.ReviewSubmissionItem, _ kind: GameCenterKind) -> String? {
        let linked = item.relationships
        return switch kind {
        case .achievement: linked?.gameCenterAchievementVersion?.data?.id
        case .leaderboard: linked?.gameCenterLeaderboardVersion?.data?.id
        case .leaderboardSet: linked?.gameCenterLeaderboardSetVersion?.data?.id
        case .activity: linked?.gameCenterActivityVersion?.data?.id
        case .gameCenterChallenge: linked?.gameCenterChallengeVersion?.data?.id
        }
    }

    package func createReviewSubmission(appID: String, platform: String) async throws(ASCServiceError) -> String {
        try await call("POST /v1/reviewSubmissions") {
            try await client.reviewSubmissions_createInstance(body: .json(.init(data: .init(
                attributes: .init(platform: platform),
                relationships: .init(app: .init(data: .init(id: appID, _type: .apps))), _type: .reviewSubmissions)))).created.body.json.data.id
        }
    }

    package func addReviewItem(submissionID: String, kind: ResourceKind, versionID: String) async throws(ASCServiceError) {
        typealias Relationships = Components.Schemas.ReviewSubmissionItemCreateRequest.dataPayload.relationshipsPayload
        let submission: Relationships.reviewSubmissionPayload = .init(data: .init(id: submissionID, _type: .reviewSubmissions))
        let relationships: Relationships
        switch kind.kind {
        case .achievement:
            relationships = .init(gameCenterAchievementVersion: .init(data: .init(id: versionID, _type: .gameCenterAchievementVersions)), reviewSubmission: submission)
        case .leaderboard:
            relationships = .init(gameCenterLeaderboardVersion: .init(data: .init(id: versionID, _type: .gameCenterLeaderboardVersions)), reviewSubmission: submission)
        case .leaderboardSet:
            relationships = .init(gameCenterLeaderboardSetVersion: .init(data: .init(id: versionID, _type: .gameCenterLeaderboardSetVersions)),
                                  reviewSubmission: submission)
        case .activity:
            relationships = .init(gameCenterActivityVersion: .init(data: .init(id: versionID, _type: .gameCenterActivityVersions)), reviewSubmission: submission)
        case .gameCenterChallenge:
            relationships = .init(gameCenterChallengeVersion: .init(data: .init(id: versionID, _type: .gameCenterChallengeVersions)), reviewSubmission: submission)
        }
        _ = try await call("POST /v1/reviewSubmissionItems") {
            try await client.reviewSubmissionItems_createInstance(body: .json(.init(data: .init(relationships: relationships, _type: .reviewSubmissionItems)))).created
        }
    }

    package func finishReviewSubmission(_ submissionID: String, submit: Bool) async throws(ASCServiceError) {
        _ = try await call("PATCH /v1/reviewSubmissions/\(submissionID)") {
            try await client.reviewSubmissions_updateInstance(path: .init(id: submissionID), body: .json(.init(data: .init(
                attributes: .init(canceled: submit ? nil : true, submitted: submit ? true : nil),
                id: submissionID, _type: .reviewSubmissions)))).ok
        }
    }
}
