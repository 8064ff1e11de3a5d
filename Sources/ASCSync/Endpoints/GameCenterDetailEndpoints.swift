/// The requests about the app's Game Center detail, which every kind hangs from.
package protocol GameCenterDetailEndpoints: Sendable {
    /// The app's Game Center detail and the group it belongs to, `nil`
    /// when the app has no detail yet.
    func readDetail(appID: String) async throws(ASCServiceError) -> GameCenterDetailState?
    /// Creates the app's Game Center detail; returns its resource ID.
    func createDetail(appID: String) async throws(ASCServiceError) -> String
    /// The app versions of a detail whose Game Center switch is off while
    /// they are being prepared, as `2.1 (PREPARE_FOR_SUBMISSION)`.
    func gameCenterDisabledAppVersions(detailID: String) async throws(ASCServiceError) -> [String]
    /// Makes the leaderboard `leaderboardID` (a resource ID) the app's
    /// default: the detail's, or for a detail in a group the group's.
    func setDefaultLeaderboard(detailID: String, inGroup: Bool, leaderboardID: String) async throws(ASCServiceError)
    /// Turns the app's challenges on or off (the detail's `challengeEnabled`).
    func setChallengesEnabled(detailID: String, _ enabled: Bool) async throws(ASCServiceError)
}

/// The app's Game Center detail as App Store Connect holds it.
package struct GameCenterDetailState: Sendable, Hashable {
    /// The detail's resource ID.
    package var detailID: String
    /// The group it belongs to, if any.
    package var groupID: String?
    /// The ID (vendor identifier) of the app's default leaderboard, the
    /// group's for a grouped app, if one is set.
    package var defaultLeaderboard: String?
    /// Whether the app's challenges are enabled, `nil` when the answer does not say.
    package var challengesEnabled: Bool?

    /// Creates a state.
    package init(detailID: String, groupID: String?, defaultLeaderboard: String? = nil, challengesEnabled: Bool? = nil) {
        self.detailID = detailID
        self.groupID = groupID
        self.defaultLeaderboard = defaultLeaderboard
        self.challengesEnabled = challengesEnabled
    }
}
