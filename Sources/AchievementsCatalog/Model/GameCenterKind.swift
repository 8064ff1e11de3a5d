/// One of the kinds of Game Center components the catalog holds.
///
/// Every stage that treats kinds differently (the catalog's sections,
/// retired entries, the lock, diff, the exports, the sync and its client,
/// the simulator) switches over this enumeration with no `default:`, so a
/// new case makes the compiler name each place that has to handle it.
/// The raw values are the words files hold: `kind:` in the lock and in
/// retired entries, and `kind` in the JSON plan.
package enum GameCenterKind: String, CaseIterable, Sendable, Hashable, Codable {
    /// An achievement (the default where a file names no kind).
    case achievement
    /// A leaderboard.
    case leaderboard
    /// A leaderboard set, which groups leaderboards.
    case leaderboardSet
    /// An activity: a deep link into one part of the game.
    case activity
    /// A Game Center challenge: a score competition on one leaderboard
    /// (the word is `gameCenterChallenge`, as the runtime's challenges are
    /// something else).
    case gameCenterChallenge

    /// The singular as plans and messages write it for people (`leaderboard set`).
    package var noun: String {
        switch self {
        case .achievement: "achievement"
        case .leaderboard: "leaderboard"
        case .leaderboardSet: "leaderboard set"
        case .activity: "activity"
        case .gameCenterChallenge: "Game Center challenge"
        }
    }

    /// The plural as plans and messages write it for people (`leaderboard sets`).
    package var plural: String {
        switch self {
        case .achievement: "achievements"
        case .leaderboard: "leaderboards"
        case .leaderboardSet: "leaderboard sets"
        case .activity: "activities"
        case .gameCenterChallenge: "Game Center challenges"
        }
    }

    /// Whether the catalog looks for `KEY.png` when a resource names no
    /// image: activities and challenges have no default name (their image
    /// is 3840×2160, unlike the other kinds').
    package var hasDefaultImageName: Bool {
        switch self {
        case .achievement, .leaderboard, .leaderboardSet: true
        case .activity, .gameCenterChallenge: false
        }
    }

    /// Whether App Store Connect can archive one (sets have no archived
    /// state: retiring one only keeps its ID from being used again).
    package var canArchive: Bool {
        switch self {
        case .achievement, .leaderboard, .activity, .gameCenterChallenge: true
        case .leaderboardSet: false
        }
    }

    /// Every kind's file word, in order (what a lock's `kind:` may say).
    package static var names: [String] { allCases.map(\.rawValue) }
}
