import AchievementsCatalog
import SourceDiagnostics

/// A check of the catalog against what was already released (a lock file or
/// an earlier catalog), in the spirit of `buf breaking`: released App Store
/// Connect IDs are permanent, so they may not vanish, move or change meaning.
public protocol StabilityRule: Sendable {
    /// The rule's stable ID.
    var id: String { get }
    /// What the rule checks, in one sentence.
    var summary: String { get }
    /// Checks `catalog` against `released`.
    func check(_ catalog: AchievementCatalog, against released: ReleasedSet, into findings: inout RuleFindings)
}

extension ReleasedSet {
    /// `catalog.lock.yaml:12`: where an entry was released, for messages.
    func location(of entry: ReleasedAchievement) -> String {
        "\(source):\(entry.id.position.line)"
    }
}

/// Runs the stability rules.
public struct StabilityValidator: Sendable {
    /// The rules, in order.
    public var rules: [any StabilityRule]

    /// Creates a validator with every stability rule.
    public init(rules: [any StabilityRule] = StabilityValidator.builtInRules) {
        self.rules = rules
    }

    /// Every stability rule.
    public static let builtInRules: [any StabilityRule] = [
        ReleasedRemovedRule(), ReleasedIDChangedRule(), ReleasedKeyChangedRule(), ReleasedRuleChangedRule(), ReleasedAddedRule(),
    ]

    /// The diagnostics of every rule, in file order.
    public func validate(_ catalog: AchievementCatalog, against released: ReleasedSet) -> [Diagnostic] {
        var all: [Diagnostic] = []
        for rule in rules {
            var findings = RuleFindings(path: catalog.path, rule: rule.id)
            rule.check(catalog, against: released, into: &findings)
            all += findings.diagnostics
        }
        return all.sortedByPosition()
    }
}
