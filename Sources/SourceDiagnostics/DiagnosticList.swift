/// Diagnostics as an error value, for stages that either produce a result or report problems.
public struct DiagnosticList: Error, Sendable, Hashable {
    /// The diagnostics.
    public var diagnostics: [Diagnostic]

    /// Wraps diagnostics.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
