import AchievementsCatalog

/// Tells which string literals of the game's code may be catalog IDs: those
/// with the catalog's ID prefix, and dotted ones within 2 edits of a catalog
/// ID (`ach.total.01OO`).
///
/// The near-ID test compares a literal only with IDs of a fitting length
/// (``SpellingIndex``), answers a literal seen before from memory, and stops
/// after ``ClientCheckLimits/nearIDComparisons`` comparisons in a run; from
/// then on, only the prefix counts, and the check says so once.
struct NearIDMatcher: Sendable {
    /// The catalog's ID prefix with its dot: `ach.`.
    let prefix: String
    private let index: SpellingIndex
    /// Answers worked out before, by literal (at most ``ClientCheckLimits/nearIDAnswers``).
    private var answers: [String: Bool] = [:]
    /// The most comparisons of the run (``ClientCheckLimits/nearIDComparisons``).
    let budget: Int
    /// Candidate IDs compared so far in this run.
    private(set) var comparisons = 0
    /// Whether a literal went without the near-ID test because the comparisons ran out.
    private(set) var isExhausted = false

    /// A matcher for `ids`, with `prefix` (with its dot).
    init(prefix: String, ids: some Sequence<String>, budget: Int = ClientCheckLimits.nearIDComparisons) {
        self.prefix = prefix
        self.budget = budget
        index = SpellingIndex(ids)
    }

    /// Whether `value` may be a catalog ID.
    mutating func looksLikeID(_ value: String) -> Bool {
        if value.hasPrefix(prefix) { return true }
        guard value.contains(".") else { return false }
        if let answer = answers[value] { return answer }
        guard comparisons < budget else {
            isExhausted = true
            return false
        }
        let match = index.closest(to: value, within: 2)
        comparisons += match.comparisons
        if match.comparisons > 0, answers.count < ClientCheckLimits.nearIDAnswers { answers[value] = match.word != nil }
        return match.word != nil
    }
}
