/// The requests about the app's Game Center detail, which every kind hangs from.
package protocol GameCenterDetailEndpoints: Sendable {
    /// Creates the app's Game Center detail; returns its resource ID.
    func createDetail(appID: String) async throws(ASCServiceError) -> String
    /// The app versions of a detail whose Game Center switch is off while
    /// they are being prepared, as `2.1 (PREPARE_FOR_SUBMISSION)`.
    func gameCenterDisabledAppVersions(detailID: String) async throws(ASCServiceError) -> [String]
}
