import AchievementsCatalog

/// What `asc submit` sends for review: the catalog's versions of every kind
/// that are ready (prepared, or rejected and changed since), within App
/// Store Connect's limit per submission. Pure, like ``SyncPlanner``.
package struct ReviewSubmissionPlan: Sendable, Hashable {
    /// One version to submit.
    package struct Item: Sendable, Hashable {
        /// The kind.
        package var kind: ResourceKind
        /// The resource's ID.
        package var id: String
        /// The version's resource ID.
        package var versionID: String
        /// The version's number.
        package var version: Int
        /// Its state now.
        package var state: String
    }

    /// The versions this submission holds, in the catalog's order.
    package var items: [Item]
    /// Versions left for a later submission (past the limit per submission).
    package var leftOver: [Item]
    /// Whether no resource of the app (or its group) the sync read was ever
    /// approved: then these are likely the app's first Game Center
    /// components, which App Store Connect takes only with an app version.
    /// (Components of a kind the sync does not read, approved before,
    /// would make it wrong: `asc submit --force` sends them anyway.)
    package var isFirstSubmission: Bool

    /// The states a version can be submitted from.
    package static let submittableStates: Set<String> = ["PREPARE_FOR_SUBMISSION", "DEVELOPER_REJECTED", "REJECTED"]

    /// The submission for `desired` given what App Store Connect holds.
    package static func make(desired: DesiredState, remote: RemoteState, limit: Int = ASCLimits.reviewSubmissionItems) -> ReviewSubmissionPlan {
        let ready = desired.sections.flatMap { section in
            section.resources.compactMap { resource -> Item? in
                guard let version = remote.resource(section.kind, resource.id.value)?.latestVersion, let state = version.state,
                      submittableStates.contains(state) else { return nil }
                return Item(kind: section.kind, id: resource.id.value, versionID: version.resourceID, version: version.number, state: state)
            }
        }
        return ReviewSubmissionPlan(items: Array(ready.prefix(limit)), leftOver: Array(ready.dropFirst(limit)),
                                    isFirstSubmission: !remote.sections.contains { $0.resources.contains(where: \.wasApproved) })
    }

    /// The requests ``submit(through:appID:)`` sends when all goes well.
    package var requestCount: Int { items.count + 2 }

    /// Creates the submission, adds every item and submits it. An item
    /// App Store Connect refuses, or a refused submit, cancels the
    /// submission, so no half-filled draft is left behind; the error names
    /// the resource.
    package func submit(through service: any ReviewSubmissionEndpoints, appID: String) async throws(ReviewSubmissionFailure) -> String {
        let submissionID: String
        do {
            submissionID = try await service.createReviewSubmission(appID: appID)
        } catch {
            throw ReviewSubmissionFailure(id: nil, error: error)
        }
        for item in items {
            do {
                try await service.addReviewItem(submissionID: submissionID, kind: item.kind, versionID: item.versionID)
            } catch {
                try? await service.finishReviewSubmission(submissionID, submit: false)
                throw ReviewSubmissionFailure(id: item.id, error: error)
            }
        }
        do {
            try await service.finishReviewSubmission(submissionID, submit: true)
        } catch {
            try? await service.finishReviewSubmission(submissionID, submit: false)
            throw ReviewSubmissionFailure(id: nil, error: error)
        }
        return submissionID
    }
}

/// Why a review submission failed, and for which resource when one caused it.
package struct ReviewSubmissionFailure: Error, Sendable, Hashable {
    /// The ID of the resource whose version was refused, `nil` for the submission itself.
    package var id: String?
    /// App Store Connect's answer.
    package var error: ASCServiceError
}
