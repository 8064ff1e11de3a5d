import SourceDiagnostics
import Testing

@Suite("Diagnostic limits and terminal text")
struct DiagnosticLimitsTests {
    private func diagnostic(_ rule: String, line: Int = 1) -> Diagnostic {
        Diagnostic(path: "c.yaml", position: SourcePosition(line: line, column: 1), severity: .error, rule: .described(rule), message: "m")
    }

    @Test("at most 100 per rule and 1000 in all, with one closing note counting the rest")
    func capped() {
        let many = (0..<150).map { diagnostic("a", line: $0) } + (0..<2_000).flatMap { index in [diagnostic("r\(index)")] }
        let capped = DiagnosticLimits.capped(many)
        #expect(capped.count == 1_001)
        #expect(capped.filter { $0.rule.rawValue == "a" }.count == 100)
        #expect(capped.last?.message == "1150 more diagnostics not shown (at most 100 per rule and 1000 in all); fix these and run again")
        #expect(capped.last?.rule.rawValue == "diagnostics-truncated")
        #expect(DiagnosticLimits.capped([diagnostic("a")]) == [diagnostic("a")])
    }

    @Test("a collector keeps 100 per rule and folds its note into the final cap")
    func collector() {
        var collector = DiagnosticCollector()
        for line in 1...250 { collector.add(diagnostic("a", line: line)) }
        #expect(collector.diagnostics.count == 100)
        #expect(collector.dropped == 150)
        let capped = DiagnosticLimits.capped(collector.finished(path: "c.yaml").sortedByPosition())
        #expect(capped.count == 101)
        #expect(capped.last?.message == "150 more diagnostics not shown (at most 100 per rule and 1000 in all); fix these and run again")
        #expect(capped.last?.leftOut == 150)
    }

    @Test("two stages' closing notes fold into one by their counts, whatever their messages say")
    func foldedNotes() {
        var first = DiagnosticCollector(), second = DiagnosticCollector()
        for line in 1...130 { first.add(diagnostic("a", line: line)) }
        for line in 1...107 { second.add(diagnostic("b", line: line)) }
        var notes = first.finished(path: "c.yaml") + second.finished(path: "lock.yaml")
        #expect(notes.filter { $0.rule.rawValue == "diagnostics-truncated" }.map(\.leftOut) == [30, 7])
        // A message that happens to start with a number counts nothing of its own.
        notes[100].message = "99 problems"
        let capped = DiagnosticLimits.capped(notes)
        #expect(capped.filter { $0.rule.rawValue == "diagnostics-truncated" }.count == 1)
        #expect(capped.last?.message == "37 more diagnostics not shown (at most 100 per rule and 1000 in all); fix these and run again")
        #expect(capped.last?.severity == .error)
    }

    @Test("control, bidirectional and line-break characters are escaped; ordinary text is not")
    func terminalText() {
        #expect(TerminalText.escaped("plain café ✓") == "plain café ✓")
        #expect(TerminalText.escaped("a\u{1B}[31mb\nc\u{202E}d\u{85}") == "a\\u{1b}[31mb\\u{a}c\\u{202e}d\\u{85}")
        #expect(TerminalText.escapedLines("one\u{7}\ntwo") == "one\\u{7}\ntwo")
        // Joiners that scripts and emoji need are printed as they are; a BOM or a zero-width space is not.
        #expect(TerminalText.escaped("می\u{200C}خواهم 👨\u{200D}👩\u{200D}👧") == "می\u{200C}خواهم 👨\u{200D}👩\u{200D}👧")
        #expect(TerminalText.escaped("a\u{FEFF}b\u{200B}c") == "a\\u{feff}b\\u{200b}c")
    }

    @Test("messages are cut at 1,000 characters in every format")
    func boundedMessage() {
        let long = Diagnostic(path: "c.yaml", position: .startOfFile, severity: .error, rule: .described("r"), message: String(repeating: "x", count: 5_000))
        #expect(long.boundedMessage == String(repeating: "x", count: 1_000) + "… (4000 more characters)")
        #expect(TextReporter().line(for: long).count < 1_100)
        #expect(DiagnosticLimits.quote(String(repeating: "y", count: 500)) == "'" + String(repeating: "y", count: 80) + "…'")
    }
}
