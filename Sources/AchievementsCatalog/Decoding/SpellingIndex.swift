/// Candidate words indexed by length, for the did-you-mean of a rule that
/// may ask about many words against many candidates (set members against
/// leaderboard keys, code literals against catalog IDs).
///
/// A look-up compares the word only with candidates whose length is within
/// the edits allowed, in the order they were given, stops a comparison as
/// soon as it cannot beat the best so far, and makes at most
/// ``maximumComparisons`` comparisons; so one look-up costs at most
/// `maximumComparisons × (2 × Spelling.maximumDistance + 1) ×
/// Spelling.maximumWordLength` steps, whatever the catalog.
package struct SpellingIndex: Sendable {
    /// The most candidates one look-up compares a word with: more than App
    /// Store Connect's 500 leaderboards or 100 achievements per app, so a
    /// real catalog's candidates are all looked at; a larger catalog's
    /// candidates past this many (of a fitting length) are not.
    package static let maximumComparisons = 1_000

    /// What one look-up found, and the work it took.
    package struct Match: Sendable, Hashable {
        /// The closest candidate, if one is close enough.
        package var word: String?
        /// The candidates it was compared with.
        package var comparisons: Int
        /// The cells of the edit tables those comparisons could fill at most:
        /// for each, the word's length times the band's width. The measure
        /// of work for a caller that budgets many look-ups.
        package var cells: Int

        /// A match of `word` after `comparisons` comparisons filling at most `cells` cells.
        package init(word: String?, comparisons: Int, cells: Int) {
            self.word = word
            self.comparisons = comparisons
            self.cells = cells
        }
    }

    private let words: [String]
    private let folded: [[UInt32]]
    /// Candidate positions by folded length, each list in the given order.
    private let byLength: [Int: [Int]]

    /// Indexes `candidates`; words longer than `Spelling.maximumWordLength` are left out.
    package init(_ candidates: some Sequence<String>) {
        var words: [String] = []
        var folded: [[UInt32]] = []
        var byLength: [Int: [Int]] = [:]
        for candidate in candidates {
            guard let scalars = Spelling.folded(candidate) else { continue }
            byLength[scalars.count, default: []].append(words.count)
            words.append(candidate)
            folded.append(scalars)
        }
        self.words = words
        self.folded = folded
        self.byLength = byLength
    }

    /// The candidate closest to `word`, if it is close enough to be a typo: at
    /// most a third of its length apart, and never less than 2 (as
    /// `Spelling.closest(to:in:)`).
    package func closest(to word: String) -> Match {
        closest(to: word, within: max(2, word.unicodeScalars.count / 3))
    }

    /// The first candidate, in the given order, at the fewest edits from
    /// `word` within `limit` (at most `Spelling.maximumDistance`), among the
    /// first ``maximumComparisons`` of a fitting length.
    package func closest(to word: String, within limit: Int) -> Match {
        guard let target = Spelling.folded(word) else { return Match(word: nil, comparisons: 0, cells: 0) }
        let limit = min(limit, Spelling.maximumDistance)
        // The lists of every fitting length, merged back into the given order.
        let lists = (max(0, target.count - limit)...(target.count + limit)).compactMap { byLength[$0] }
        var cursors = [Int](repeating: 0, count: lists.count)
        var best: (index: Int, distance: Int)?
        var comparisons = 0
        var cells = 0
        while comparisons < Self.maximumComparisons {
            var next: (list: Int, index: Int)?
            for (list, candidates) in lists.enumerated() where cursors[list] < candidates.count {
                let index = candidates[cursors[list]]
                if next == nil || index < next!.index { next = (list, index) }
            }
            guard let next else { break }
            cursors[next.list] += 1
            comparisons += 1
            let bound = best.map { $0.distance - 1 } ?? limit
            cells += target.count * (2 * max(0, bound) + 1)
            if let distance = Spelling.distance(target, folded[next.index], atMost: bound) {
                best = (next.index, distance)
                if distance == 0 { break }
            }
        }
        return Match(word: best.map { words[$0.index] }, comparisons: comparisons, cells: cells)
    }
}
