import AchievementsCatalog

/// The longest list the sync reads of each kind: what App Store Connect can
/// hold there, with a margin. A longer list is a hostile or broken server,
/// and reading on would cost a request per item and memory without end.
struct ListBound: Sendable {
    /// The most items.
    var count: Int
    /// Why, as the refusal says it.
    var reason: String

    /// A detail's (or group's) achievements: ASC holds at most 100 per app
    /// (ASCLimits); five times that leaves room for archived ones still listed.
    static let achievements = ListBound(count: ASCLimits.maxAchievements * 5,
                                        reason: "App Store Connect holds at most \(ASCLimits.maxAchievements) achievements per app")
    /// A detail's (or group's) leaderboards: at most 500 per app with sets (ASCLimits), five times that for archived ones.
    static let leaderboards = ListBound(count: ASCLimits.maxLeaderboardsWithSets * 5,
                                        reason: "App Store Connect holds at most \(ASCLimits.maxLeaderboardsWithSets) leaderboards per app")
    /// A detail's (or group's) leaderboard sets: at most 100 per app (ASCLimits), with the same margin.
    static let leaderboardSets = ListBound(count: ASCLimits.maxLeaderboardSets * 5,
                                           reason: "App Store Connect holds at most \(ASCLimits.maxLeaderboardSets) leaderboard sets per app")
    /// A detail's (or group's) activities or challenges: Apple documents no
    /// limit on their number; 1,000 is far past any game's (a guess).
    static let activities = ListBound(count: 1000, reason: "no game has that many activities")
    /// As for activities.
    static let gameCenterChallenges = ListBound(count: 1000, reason: "no game has that many Game Center challenges")
    /// A set's leaderboards: at most 100 (ASCLimits), with the same margin.
    static let setMembers = ListBound(count: ASCLimits.maxLeaderboardsPerSet * 5,
                                      reason: "a leaderboard set holds at most \(ASCLimits.maxLeaderboardsPerSet) leaderboards")
    /// An achievement's versions: one per released change; 100 is far past any real history.
    static let versions = ListBound(count: 100, reason: "no achievement has that many versions")
    /// A version's localizations: one per locale, and ASC has one code per language it supports (ASCLimits.localeCodes).
    static let localizations = ListBound(count: 100, reason: "App Store Connect has \(ASCLimits.localeCodes.count) locales")
    /// A detail's Game Center app versions: one per app version of each platform; 1,000 is far past any app's history.
    static let appVersions = ListBound(count: 1000, reason: "no app has that many versions")
    /// An app's open review submissions for one platform: App Store Connect
    /// holds one at a time (two in review, one with an app version and one
    /// without); 20 is far past that.
    static let openReviewSubmissions = ListBound(count: 20, reason: "App Store Connect holds one open review submission per app and platform")
    /// A review submission's items: at most 200 Game Center components (ASCLimits), with room for an app version and its other items.
    static let reviewItems = ListBound(count: ASCLimits.reviewSubmissionItems * 5, reason: "a review submission holds at most \(ASCLimits.reviewSubmissionItems) Game Center components")
}
