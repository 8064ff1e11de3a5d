/// Everything there is to say about one rule, in one place: its stable ID,
/// default severity, where it belongs, what it checks and a real diagnostic
/// it produces. Every stage exports the descriptors of the rules it reports;
/// `achievements rules`, the README's rule tables and the readiness
/// checklist's items are all derived from them.
package struct RuleDescriptor: Sendable, Hashable {
    /// The stable ID every diagnostic of the rule carries, such as `points-range`.
    package let id: RuleID
    /// The severity of its diagnostics unless options change it.
    package var severity: Severity
    /// The group it is listed under.
    package var category: RuleCategory
    /// What it checks, as a phrase (the README's "what it checks").
    package var summary: String
    /// A diagnostic the rule really produces.
    package var example: String
    /// The readiness checklist item its findings count against, if any.
    package var readinessItem: ReadinessItem?

    /// Creates a descriptor.
    package init(id: String, severity: Severity = .error, category: RuleCategory, summary: String, example: String,
                readinessItem: ReadinessItem? = nil) {
        self.id = RuleID(id)
        self.severity = severity
        self.category = category
        self.summary = summary
        self.example = example
        self.readinessItem = readinessItem
    }
}

/// A rule's stable ID, such as `points-range`, as every diagnostic of the
/// rule carries it. Only a ``RuleDescriptor`` makes one, so each ID a stage
/// can report comes with its summary and example, and `achievements rules`,
/// the README and the checklist know it.
package struct RuleID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The ID as written in diagnostics and configuration files.
    package let rawValue: String

    fileprivate init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    package var description: String { rawValue }

    package static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The groups rules are listed in, in the order they are listed.
package enum RuleCategory: String, Sendable, Hashable, CaseIterable {
    case reading, shape, identifiers, limits, unlocking, texts, artwork, stability, client, generation, output, sync, report

    /// The heading of the group.
    package var title: String {
        switch self {
        case .reading: "Reading the file"
        case .shape: "The catalog's shape"
        case .identifiers: "IDs and names"
        case .limits: "App Store Connect's limits"
        case .unlocking: "Unlock rules"
        case .texts: "Texts"
        case .artwork: "Artwork"
        case .stability: "ID stability"
        case .client: "The game's code"
        case .generation: "Templates and generation"
        case .output: "Files the tool writes"
        case .sync: "App Store Connect sync"
        case .report: "The report itself"
        }
    }
}

/// The readiness checklist's items that count catalog findings.
package enum ReadinessItem: String, Sendable, Hashable, CaseIterable {
    /// IDs and local keys.
    case identifiers
    /// Reference names.
    case referenceNames
    /// Points and the budget.
    case points
    /// Titles and descriptions in every language.
    case localizations
}

extension RuleDescriptor {
    /// The README table of `descriptors`: `| rule | what it checks | example |`.
    package static func markdownTable(_ descriptors: [RuleDescriptor]) -> String {
        var lines = ["| rule | what it checks | example |", "| --- | --- | --- |"]
        for rule in descriptors {
            let severity = rule.severity == .error ? "" : "\(rule.severity.rawValue): "
            lines.append("| `\(rule.id)` | \(severity)\(rule.summary) | `\(rule.example)` |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
