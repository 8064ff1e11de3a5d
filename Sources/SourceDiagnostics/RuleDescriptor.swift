/// Everything there is to say about one rule, in one place: its stable ID,
/// default severity, where it belongs, what it checks and a real diagnostic
/// it produces. Every stage exports the descriptors of the rules it reports;
/// `achievements rules`, the rule tables of docs/rules.md and the readiness
/// checklist's items are all derived from them.
package struct RuleDescriptor: Sendable, Hashable {
    /// The stable ID every diagnostic of the rule carries, such as `points-range`.
    package let id: RuleID
    /// The severity of its diagnostics unless options change it.
    package var severity: Severity
    /// The group it is listed under.
    package var category: RuleCategory
    /// What it checks, as a phrase (the rule tables' "what it checks").
    package var summary: String
    /// A diagnostic the rule really produces: from ``trigger`` where there is one.
    package var example: String
    /// An input that breaks the rule, from which the stage's tests make ``example``.
    package var trigger: RuleTrigger?

    /// Creates a descriptor.
    package init(id: String, severity: Severity = .error, category: RuleCategory, summary: String, example: String,
                 trigger: RuleTrigger? = nil) {
        self.id = RuleID(id)
        self.severity = severity
        self.category = category
        self.summary = summary
        self.example = example
        self.trigger = trigger
    }
}

/// An input that breaks a rule, as an edit of the example input of the
/// rule's stage (for the catalog's rules, the example catalog): the rule's
/// documented diagnostic is what the stage reports for it, and one test per
/// stage runs every trigger (the triggering examples of SwiftLint's rules).
package struct RuleTrigger: Sendable, Hashable {
    /// The text replaced: its first occurrence in the example input.
    package var replacing: String
    /// What replaces it.
    package var with: String
    /// Whether the unedited example stands for what was released (its lock),
    /// for the rules that compare with a release.
    package var againstRelease: Bool

    /// Whether ``with`` replaces the whole example input (``replacing`` is then empty).
    package var replacesWholeInput: Bool

    /// Creates a trigger.
    package init(replacing: String, with: String, againstRelease: Bool = false) {
        self.replacing = replacing
        self.with = with
        self.againstRelease = againstRelease
        self.replacesWholeInput = false
    }

    /// A trigger that replaces the whole example input with `input`.
    package init(wholeInput input: String) {
        self.replacing = ""
        self.with = input
        self.againstRelease = false
        self.replacesWholeInput = true
    }
}

/// A rule's stable ID, such as `points-range`, as every diagnostic of the
/// rule carries it. Only a ``RuleDescriptor`` makes one, so each ID a stage
/// can report comes with its summary and example, and `achievements rules`,
/// docs/rules.md and the checklist know it.
package struct RuleID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The ID as written in diagnostics and configuration files.
    package let rawValue: String

    fileprivate init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    package var description: String { rawValue }

    package static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A group rules are listed under (`achievements rules`, docs/rules.md's
/// tables). Each stage declares the groups of its own rules beside them;
/// `rank` orders the groups wherever they are listed.
package struct RuleCategory: Sendable, Hashable {
    /// The group's stable name, as `rules --format json` prints it.
    package let name: String
    /// The heading of the group.
    package let title: String
    /// Where the group is listed: lower first.
    package let rank: Int

    /// Creates a group.
    package init(name: String, title: String, rank: Int) {
        self.name = name
        self.title = title
        self.rank = rank
    }
}

extension RuleCategory {
    /// Reading any file the tool reads.
    package static let reading = RuleCategory(name: "reading", title: "Reading the file", rank: 10)
    /// Writing any file the tool writes.
    package static let output = RuleCategory(name: "output", title: "Files the tool writes", rank: 110)
    /// The report itself (diagnostics left out).
    package static let report = RuleCategory(name: "report", title: "The report itself", rank: 130)
}

extension RuleDescriptor {
    /// The docs/rules.md table of `descriptors`: `| rule | what it checks | example |`.
    package static func markdownTable(_ descriptors: [RuleDescriptor]) -> String {
        var lines = ["| rule | what it checks | example |", "| --- | --- | --- |"]
        for rule in descriptors {
            let severity = rule.severity == .error ? "" : "\(rule.severity.rawValue): "
            lines.append("| `\(rule.id)` | \(severity)\(rule.summary) | `\(rule.example)` |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
