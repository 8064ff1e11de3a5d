/// Turns diagnostics into the text of one output format.
///
/// Each format is one type, so adding a format never touches another.
package protocol DiagnosticReporter: Sendable {
    /// The whole output for these diagnostics, ending with a newline when not empty.
    func report(_ diagnostics: [Diagnostic]) -> String
}
