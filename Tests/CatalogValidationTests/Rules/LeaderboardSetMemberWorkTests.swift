import AchievementsCatalog
import CatalogTestSupport
@testable import CatalogValidation
import SourceDiagnostics
import Testing

/// Issue 38's shape: 500 leaderboards with 120-character keys and a set
/// listing 1,000 keys that do not exist, which took minutes when every
/// member was compared with every key. Its work is counted, not timed.
@Suite("Set members: bounded did-you-mean")
struct LeaderboardSetMemberWorkTests {
    /// The fixture with `count` more leaderboards, keys of 120 characters, and its set listing `members`.
    static func catalog(leaderboards count: Int, members: [String]) throws -> AchievementCatalog {
        let boards = (1...count).map { index in
            """
              - key: \(key(index))
                id: ach.board.b\(index)
                referenceName: Board \(index)
                format: INTEGER
                sort: DESC
                submission: BEST_SCORE
                localizations:
                  en:
                    title: Board \(index)
                  es:
                    title: Tabla \(index)

            """
        }.joined()
        let text = FixtureCatalog.text
            .replacingOccurrences(of: "leaderboardSets:\n", with: boards + "leaderboardSets:\n")
            .replacingOccurrences(of: "leaderboards: [best_score, weekly_score]", with: "leaderboards: [\(members.joined(separator: ", "))]")
        return try #require(CatalogLoader().load(text: text, path: "c.yaml").catalog)
    }

    /// A key of 120 characters.
    static func key(_ index: Int) -> String {
        "board_" + String(repeating: "a", count: 108) + String(100_000 + index)
    }

    @Test("1,000 unknown members against 500 keys: a hundred look-ups, each over the keys of a fitting length")
    func hundredLookUps() throws {
        let members = (1...1_000).map { "board_" + String(repeating: "b", count: 108) + String(200_000 + $0) }
        let catalog = try Self.catalog(leaderboards: 500, members: members)
        let resolved = LeaderboardSetMembers(catalog)
        // 500 new keys of 120 characters; the fixture's two are too short to compare.
        #expect(resolved.comparisons == 100 * 500)
        #expect(resolved.meanings[0].count == 1_000)
        #expect(resolved.meanings[0].allSatisfy { $0 == .unknown })
    }

    @Test("a typo among the first hundred unknown members is named")
    func typoNamed() throws {
        var members = (1...150).map { "nothing_\($0)" }
        let typo = "board_" + String(repeating: "a", count: 107) + "c" + String(100_007)
        members.insert(typo, at: 3)
        let catalog = try Self.catalog(leaderboards: 10, members: members)
        let resolved = LeaderboardSetMembers(catalog)
        #expect(resolved.meanings[0][3] == .misspelt(Self.key(7)))
        var findings = RuleFindings(path: "c.yaml", rule: LeaderboardSetMemberRule.descriptor.id)
        LeaderboardSetMemberRule().check(RuleContext(catalog: catalog), into: &findings)
        #expect(findings.diagnostics.filter { $0.message.contains("did you mean") }.map(\.message)
                == ["leaderboard set 'scores' lists '\(typo)', which is not a leaderboard key of the catalog; did you mean '\(Self.key(7))'?"])
        #expect(findings.diagnostics.count == 101)
    }
}
