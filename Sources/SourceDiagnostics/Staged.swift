/// What a pipeline stage produced: its value when it could make one, and
/// every diagnostic it found on the way. Each stage returns one, so the
/// command line handles every stage's outcome the same way.
package struct Staged<Value: Sendable>: Sendable {
    /// The value; `nil` when the stage could not make one.
    package var value: Value?
    /// Every problem found, in the order found.
    package var diagnostics: [Diagnostic]

    /// Creates an outcome.
    package init(_ value: Value?, diagnostics: [Diagnostic] = []) {
        self.value = value
        self.diagnostics = diagnostics
    }

    /// An outcome without a value.
    package static func failed(_ diagnostics: [Diagnostic]) -> Staged {
        Staged(nil, diagnostics: diagnostics)
    }

    /// The value only when there is one and no error was found; the diagnostics otherwise.
    package var result: Result<Value, DiagnosticList> {
        if let value, !diagnostics.containsErrors { return .success(value) }
        return .failure(DiagnosticList(diagnostics))
    }
}
