import AchievementsCatalog
import SourceDiagnostics

/// What each member of the catalog's leaderboard sets names, worked out once
/// for `leaderboard-set-member` (which reports the members that are not
/// keys) and `leaderboard-count` (which counts a member written as an ID,
/// or misspelt, as the leaderboard meant).
///
/// The did-you-mean is looked for only for the first
/// `DiagnosticLimits.perRule` members that are not keys, in catalog order:
/// the most `leaderboard-set-member` reports. So a set listing thousands of
/// unknown names costs a hundred bounded look-ups, not members × keys.
struct LeaderboardSetMembers {
    /// What one member names.
    typealias Meaning = KeyLookup.Meaning

    /// Per set, per member, what it names (parallel to the sets' `leaderboards`).
    let meanings: [[Meaning]]
    /// The candidate keys compared in all, for the work it took.
    let comparisons: Int

    init(_ catalog: AchievementCatalog) {
        var lookup = KeyLookup(keys: catalog.leaderboards.map(\.key.value), ids: catalog.leaderboards.map(\.id.value))
        meanings = catalog.leaderboardSets.map { set in set.leaderboards.map { lookup.meaning(of: $0.value) } }
        comparisons = lookup.comparisons
    }
}
