/// Diagnostics as an error value, for stages that either produce a result or report problems.
package struct DiagnosticList: Error, Sendable, Hashable {
    /// The diagnostics.
    package var diagnostics: [Diagnostic]

    /// Wraps diagnostics.
    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
