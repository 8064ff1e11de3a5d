import Foundation
import DiagnosticReporters
import SourceDiagnostics
import Testing

@Suite("SARIF 2.1.0 and coloured text")
struct SARIFReporterTests {
    private let diagnostics = [
        Diagnostic(path: "dir with space/c.yaml", position: SourcePosition(line: 3, column: 7), severity: .error, rule: .described("points-range"),
                   message: "points must be between 0 and 100, not 120"),
        Diagnostic(path: "c.yaml", position: .startOfFile, severity: .note, rule: .described("released-added"), message: "new"),
    ]
    private let rules = [
        RuleDescriptor(id: "points-range", category: .report, summary: "0 to 100 points each", example: "…"),
        RuleDescriptor(id: "released-added", severity: .note, category: .report, summary: "an achievement not released yet", example: "…"),
        RuleDescriptor(id: "unused", category: .report, summary: "not reported", example: "…"),
    ]

    @Test("the log has the version, the tool with the reported rules, and one result per diagnostic")
    func structure() throws {
        let text = SARIFReporter(toolVersion: "1.2.3", rules: rules).report(diagnostics)
        let log = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "achievements")
        #expect(driver["version"] as? String == "1.2.3")
        #expect((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["points-range", "released-added"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["level"] as? String } == ["error", "note"])
        #expect(results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String } == ["points must be between 0 and 100, not 120", "new"])
        let location = try #require((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "dir%20with%20space/c.yaml")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 3)
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 7)
    }

    @Test("text is coloured only when asked (the command asks only on a terminal without NO_COLOR)")
    func colour() {
        #expect(TextReporter().line(for: diagnostics[0]) == "dir with space/c.yaml:3:7: error: points must be between 0 and 100, not 120 [points-range]")
        #expect(TextReporter(colored: true).line(for: diagnostics[0])
                == "dir with space/c.yaml:3:7: \u{1B}[1;31merror\u{1B}[0m: points must be between 0 and 100, not 120 [points-range]")
    }
}
