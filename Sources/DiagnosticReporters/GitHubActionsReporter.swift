import SourceDiagnostics
/// GitHub Actions workflow commands: `::error file=F,line=L,col=C,title=RULE::MESSAGE`.
///
/// Escaping follows the runner's rules: in the message `%`, CR and LF become
/// `%25`, `%0D` and `%0A`; in property values `:` and `,` also become `%3A` and `%2C`.
/// Other control and invisible characters from inputs are written as `\u{…}`
/// first (`TerminalText`), so nothing can start a workflow command of its own.
package struct GitHubActionsReporter: DiagnosticReporter {
    /// Creates the reporter.
    package init() {}

    package func report(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { d in
            let command = d.severity == .note ? "notice" : d.severity.rawValue
            let (path, message, rule) = d.printable
            let properties = [
                "file=\(Self.escapeProperty(path))",
                "line=\(d.position.line)",
                "col=\(d.position.column)",
                "title=\(Self.escapeProperty(rule))",
            ].joined(separator: ",")
            return "::\(command) \(properties)::\(Self.escapeData(message))\n"
        }.joined()
    }

    /// Escapes a message (the data part of a workflow command).
    package static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Escapes a property value of a workflow command.
    package static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
