import AchievementsCatalog
import SourceDiagnostics

/// One check of a catalog, with a stable ID that appears in every diagnostic it makes.
///
/// A rule is a small value type with no state: it reads the catalog and
/// reports what it finds through ``RuleFindings``.
public protocol CatalogRule: Sendable {
    /// The rule's stable ID, such as `points-range`.
    var id: String { get }
    /// What the rule checks, in one sentence, for `achievements rules` and the README.
    var summary: String { get }
    /// Checks `catalog`, adding what it finds to `findings`.
    func check(_ catalog: AchievementCatalog, into findings: inout RuleFindings)
}

/// Collects one rule's diagnostics, filling in the path and the rule ID.
public struct RuleFindings: Sendable {
    /// The catalog path named in every diagnostic.
    public let path: String
    /// The rule currently checking.
    public var rule: String
    private var collector = DiagnosticCollector()

    /// Everything found so far, at most `DiagnosticLimits.perRule`, with a
    /// closing note counting any more.
    public var diagnostics: [Diagnostic] { collector.finished(path: path) }

    /// Creates an empty collection for `path`.
    public init(path: String, rule: String) {
        self.path = path
        self.rule = rule
    }

    /// Adds a finding of the given severity. Quote catalog text in `message`
    /// with `DiagnosticLimits.quote` so its size never depends on the catalog's.
    public mutating func add(_ severity: Severity, _ message: @autoclosure () -> String, at position: SourcePosition) {
        guard collector.accepts(rule) else { return collector.countDropped() }
        collector.add(Diagnostic(path: path, position: position, severity: severity, rule: rule, message: message()))
    }

    /// Adds an error.
    public mutating func error(_ message: @autoclosure () -> String, at position: SourcePosition) { add(.error, message(), at: position) }
    /// Adds a warning.
    public mutating func warning(_ message: @autoclosure () -> String, at position: SourcePosition) { add(.warning, message(), at: position) }
    /// Adds a note.
    public mutating func note(_ message: @autoclosure () -> String, at position: SourcePosition) { add(.note, message(), at: position) }
}
