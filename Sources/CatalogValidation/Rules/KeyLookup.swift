import AchievementsCatalog
import SourceDiagnostics

/// Resolves names written where a key of one kind is expected (a set's
/// members, an activity's associations, a challenge's leaderboard): a key,
/// the resource's ID written instead, a typo of a key, or nothing. The
/// did-you-mean is looked for only for the first `DiagnosticLimits.perRule`
/// names that are not keys, so thousands of unknown names cost a hundred
/// bounded look-ups, not names × keys.
struct KeyLookup {
    /// What one name names.
    enum Meaning: Hashable {
        /// A key of the kind.
        case key
        /// The ID of the resource with this key.
        case id(of: String)
        /// No key; this key is the closest one.
        case misspelt(String)
        /// No key, and none close enough (or not looked for).
        case unknown
    }

    /// The candidate keys compared in all, for the work it took.
    private(set) var comparisons = 0
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
    mutating func meaning(of name: String) -> Meaning {
        if known.contains(name) { return .key }
        if let key = keyByID[name] { return .id(of: key) }
        guard !name.isEmpty, lookups < DiagnosticLimits.perRule else { return .unknown }
        lookups += 1
        if index == nil { index = SpellingIndex(keys) }
        let match = index!.closest(to: name)
        comparisons += match.comparisons
        return match.word.map { .misspelt($0) } ?? .unknown
    }

    /// The end of a message about `meaning`, for a name that is not a key of `noun`.
    static func hint(_ meaning: Meaning, noun: String) -> String {
        switch meaning {
        case .id(of: let key): "; that is the ID of '\(key)': write the \(noun)'s key"
        case .misspelt(let key): "; did you mean '\(key)'?"
        case .key, .unknown: ""
        }
    }
}
