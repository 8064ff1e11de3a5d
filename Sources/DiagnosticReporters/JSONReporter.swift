import SourceDiagnostics
import Foundation

/// A JSON array of objects with the keys `column`, `line`, `message`, `path`,
/// `rule` and `severity` (sorted, so the output is byte-stable).
///
/// The array is always printed, `[]` when there is nothing to report, so a
/// script can parse the output without checking the exit status first.
package struct JSONReporter: DiagnosticReporter {
    /// Creates the reporter.
    package init() {}

    /// The shape of one element of the array.
    struct Entry: Encodable {
        var path: String
        var line: Int
        var column: Int
        var severity: Severity
        var rule: String
        var message: String
    }

    package func report(_ diagnostics: [Diagnostic]) -> String {
        if diagnostics.isEmpty { return "[]\n" }
        let entries = diagnostics.map {
            Entry(path: $0.path, line: $0.position.line, column: $0.position.column,
                  severity: $0.severity, rule: $0.rule.rawValue, message: $0.boundedMessage)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, integers and enums into JSON cannot fail.
        let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
