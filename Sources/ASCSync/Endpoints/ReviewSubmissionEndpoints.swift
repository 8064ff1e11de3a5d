/// The requests of `asc submit`: a review submission holding the versions to review.
package protocol ReviewSubmissionEndpoints: Sendable {
    /// Creates a review submission for the app; returns its resource ID.
    func createReviewSubmission(appID: String) async throws(ASCServiceError) -> String
    /// Adds a version of a `kind` resource to a review submission.
    func addReviewItem(submissionID: String, kind: ResourceKind, versionID: String) async throws(ASCServiceError)
    /// Submits (`submitted: true`) or cancels (`canceled: true`) a review submission.
    func finishReviewSubmission(_ submissionID: String, submit: Bool) async throws(ASCServiceError)
}
