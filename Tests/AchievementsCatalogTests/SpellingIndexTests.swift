import AchievementsCatalog
import Foundation
import Testing

/// The bounded did-you-mean: the banded distance agrees with the full one,
/// and a look-up's work is capped whatever the number of candidates.
@Suite("Spelling index")
struct SpellingIndexTests {
    /// The full optimal string alignment distance, for comparison.
    static func fullDistance(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1) }
            }
        }
        return table[a.count][b.count]
    }

    @Test("the banded distance is the full one when within the limit, and nil past it")
    func bandedDistance() {
        let words = ["", "a", "ab", "ba", "abc", "acb", "points", "pionts", "hidden", "hiddne", "weekly_score", "weekly_scor", "wekly_socre",
                     "best_score", "ach.total.0100", "ach.total.01OO", "xyz", "abcdefgh", "hgfedcba"]
        for first in words {
            for second in words {
                let (a, b) = (first.unicodeScalars.map(\.value), second.unicodeScalars.map(\.value))
                let full = Self.fullDistance(a, b)
                for limit in 0...9 {
                    #expect(Spelling.distance(a, b, atMost: limit) == (full <= limit ? full : nil), "\(first) \(second) \(limit)")
                }
            }
        }
    }

    @Test("a look-up compares at most 1,000 candidates of a fitting length, in the given order, and none of another length")
    func boundedLookUp() {
        let near = (0..<5_000).map { "k" + String(repeating: "x", count: 100) + String(format: "%05d", $0) }
        let far = (0..<5_000).map { "short_\($0)" }
        let index = SpellingIndex(far + near)
        let match = index.closest(to: "k" + String(repeating: "x", count: 100) + "0000q")
        #expect(match.comparisons == SpellingIndex.maximumComparisons)
        #expect(match.word == "k" + String(repeating: "x", count: 100) + "00000")
        #expect(index.closest(to: "k" + String(repeating: "x", count: 100) + "0040q").word == "k" + String(repeating: "x", count: 100) + "00400")
        // The word itself, past the first thousand, is never reached.
        #expect(index.closest(to: "k" + String(repeating: "x", count: 100) + "04999").word == "k" + String(repeating: "x", count: 100) + "00999")
        // A word equal but for case ends the look-up.
        // 13 comparisons of an 8-character word, each filling the word's length
        // times the band it may still use: short_0, 2 edits away, within 2 (8 × 5
        // cells); short_1, 1 edit away, within 1 (8 × 3); then 11 that must be
        // exact (8 × 1).
        #expect(index.closest(to: "Short_12") == SpellingIndex.Match(word: "short_12", comparisons: 13, cells: 40 + 24 + 11 * 8))
    }

    @Test("the index answers as the plain look-up on a handful of words")
    func sameAsPlain() {
        let fields = ["points", "hidden", "key", "id", "referenceName", "localizations", "group", "threshold"]
        let index = SpellingIndex(fields)
        for word in ["pionts", "hiddne", "ky", "referencename", "localisations", "grop", "treshold", "nothing", ""] {
            #expect(index.closest(to: word).word == Spelling.closest(to: word, in: fields), "\(word)")
        }
    }
}
