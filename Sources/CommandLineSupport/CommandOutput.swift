import ArgumentParser
import AchievementsCatalog
import CatalogValidation
import SourceDiagnostics

/// The one place commands print diagnostics and choose the exit status for
/// a stage that failed.
package enum CommandOutput {
    /// The value of `result`, or its diagnostics printed in `format` and
    /// exit status 1 (`countLine`: text ends with the count line).
    package static func require<Value>(_ result: Result<Value, DiagnosticList>, countLine: Bool = false, format: DiagnosticFormat = .text) throws -> Value {
        switch result {
        case .success(let value):
            return value
        case .failure(let list):
            let diagnostics = DiagnosticLimits.capped(list.diagnostics)
            print(format.reporter.report(diagnostics), terminator: "")
            if countLine, format == .text { print(diagnostics.countLine) }
            throw ExitCode(1)
        }
    }

    /// Prints `diagnostics` in `format` (text also ends with the count line),
    /// with `body` printed between them and the count, and exits 1 when any is an error.
    package static func report(_ diagnostics: [Diagnostic], format: DiagnosticFormat = .text, body: String = "") throws {
        let diagnostics = DiagnosticLimits.capped(diagnostics)
        print(format.reporter.report(diagnostics), terminator: "")
        print(body, terminator: "")
        if format == .text { print(diagnostics.countLine) }
        if diagnostics.containsErrors { throw ExitCode(1) }
    }

    /// The catalog of a check that found no errors, or its diagnostics and count line printed and exit status 1.
    package static func requireCatalog(_ checked: CatalogCheck.Output) throws -> AchievementCatalog {
        guard let catalog = checked.catalog, !checked.diagnostics.containsErrors else {
            print(TextReporter().report(checked.diagnostics), terminator: "")
            print(checked.diagnostics.countLine)
            throw ExitCode(1)
        }
        return catalog
    }

    /// Prints one diagnostic (text format) and returns exit status 1 to throw.
    package static func fail(_ diagnostic: Diagnostic) -> ExitCode {
        fail([diagnostic])
    }

    /// Prints diagnostics (text format) and returns exit status 1 to throw.
    package static func fail(_ diagnostics: [Diagnostic]) -> ExitCode {
        print(TextReporter().report(diagnostics), terminator: "")
        return ExitCode(1)
    }
}
