import AchievementsCatalog

/// Tells which string literals of the game's code may be catalog IDs: those
/// with the catalog's ID prefix, and dotted ones within 2 edits of a catalog
/// ID (`ach.total.01OO`).
///
/// The near-ID test compares a literal only with IDs of a fitting length
/// (``SpellingIndex``), answers a literal seen before from memory, and stops
/// once its comparisons have filled ``ClientCheckLimits/nearIDCells`` cells of
/// edit tables in a run (a long ID costs more than a short one); from then
/// on, only the prefix counts, and the check says so once.
struct NearIDMatcher: Sendable {
    /// The catalog's ID prefix with its dot: `ach.`.
    let prefix: String
    private let index: SpellingIndex
    /// Answers worked out before, by literal (at most ``ClientCheckLimits/nearIDAnswers``).
    private var answers: [String: Bool] = [:]
    /// The most cells of the run (``ClientCheckLimits/nearIDCells``).
    let budget: Int
    /// Candidate IDs compared so far in this run.
    private(set) var comparisons = 0
    /// Cells of edit tables those comparisons could fill at most.
    private(set) var cells = 0
    /// Whether a literal went without the near-ID test because the budget ran out.
    private(set) var isExhausted = false

    /// A matcher for `ids`, with `prefix` (with its dot).
    init(prefix: String, ids: some Sequence<String>, budget: Int = ClientCheckLimits.nearIDCells) {
        self.prefix = prefix
        self.budget = budget
        index = SpellingIndex(ids)
    }

    /// Whether `value` may be a catalog ID.
    mutating func looksLikeID(_ value: String) -> Bool {
        if value.hasPrefix(prefix) { return true }
        guard value.contains(".") else { return false }
        if let answer = answers[value] { return answer }
        guard cells < budget else {
            isExhausted = true
            return false
        }
        let match = index.closest(to: value, within: 2)
        comparisons += match.comparisons
        cells += match.cells
        if match.comparisons > 0, answers.count < ClientCheckLimits.nearIDAnswers { answers[value] = match.word != nil }
        return match.word != nil
    }
}
