/// `PATH:LINE:COLUMN: SEVERITY: MESSAGE [RULE]`, one diagnostic a line.
///
/// Xcode, editors and terminals turn this form into links to the position.
public struct TextReporter: DiagnosticReporter {
    /// Creates the reporter.
    public init() {}

    public func report(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { line(for: $0) + "\n" }.joined()
    }

    /// The line for one diagnostic, without the newline. Text from inputs
    /// is escaped (`TerminalText`), so no input can forge a line or send
    /// terminal escape sequences.
    public func line(for d: Diagnostic) -> String {
        let (path, message, rule) = d.printable
        return "\(path):\(d.position.line):\(d.position.column): \(d.severity.rawValue): \(message) [\(rule)]"
    }
}
