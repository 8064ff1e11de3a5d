/// `PATH:LINE:COLUMN: SEVERITY: MESSAGE [RULE]`, one diagnostic a line.
///
/// Xcode, editors and terminals turn this form into links to the position.
public struct TextReporter: DiagnosticReporter {
    /// Creates the reporter.
    public init() {}

    public func report(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { line(for: $0) + "\n" }.joined()
    }

    /// The line for one diagnostic, without the newline.
    public func line(for d: Diagnostic) -> String {
        let message = d.message.replacingNewlines(with: " ")
        return "\(d.path):\(d.position.line):\(d.position.column): \(d.severity.rawValue): \(message) [\(d.rule)]"
    }
}

extension String {
    func replacingNewlines(with replacement: String) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for character in self {
            if character.isNewline { out += replacement } else { out.append(character) }
        }
        return out
    }
}
