import CatalogTestSupport
import Foundation
import Testing

/// Hostile shapes whose cost used to grow with the product of two sizes, or
/// with the whole file before a limit refused it: each is checked here by
/// what the command says, exactly (never by how long it took).
@Suite("Bounded work on hostile shapes", .tags(.process), .unlessSkipped(.process))
struct BoundedWorkTests {
    // Issue 38, item 1: the did-you-mean of set members.

    /// The fixture's set listing `best_score`, then `best_scor` (a typo the
    /// report names), 99 names close to no key, then `weekly_scor`: the 101st
    /// member that is not a key, past what `leaderboard-set-member` reports.
    static let members = ["best_score", "best_scor"] + (2...100).map { "n_\($0)" } + ["weekly_scor"]

    @Test("a set listing many unknown names: the first hundred are reported, the typo among them with its did-you-mean; a typo past them is not looked up")
    func setMembersPastTheCap() async throws {
        let list = "leaderboards: [\(Self.members.joined(separator: ", "))]"
        let (text, position) = FixtureCatalog.replacingWithPosition("leaderboards: [best_score, weekly_score]", with: list, offset: "leaderboards: [".count)
        let folder = try CLIRunner.folder(with: text)
        let result = try await CLIRunner.run(["validate"], in: folder)
        #expect(result.status == 1)
        let line = Int(position.split(separator: ":")[0])!
        var column = Int(position.split(separator: ":")[1])!
        var memberColumns: [String: Int] = [:]
        for member in Self.members {
            memberColumns[member] = column
            column += member.count + 2
        }
        let weeklyKey = FixtureCatalog.position(of: "weekly_score", in: text, onLineContaining: "- key: weekly_score")
        var expected = [
            "catalog.yaml:\(weeklyKey): error: leaderboard 'weekly_score' is in no leaderboard set; once an app has sets, App Store Connect needs every leaderboard in one [leaderboard-count]",
            "catalog.yaml:\(line):\(memberColumns["best_scor"]!): error: leaderboard set 'scores' lists 'best_scor', which is not a leaderboard key of the catalog; did you mean 'best_score'? [leaderboard-set-member]",
        ]
        for index in 2...100 {
            if index == 100 {
                expected.append("catalog.yaml:\(line):\(memberColumns["n_100"]!): error: leaderboard set 'scores' lists 102 leaderboards; App Store Connect allows at most 100 per set [leaderboard-count]")
            }
            expected.append("catalog.yaml:\(line):\(memberColumns["n_\(index)"]!): error: leaderboard set 'scores' lists 'n_\(index)', which is not a leaderboard key of the catalog [leaderboard-set-member]")
        }
        expected.append("catalog.yaml:1:1: error: 1 more diagnostics not shown (at most 100 per rule and 1000 in all); fix these and run again [diagnostics-truncated]")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(expected.count)) == expected, "\(result.stdout)")
        #expect(Array(lines.dropFirst(expected.count)) == ["103 errors, 0 warnings", ""], "\(result.stdout)")
    }

    @Test("a client file of near-ID literals: the first hundred are reported with their did-you-mean, the rest counted")
    func nearIDLiterals() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        let ids = ["ach.best.0010", "ach.best.0020", "ach.total.0100", "ach.control.tap", "ach.board.best", "ach.board.weekly"]
        let source = "let all = [\(ids.map { "\"\($0)\"" }.joined(separator: ", "))]\nlet near = [\n"
            + String(repeating: "    \"acx.best.0010\",\n", count: 150) + "]\n"
        try Data(source.utf8).write(to: folder.appendingPathComponent("Near.swift"))
        let result = try await CLIRunner.run(["validate", "--client", "Near.swift"], in: folder)
        #expect(result.status == 1)
        let expected = (3...102).map {
            "Near.swift:\($0):5: error: 'acx.best.0010' is not an achievement or leaderboard ID in catalog.yaml; did you mean 'ach.best.0010'? [client-unknown-id]"
        }
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(100)) == expected, "\(result.stdout.prefix(2_000))")
        #expect(Array(lines.dropFirst(100)) == [
            "Near.swift:1:1: error: 50 more diagnostics not shown (at most 100 per rule and 1000 in all); fix these and run again [diagnostics-truncated]",
            "101 errors, 0 warnings",
        ], "\(lines.dropFirst(100))")
    }

    // Issue 38, item 10: the CSV readers count rows while reading.

    /// `rows` lines of `cells` empty cells each.
    static func emptyCells(rows: Int, cells: Int) -> String {
        String(repeating: String(repeating: ",", count: cells - 1) + "\r\n", count: rows)
    }

    @Test("a 15 MB achievements sheet of empty cells is refused at the row past the limit, where reading stopped")
    func achievementsSheetOfEmptyCells() async throws {
        let folder = try CLIRunner.folder(with: HostileSurfaceTests.header + "\r\n" + Self.emptyCells(rows: 700_000, cells: 20), named: "sheet.csv")
        let result = try await CLIRunner.run(["import", "csv", "sheet.csv"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "sheet.csv:1002:1: error: the CSV has more than 1000 rows; a catalog holds at most 1000 (App Store Connect allows 100 achievements per app) [csv-import]\n1 error, 0 warnings\n",
                "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog.yaml").path))
    }

    @Test("a 15 MB leaderboards sheet of empty cells is refused at the row past the limit, where reading stopped")
    func leaderboardsSheetOfEmptyCells() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        #expect(try await CLIRunner.run(["export", "csv", "--output", "sheet.csv"], in: folder).status == 0)
        try Data((LeaderboardCSVHeader.text + Self.emptyCells(rows: 700_000, cells: 20)).utf8).write(to: folder.appendingPathComponent("leaderboards.csv"))
        let result = try await CLIRunner.run(["import", "csv", "sheet.csv", "--leaderboards", "leaderboards.csv", "--output", "new.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "leaderboards.csv:6002:1: error: the leaderboards CSV has more than 6000 rows; App Store Connect allows 500 leaderboards and 100 sets per app [csv-import]\n1 error, 0 warnings\n",
                "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.yaml").path))
    }

    @Test("a 16 MB leaderboards sheet of rows of a thousand empty cells is refused at its millionth cell, long before its row limit")
    func leaderboardsSheetOfWideRows() async throws {
        let folder = try CLIRunner.folder(with: FixtureCatalog.text)
        #expect(try await CLIRunner.run(["export", "csv", "--output", "sheet.csv"], in: folder).status == 0)
        try Data(Self.emptyCells(rows: 16_000, cells: 1_000).utf8).write(to: folder.appendingPathComponent("leaderboards.csv"))
        let result = try await CLIRunner.run(["import", "csv", "sheet.csv", "--leaderboards", "leaderboards.csv", "--output", "new.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "leaderboards.csv:1001:1: error: the file has more than 1000000 cells [csv-import]\n1 error, 0 warnings\n", "\(result.stdout)")
    }
}
