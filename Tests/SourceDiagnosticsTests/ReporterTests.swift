import Foundation
import DiagnosticReporters
import SourceDiagnostics
import Testing

private let sample = [
    Diagnostic(path: "c.yaml", position: SourcePosition(line: 3, column: 7), severity: .error, rule: .described("points-range"), message: "points must be between 0 and 100, not 120"),
    Diagnostic(path: "dir,with:odd%name.yaml", position: SourcePosition(line: 1, column: 1), severity: .warning, rule: .described("whitespace"), message: "50% done\r\nnext line"),
]

@Suite("Reporters")
struct ReporterTests {
    @Test("text: PATH:LINE:COLUMN: severity: message [rule], line breaks escaped so no line can be forged")
    func text() {
        #expect(TextReporter().report(sample) == """
            c.yaml:3:7: error: points must be between 0 and 100, not 120 [points-range]
            dir,with:odd%name.yaml:1:1: warning: 50% done\\u{d}\\u{a}next line [whitespace]

            """)
    }

    @Test("github: workflow commands with the runner's escaping")
    func github() {
        #expect(GitHubActionsReporter().report(sample) == """
            ::error file=c.yaml,line=3,col=7,title=points-range::points must be between 0 and 100, not 120
            ::warning file=dir%2Cwith%3Aodd%25name.yaml,line=1,col=1,title=whitespace::50%25 done\\u{d}\\u{a}next line

            """)
        let note = Diagnostic(path: "a", position: .startOfFile, severity: .note, rule: .described("r"), message: "m")
        #expect(GitHubActionsReporter().report([note]) == "::notice file=a,line=1,col=1,title=r::m\n")
    }

    @Test("json: parses back to the same fields")
    func json() throws {
        let output = JSONReporter().report(sample)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(parsed.count == 2)
        #expect(parsed[1]["path"] as? String == "dir,with:odd%name.yaml")
        #expect(parsed[1]["message"] as? String == "50% done\r\nnext line")
        #expect(parsed[0]["line"] as? Int == 3)
        #expect(parsed[0]["column"] as? Int == 7)
        #expect(parsed[0]["severity"] as? String == "error")
        #expect(parsed[0]["rule"] as? String == "points-range")
        #expect(JSONReporter().report([]) == "[]\n")
    }

    @Test("diagnostics sort by path, line, column, and keep order otherwise")
    func sorting() {
        let a = Diagnostic(path: "b", position: SourcePosition(line: 2, column: 1), severity: .error, rule: .described("x"), message: "1")
        let b = Diagnostic(path: "a", position: SourcePosition(line: 9, column: 9), severity: .error, rule: .described("x"), message: "2")
        let c = Diagnostic(path: "b", position: SourcePosition(line: 1, column: 5), severity: .error, rule: .described("x"), message: "3")
        let d = Diagnostic(path: "b", position: SourcePosition(line: 1, column: 5), severity: .error, rule: .described("y"), message: "4")
        #expect([a, b, c, d].sortedByPosition().map(\.message) == ["2", "3", "4", "1"])
    }
}
