import AchievementsCatalog
import SourceDiagnostics
import SyncRules

/// The App Store Connect operations the sync needs, in its own terms: the
/// detail's, each kind's and the review submission's. The ASCClient target
/// implements it over HTTP; tests may implement it in memory.
package protocol ASCService: GameCenterDetailEndpoints, ReviewSubmissionEndpoints {
    /// The requests of `kind`, `nil` for a kind this service does not know.
    func endpoints(for kind: ResourceKind) -> (any ResourceEndpoints)?
}

extension ASCService {
    /// What App Store Connect holds for the app's `kinds`: the detail, its
    /// group, and each kind's resources with the texts and images of those
    /// `detailed` names (every resource's when `nil`; `previous` gives the
    /// others' unchanged), but not those of a live version `vouched` names
    /// for its resource (by kind and ID), which the lock vouches for. When
    /// `reusing`, the texts of a detailed resource whose latest version
    /// `previous` holds with the same ID and state are `previous`'s, not
    /// read again (a resumed apply trusts the stopped run's read).
    package func readState(appID: String, kinds: [ResourceKind], detailed: Set<String>? = nil,
                           previous: RemoteState? = nil, vouched: [GameCenterKind: [String: String]] = [:],
                           reusing: Bool = false) async throws(ASCServiceError) -> RemoteState {
        guard let detail = try await readDetail(appID: appID) else { return RemoteState(detailID: nil, sections: []) }
        var state = RemoteState(detailID: detail.detailID, groupID: detail.groupID, sections: [])
        state.defaultLeaderboard = detail.defaultLeaderboard
        state.challengesEnabled = detail.challengesEnabled
        guard let owner = state.owner else { return state }
        for kind in kinds {
            let endpoints = try endpoints(kind)
            let previousSection = previous?.sections.first { $0.kind == kind.kind }
            state.sections.append(RemoteSection(kind: kind.kind, resources: try await endpoints.read(owner: owner, detailed: detailed, previous: previousSection,
                                                                                                    vouched: vouched[kind.kind] ?? [:], reusing: reusing)))
        }
        return state
    }

    /// The requests of `kind`, or the error of a kind this service does not know.
    package func endpoints(_ kind: ResourceKind) throws(ASCServiceError) -> any ResourceEndpoints {
        guard let endpoints = endpoints(for: kind) else {
            throw .unexpected(request: kind.plural, reason: "this client has no requests for \(kind.plural)")
        }
        return endpoints
    }
}

/// Why an App Store Connect operation failed.
package enum ASCServiceError: Error, Sendable, Hashable {
    /// App Store Connect answered with an error status and its `errors[]`.
    case response(request: String, status: Int, errors: [ASCAPIError])
    /// No answer after the bounded retries (connection refused or lost, timeouts, 5xx, 429).
    case connection(request: String, attempts: Int, reason: String)
    /// An answer the sync cannot use (undecodable, too large, a link to another host).
    case unexpected(request: String, reason: String)
    /// An uploaded image failed processing.
    case imageDelivery(state: String, errors: [String])
    /// The hourly request quota is nearly used: stopped before it ran out.
    case quota(remaining: Int, limit: Int)

    /// Whether the request may have been carried out although no answer
    /// said so (a lost connection, a 5xx after a creation): the state must
    /// be read again before anything is concluded.
    package var mayHaveHappened: Bool {
        if case .connection = self { true } else { false }
    }

    /// The message of a diagnostic, without the subject.
    package var message: String {
        switch self {
        case .response(let request, let status, let errors):
            let details = errors.isEmpty ? "no error details" : errors.map(\.text).joined(separator: "; ")
            return "\(details) (\(status), \(request))"
        case .connection(let request, let attempts, let reason):
            return "App Store Connect did not answer \(request) after \(attempts) attempt\(attempts == 1 ? "" : "s"): \(reason)"
        case .unexpected(let request, let reason):
            return "App Store Connect's answer to \(request) cannot be used: \(reason)"
        case .imageDelivery(let state, let errors):
            return "App Store Connect could not process the image (\(state))\(errors.isEmpty ? "" : ": " + errors.joined(separator: "; "))"
        case .quota(let remaining, let limit):
            return "stopped before App Store Connect's hourly quota runs out (\(remaining) of \(limit) requests left): run the same command again when the hour turns; it goes on from where it stopped"
        }
    }

    /// The rule the diagnostic carries.
    package var rule: RuleID {
        switch self {
        case .response: SyncRule.response.id
        case .connection: SyncRule.connection.id
        case .unexpected: SyncRule.unexpectedResponse.id
        case .imageDelivery: SyncRule.imageDelivery.id
        case .quota: SyncRule.quota.id
        }
    }
}

/// One entry of App Store Connect's `errors[]`.
package struct ASCAPIError: Sendable, Hashable {
    /// The machine code, such as `ENTITY_ERROR.INVALID_POINTS_RANGE`.
    package var code: String
    /// The short title.
    package var title: String
    /// The explanation.
    package var detail: String
    /// The JSON pointer of the request field it concerns, such as `/data/attributes/points`.
    package var pointer: String?

    /// Creates an error.
    package init(code: String, title: String, detail: String, pointer: String?) {
        self.code = code
        self.title = title
        self.detail = detail
        self.pointer = pointer
    }

    /// `CODE: detail`.
    package var text: String { "\(code): \(detail.isEmpty ? title : detail)" }

    /// The request attribute it concerns, the last part of its pointer.
    package var attribute: String? { pointer?.split(separator: "/").last.map(String.init) }
}
