import AchievementsCatalog
import SourceDiagnostics

/// Resolves names written where a key of one kind is expected (an
/// activity's associations, a challenge's leaderboard): a key, another
/// resource's ID written instead, a typo of a key, or nothing. The
/// did-you-mean is looked for only for the first `DiagnosticLimits.perRule`
/// names that are not keys, so thousands of unknown names cost a hundred
/// bounded look-ups, not names × keys.
struct KeyLookup {
    private let known: Set<String>
    private let keyByID: [String: String]
    private let keys: [String]
    private var index: SpellingIndex?
    private var lookups = 0

    /// A lookup among `keys`, with `ids` the ID of each key.
    init(keys: [String], ids: [String]) {
        self.keys = keys
        known = Set(keys)
        keyByID = Dictionary(zip(ids, keys).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
    }

    /// What `name` names.
    mutating func meaning(of name: String) -> LeaderboardSetMembers.Meaning {
        if known.contains(name) { return .key }
        if let key = keyByID[name] { return .id(of: key) }
        guard !name.isEmpty, lookups < DiagnosticLimits.perRule else { return .unknown }
        lookups += 1
        if index == nil { index = SpellingIndex(keys) }
        return index!.closest(to: name).word.map { .misspelt($0) } ?? .unknown
    }

    /// The end of a message about `meaning`, for a name that is not a key of `noun`.
    static func hint(_ meaning: LeaderboardSetMembers.Meaning, noun: String) -> String {
        switch meaning {
        case .id(of: let key): "; that is the ID of '\(key)': write the \(noun)'s key"
        case .misspelt(let key): "; did you mean '\(key)'?"
        case .key, .unknown: ""
        }
    }
}
