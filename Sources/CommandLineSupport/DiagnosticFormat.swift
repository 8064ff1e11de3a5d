import ArgumentParser
import Foundation
import DiagnosticReporters
import SourceDiagnostics

/// The `--format` choices for diagnostics, each backed by one reporter.
package enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, github, sarif

    package var reporter: any DiagnosticReporter {
        switch self {
        case .text: TextReporter(colored: TerminalColor.isEnabled)
        case .json: JSONReporter()
        case .github: GitHubActionsReporter()
        case .sarif: SARIFReporter(toolVersion: RuleCatalogue.toolVersion, rules: RuleCatalogue.all)
        }
    }
}

/// Whether text output is coloured: only when standard output is a terminal
/// and `NO_COLOR` is not set (no-color.org).
package enum TerminalColor {
    package static var isEnabled: Bool {
        isatty(STDOUT_FILENO) == 1 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    }
}

package extension Array where Element == Diagnostic {
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
