/// One problem found in an input file, with the stable ID of the rule that found it.
///
/// Every diagnostic has a path, a line and a column, so every output format
/// can point at the offending key or value.
package struct Diagnostic: Sendable, Hashable {
    /// The file the problem is in, as the user named it.
    package var path: String
    /// Where in the file the problem is.
    package var position: SourcePosition
    /// How serious the problem is.
    package var severity: Severity
    /// The stable ID of the rule, such as `points-range`.
    package var rule: RuleID
    /// A sentence that says what is wrong and, where it can, how to fix it.
    package var message: String
    /// How many diagnostics this one stands for beyond itself: set only on
    /// the `diagnostics-truncated` closing note, so a later stage can fold
    /// an earlier stage's note into its own without reading the message.
    package var leftOut: Int = 0

    /// Creates a diagnostic.
    package init(
        path: String,
        position: SourcePosition,
        severity: Severity,
        rule: RuleID,
        message: String
    ) {
        self.path = path
        self.position = position
        self.severity = severity
        self.rule = rule
        self.message = message
    }

    /// This diagnostic with its severity replaced, as `--strict` does to warnings.
    package func with(severity: Severity) -> Diagnostic {
        var copy = self
        copy.severity = severity
        return copy
    }
}

extension Sequence where Element == Diagnostic {
    /// Whether any element is an error.
    package var containsErrors: Bool { contains { $0.severity == .error } }

    /// The elements in file order: by path, then line, then column; stable
    /// otherwise. Closing notes about diagnostics left out come last.
    package func sortedByPosition() -> [Diagnostic] {
        enumerated().sorted { a, b in
            let aLast = a.element.rule == DiagnosticLimits.truncatedRule.id, bLast = b.element.rule == DiagnosticLimits.truncatedRule.id
            if aLast != bLast { return bLast }
            if a.element.path != b.element.path { return a.element.path < b.element.path }
            if a.element.position != b.element.position { return a.element.position < b.element.position }
            return a.offset < b.offset
        }.map(\.element)
    }
}
