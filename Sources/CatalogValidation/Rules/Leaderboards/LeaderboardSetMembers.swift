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
    enum Meaning: Hashable {
        /// A leaderboard key of the catalog.
        case key
        /// The ID of the leaderboard with this key.
        case id(of: String)
        /// No key; this key is the closest one.
        case misspelt(String)
        /// No key, and none close enough (or not looked for).
        case unknown
    }

    /// Per set, per member, what it names (parallel to the sets' `leaderboards`).
    let meanings: [[Meaning]]
    /// The candidate keys compared in all, for the work it took.
    let comparisons: Int

    init(_ catalog: AchievementCatalog) {
        let keys = catalog.leaderboards.map(\.key.value)
        let known = Set(keys)
        let keyByID = Dictionary(catalog.leaderboards.map { ($0.id.value, $0.key.value) }, uniquingKeysWith: { first, _ in first })
        var index: SpellingIndex?
        var lookups = 0
        var comparisons = 0
        meanings = catalog.leaderboardSets.map { set in
            set.leaderboards.map { member in
                if known.contains(member.value) { return .key }
                if let key = keyByID[member.value] { return .id(of: key) }
                guard !member.value.isEmpty, lookups < DiagnosticLimits.perRule else { return .unknown }
                lookups += 1
                if index == nil { index = SpellingIndex(keys) }
                let match = index!.closest(to: member.value)
                comparisons += match.comparisons
                return match.word.map { .misspelt($0) } ?? .unknown
            }
        }
        self.comparisons = comparisons
    }
}
