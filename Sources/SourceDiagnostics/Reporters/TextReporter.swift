/// `PATH:LINE:COLUMN: SEVERITY: MESSAGE [RULE]`, one diagnostic a line.
///
/// Xcode, editors and terminals turn this form into links to the position.
package struct TextReporter: DiagnosticReporter {
    /// Whether the severity word is coloured with ANSI escapes (only ever on a terminal).
    package var colored: Bool

    /// Creates the reporter; plain text unless `colored`.
    package init(colored: Bool = false) {
        self.colored = colored
    }

    package func report(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { line(for: $0) + "\n" }.joined()
    }

    /// The line for one diagnostic, without the newline. Text from inputs
    /// is escaped (`TerminalText`), so no input can forge a line or send
    /// terminal escape sequences.
    package func line(for d: Diagnostic) -> String {
        let (path, message, rule) = d.printable
        return "\(path):\(d.position.line):\(d.position.column): \(severity(d.severity)): \(message) [\(rule)]"
    }

    /// The severity word, bold and coloured when ``colored``.
    private func severity(_ severity: Severity) -> String {
        guard colored else { return severity.rawValue }
        let color = switch severity {
        case .error: "31"
        case .warning: "33"
        case .note: "36"
        }
        return "\u{1B}[1;\(color)m\(severity.rawValue)\u{1B}[0m"
    }
}
