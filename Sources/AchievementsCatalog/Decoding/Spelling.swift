import SourceDiagnostics

/// Finds the known word a mistyped one was most likely meant to be, ignoring case.
package enum Spelling {
    /// The candidate closest to `word` by edit distance, if it is close enough
    /// to be a typo: at most a third of its length apart, and never less than 2.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        closest(to: word, in: candidates, within: max(2, word.unicodeScalars.count / 3))
    }

    /// Words longer than this are never taken for typos (an App Store
    /// Connect ID has at most 100 characters), so no word costs more than a
    /// bounded comparison.
    package static let maximumWordLength = 128
    /// The most edits ever allowed.
    package static let maximumDistance = 8

    /// The candidate closest to `word` within `limit` edits (at most
    /// ``maximumDistance``), if any; `nil` for words over ``maximumWordLength``.
    /// Meant for a handful of candidates (a mapping's fields, an enum's
    /// values); many candidates asked about many times go in a ``SpellingIndex``.
    package static func closest(to word: String, in candidates: some Sequence<String>, within limit: Int) -> String? {
        guard let target = folded(word) else { return nil }
        let limit = min(limit, maximumDistance)
        var best: (String, Int)?
        for candidate in candidates {
            guard abs(candidate.unicodeScalars.count - target.count) <= limit + 2, let other = folded(candidate) else { continue }
            let bound = best.map { $0.1 - 1 } ?? limit
            if let distance = distance(target, other, atMost: bound) { best = (candidate, distance) }
        }
        return best?.0
    }

    /// `word` in lower case as scalars, or `nil` when it is longer than ``maximumWordLength``.
    package static func folded(_ word: String) -> [UInt32]? {
        // ASCII, as keys, fields and IDs are, is folded byte by byte.
        var scalars: [UInt32] = []
        scalars.reserveCapacity(min(word.utf8.count, maximumWordLength))
        for byte in word.utf8 {
            guard byte < 0x80 else {
                guard word.unicodeScalars.count <= maximumWordLength else { return nil }
                return word.lowercased().unicodeScalars.map { $0.value }
            }
            guard scalars.count < maximumWordLength else { return nil }
            scalars.append(UInt32(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte))
        }
        return scalars
    }

    /// The optimal string alignment distance of `a` and `b` when it is at most
    /// `limit`, else `nil`: insertions, deletions, substitutions and swaps of
    /// two neighbours each cost 1 (`pionts` is 1 from `points`). Only the band
    /// of `2 × limit + 1` diagonals is computed, and a row past `limit` ends it.
    package static func distance(_ a: [UInt32], _ b: [UInt32], atMost limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let beyond = limit + 1
        var previous2 = [Int](repeating: beyond, count: b.count + 1)
        var previous = [Int](repeating: beyond, count: b.count + 1)
        for j in 0...min(b.count, limit) { previous[j] = j }
        var current = [Int](repeating: beyond, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = i <= limit ? i : beyond
            if low > 1 { current[low - 1] = beyond }
            var rowBest = current[0]
            if low <= high {
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, previous2[j - 2] + 1)
                    }
                    current[j] = min(value, beyond)
                    rowBest = min(rowBest, current[j])
                }
            }
            if high < b.count { current[high + 1] = beyond }
            if rowBest > limit { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
