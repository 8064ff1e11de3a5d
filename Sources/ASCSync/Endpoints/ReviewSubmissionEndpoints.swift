/// The requests of `asc submit`: a review submission holding the versions to review.
package protocol ReviewSubmissionEndpoints: Sendable {
    /// Creates a review submission for the app; returns its resource ID.
    func createReviewSubmission(appID: String) async throws(ASCServiceError) -> String
    /// Adds an achievement version to a review submission.
    func addReviewItem(submissionID: String, versionID: String) async throws(ASCServiceError)
    /// Submits (`submitted: true`) or cancels (`canceled: true`) a review submission.
    func finishReviewSubmission(_ submissionID: String, submit: Bool) async throws(ASCServiceError)
}
