/// The requests of `asc submit`: a review submission holding the versions to review.
package protocol ReviewSubmissionEndpoints: Sendable {
    /// The app's open review submissions for `platform` (a draft, or one in
    /// review or with unresolved issues), each draft with what it holds.
    func openReviewSubmissions(appID: String, platform: String) async throws(ASCServiceError) -> [OpenReviewSubmission]
    /// Creates a review submission for the app and platform; returns its resource ID.
    func createReviewSubmission(appID: String, platform: String) async throws(ASCServiceError) -> String
    /// Adds a version of a `kind` resource to a review submission.
    func addReviewItem(submissionID: String, kind: ResourceKind, versionID: String) async throws(ASCServiceError)
    /// Submits (`submitted: true`) or cancels (`canceled: true`) a review submission.
    func finishReviewSubmission(_ submissionID: String, submit: Bool) async throws(ASCServiceError)
}

/// A review submission App Store Connect holds open for the app and
/// platform: App Store Connect takes one at a time, so `asc submit` reuses
/// it or names it.
package struct OpenReviewSubmission: Sendable, Hashable {
    /// Its resource ID.
    package var id: String
    /// Its state: `READY_FOR_REVIEW` (a draft), `WAITING_FOR_REVIEW`, `IN_REVIEW` or `UNRESOLVED_ISSUES`.
    package var state: String
    /// Its platform, such as `IOS`.
    package var platform: String
    /// The Game Center versions (achievements', leaderboards', sets') its
    /// items name; read for a draft only.
    package var versionIDs: [String]
    /// How many of its items name something else (an app version, an
    /// in-app event); read for a draft only.
    package var otherItems: Int

    /// Creates an entry.
    package init(id: String, state: String, platform: String, versionIDs: [String], otherItems: Int) {
        self.id = id
        self.state = state
        self.platform = platform
        self.versionIDs = versionIDs
        self.otherItems = otherItems
    }

    /// The states in which a submission is open.
    package static let openStates = ["READY_FOR_REVIEW", "WAITING_FOR_REVIEW", "IN_REVIEW", "UNRESOLVED_ISSUES"]

    /// The platforms a review submission can be for (Apple's `Platform`).
    package static let platforms = ["IOS", "MAC_OS", "TV_OS", "VISION_OS"]

    /// Whether it is a draft, which can still take items.
    package var isDraft: Bool { state == "READY_FOR_REVIEW" }
}
