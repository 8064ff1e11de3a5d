import AchievementsCatalog
import SourceDiagnostics

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

    /// What to do about the submissions App Store Connect holds open for
    /// the app and platform (it takes one at a time).
    package enum Start: Sendable, Hashable {
        /// None is open: create one.
        case create
        /// A draft holding only versions of the catalog (one a cut-off run
        /// left, say, or an empty one): add what it lacks and submit it.
        case reuse(OpenReviewSubmission)
        /// One the sync cannot use: why, and what to do.
        case refuse(OpenReviewSubmission, String)
    }

    /// How to start, given the submissions open for the app and platform.
    package func start(among open: [OpenReviewSubmission], appID: String) -> Start {
        guard let first = open.first(where: { !$0.isDraft }) ?? open.first else { return .create }
        let named = "review submission \(TerminalText.escaped(first.id)) for app \(appID) (\(TerminalText.escaped(first.platform)), \(TerminalText.escaped(first.state)))"
        let rule = "App Store Connect takes one open submission per app and platform"
        guard first.isDraft else {
            let wait = first.state == "UNRESOLVED_ISSUES" ? "resolve its issues or cancel it in App Store Connect's web pages" : "wait until its review ends"
            return .refuse(first, "App Store Connect holds \(named); \(rule): \(wait), then run `achievements asc submit` again")
        }
        let ours = Set((items + leftOver).map(\.versionID))
        let foreign = first.otherItems + first.versionIDs.filter { !ours.contains($0) }.count
        guard foreign == 0 else {
            return .refuse(first, "App Store Connect holds \(named) with \(foreign) item(s) the catalog does not manage (an app version, say, added in Xcode or the web pages); "
                + "\(rule): submit or cancel it in App Store Connect's web pages (or add the versions listed above to it there), then run `achievements asc submit` again")
        }
        return .reuse(first)
    }

    /// The requests ``submit(through:appID:platform:reusing:)`` sends when all goes well.
    package func requestCount(reusing open: OpenReviewSubmission? = nil) -> Int {
        let held = Set(open?.versionIDs ?? [])
        return items.filter { !held.contains($0.versionID) }.count + (open == nil ? 2 : 1)
    }

    /// Creates the submission (or takes the open draft `open`), adds every
    /// item it does not hold yet and submits it. An item App Store Connect
    /// refuses, or a refused submit, cancels the submission, so no
    /// half-filled draft is left behind; the error names the resource. A
    /// draft a failed cancel leaves open is reused by the next run.
    package func submit(through service: any ReviewSubmissionEndpoints, appID: String, platform: String,
                        reusing open: OpenReviewSubmission? = nil) async throws(ReviewSubmissionFailure) -> String {
        let submissionID: String
        if let open {
            submissionID = open.id
        } else {
            do {
                submissionID = try await service.createReviewSubmission(appID: appID, platform: platform)
            } catch {
                throw ReviewSubmissionFailure(id: nil, error: error)
            }
        }
        let held = Set(open?.versionIDs ?? [])
        for item in items where !held.contains(item.versionID) {
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
            // The submit may have been carried out with its answer lost (a 502,
            // a deadline): read the submission again, and withdraw it only while
            // it is still a draft. Unread, it is left as it is: a draft is reused
            // by the next run, and a submission waiting for review stays so.
            let again = try? await service.openReviewSubmissions(appID: appID, platform: platform).first { $0.id == submissionID }
            if let again, !again.isDraft { return submissionID }
            if again != nil { try? await service.finishReviewSubmission(submissionID, submit: false) }
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
