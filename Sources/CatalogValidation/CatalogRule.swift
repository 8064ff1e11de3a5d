import AchievementsCatalog
import SourceDiagnostics

/// One check of a catalog, with a stable ID that appears in every diagnostic it makes.
///
/// A rule is a small value type with no state: it reads the context (the
/// catalog, and what was released when a lock or an earlier catalog is
/// given) and reports what it finds through ``RuleFindings``. Its
/// ``descriptor`` says everything else about it, once.
package protocol CatalogRule: Sendable {
    /// The rule's ID, default severity, category, summary and example.
    var descriptor: RuleDescriptor { get }
    /// The readiness checklist item its findings count against, if any.
    var readinessItem: ReadinessItem? { get }
    /// Checks `context`, adding what it finds to `findings`.
    func check(_ context: RuleContext, into findings: inout RuleFindings)
}

extension CatalogRule {
    /// Most rules count against no checklist item.
    package var readinessItem: ReadinessItem? { nil }
    /// The rule's stable ID, such as `points-range`.
    package var id: RuleID { descriptor.id }
    /// What the rule checks.
    package var summary: String { descriptor.summary }
}

/// What a rule checks: the catalog, and what was released (a lock file or
/// an earlier catalog), which the stability rules need and skip without.
package struct RuleContext: Sendable {
    /// The catalog. Fixed once the context is made: what is worked out from
    /// it below is worked out once.
    package let catalog: AchievementCatalog
    /// What was released; `nil` when no lock or earlier catalog is given.
    package var released: ReleasedSet?
    /// What each set member names, worked out once for the two rules that need it.
    let setMembers: LeaderboardSetMembers
    /// Each kind's identities (key, ID, reference name), collected once for the rules that check them.
    let identitiesByKind: [[ResourceIdentity]]
    /// The catalog's language codes in file order, and the same as a set:
    /// made once, not for each of the resources whose languages are checked.
    let languageCodes: [String]
    let declaredLanguages: Set<String>

    /// Creates a context.
    package init(catalog: AchievementCatalog, released: ReleasedSet? = nil) {
        self.catalog = catalog
        self.released = released
        setMembers = LeaderboardSetMembers(catalog)
        identitiesByKind = catalog.identitiesByKind
        languageCodes = catalog.languages.map(\.code.value)
        declaredLanguages = Set(languageCodes)
    }
}

/// Collects one rule's diagnostics, filling in the path and the rule ID.
package struct RuleFindings: Sendable {
    /// The catalog path named in every diagnostic.
    package let path: String
    /// The rule currently checking.
    package var rule: RuleID
    private var collector = DiagnosticCollector()

    /// Everything found so far, at most `DiagnosticLimits.perRule`, with a
    /// closing note counting any more.
    package var diagnostics: [Diagnostic] { collector.finished(path: path) }

    /// Creates an empty collection for `path`.
    package init(path: String, rule: RuleID) {
        self.path = path
        self.rule = rule
    }

    /// Adds a finding of the given severity. Quote catalog text in `message`
    /// with `DiagnosticLimits.quote` so its size never depends on the catalog's.
    package mutating func add(_ severity: Severity, _ message: @autoclosure () -> String, at position: SourcePosition) {
        guard collector.accepts(rule) else { return collector.countDropped() }
        collector.add(Diagnostic(path: path, position: position, severity: severity, rule: rule, message: message()))
    }

    /// Adds an error.
    package mutating func error(_ message: @autoclosure () -> String, at position: SourcePosition) { add(.error, message(), at: position) }
    /// Adds a warning.
    package mutating func warning(_ message: @autoclosure () -> String, at position: SourcePosition) { add(.warning, message(), at: position) }
    /// Adds a note.
    package mutating func note(_ message: @autoclosure () -> String, at position: SourcePosition) { add(.note, message(), at: position) }
}
