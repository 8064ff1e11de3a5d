import CatalogTestSupport
import Foundation
import Testing

/// `validate` on recurrence rules whose parts are named right but hold values
/// RFC 5545 does not allow: each part's value is checked, through the real command.
@Suite("Recurrence rules through validate", .tags(.process), .unlessSkipped(.process))
struct RecurrenceRuleCommandTests {
    @Test("a rule with known part names but impossible values is refused at the rule, in every format")
    func impossibleValues() async throws {
        let rule = "FREQ=WEEKLY;UNTIL=garbage;BYDAY=XX,YY;BYMONTH=13;WKST=ZZ;BYSETPOS=-9999"
        let text = FixtureCatalog.replacing("rule: FREQ=WEEKLY;INTERVAL=1", with: "rule: \(rule)")
        let folder = try CLIRunner.folder(with: text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.contains("rule: \(rule)") })
        let column = try #require(lines[index].range(of: "rule: ")).upperBound.utf16Offset(in: lines[index]) - lines[index].startIndex.utf16Offset(in: lines[index]) + 1
        let line = index + 1
        let message = "the recurrence rule of leaderboard 'weekly_score' is '\(rule)'; UNTIL is a date and time in UTC (YYYYMMDDTHHMMSSZ), such as 20271231T235959Z, as RFC 5545 asks when the start is a date and time"
        let result = try await CLIRunner.run(["validate"], in: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "catalog.yaml:\(line):\(column): error: \(message) [leaderboard-recurrence]\n1 error, 0 warnings\n")
        let json = try await CLIRunner.run(["validate", "--format", "json"], in: folder)
        #expect(json.status == 1)
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(decoded.count == 1)
        let first = try #require(decoded.first)
        #expect(first["rule"] as? String == "leaderboard-recurrence" && first["message"] as? String == message)
        #expect(first["line"] as? Int == line && first["column"] as? Int == column)
        // Each value put right in turn, the next part's is named.
        let fixed = text.replacingOccurrences(of: "UNTIL=garbage", with: "UNTIL=20271231T235959Z")
        try Data(fixed.utf8).write(to: folder.appendingPathComponent("catalog.yaml"))
        let next = try await CLIRunner.run(["validate"], in: folder)
        #expect(next.stdout.contains("; BYDAY is a list of weekdays (SU, MO, TU, WE, TH, FR or SA), each optionally after a week number from 1 to 53 with its sign, such as MO,WE or 1MO,-1FR, and 'XX' is not one [leaderboard-recurrence]"))
    }
}
