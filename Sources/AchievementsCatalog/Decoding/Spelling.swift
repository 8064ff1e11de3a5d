import SourceDiagnostics

/// Finds the known word a mistyped one was most likely meant to be, ignoring case.
package enum Spelling {
    /// The candidate closest to `word` by edit distance, if it is close enough
    /// to be a typo: at most a third of its length apart, and never less than 2.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        closest(to: word, in: candidates, within: max(2, word.count / 3))
    }

    /// Words longer than this are never taken for typos (an App Store
    /// Connect ID has at most 100 characters), so no word costs more than a
    /// bounded comparison.
    package static let maximumWordLength = 128
    /// The most edits ever allowed.
    package static let maximumDistance = 8

    /// The candidate closest to `word` within `limit` edits (at most
    /// ``maximumDistance``), if any; `nil` for words over ``maximumWordLength``.
    package static func closest(to word: String, in candidates: some Sequence<String>, within limit: Int) -> String? {
        guard word.unicodeScalars.count <= maximumWordLength else { return nil }
        let limit = min(limit, maximumDistance)
        let target = Array(word.lowercased())
        var best: (String, Int)?
        for candidate in candidates {
            guard abs(candidate.unicodeScalars.count - target.count) <= limit + 2,
                  candidate.unicodeScalars.count <= maximumWordLength else { continue }
            let other = Array(candidate.lowercased())
            guard abs(other.count - target.count) <= limit else { continue }
            let distance = editDistance(target, other)
            if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions
    /// and swaps of two neighbours each cost 1 (`pionts` is 1 from `points`).
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
