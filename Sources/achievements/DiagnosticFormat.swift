import ArgumentParser
import SourceDiagnostics

/// The `--format` choices for diagnostics, each backed by one reporter.
enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, github

    var reporter: any DiagnosticReporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .github: GitHubActionsReporter()
        }
    }
}

extension Array where Element == Diagnostic {
    /// With `strict`, warnings become errors.
    func applyingStrict(_ strict: Bool) -> [Diagnostic] {
        strict ? map { $0.severity == .warning ? $0.with(severity: .error) : $0 } : self
    }

    /// `N errors, M warnings`, with singular forms.
    var countLine: String {
        let errors = filter { $0.severity == .error }.count
        let warnings = filter { $0.severity == .warning }.count
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }
}
