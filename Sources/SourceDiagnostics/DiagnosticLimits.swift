/// How much a run reports, so a small hostile file cannot produce unbounded
/// output or memory: each rule reports at most ``perRule`` diagnostics, a run
/// at most ``total``, and every message at most ``messageCharacters``
/// characters. What is left out is counted in one closing note.
package enum DiagnosticLimits {
    /// Diagnostics one rule reports; more of the same say nothing new.
    package static let perRule = ToolLimits.diagnosticsPerRule
    /// Diagnostics one run reports.
    package static let total = ToolLimits.diagnosticsPerRun
    /// Characters of one message (a quoted text is cut, never the position).
    package static let messageCharacters = ToolLimits.messageCharacters
    /// Characters of a catalog text quoted inside a message.
    package static let quotedCharacters = ToolLimits.quotedCharacters
    /// The rule ID of the closing note that counts what was left out.
    package static let truncatedRule = RuleDescriptor(
        id: "diagnostics-truncated",
        category: .report,
        summary: #"(the closing line) how many diagnostics were left out past 100 per rule or 1,000 in all"#,
        example: #"c.yaml:1:1: error: 199850 more diagnostics not shown (at most 100 per rule and 1000 in all); fix these and run again [diagnostics-truncated]"#)

    /// `diagnostics` within the limits: at most ``perRule`` per rule and
    /// ``total`` in all, in order, plus a closing note naming how many were
    /// left out (`dropped` counts those already left out while collecting).
    package static func capped(_ diagnostics: [Diagnostic], alreadyDropped dropped: Int = 0) -> [Diagnostic] {
        var perRuleCount: [RuleID: Int] = [:]
        var kept: [Diagnostic] = []
        var left = dropped
        for diagnostic in diagnostics {
            if diagnostic.rule == truncatedRule.id {
                // A stage's own closing note: folded into the one closing note here.
                left += diagnostic.leftOut
                continue
            }
            let count = perRuleCount[diagnostic.rule, default: 0]
            if count >= perRule || kept.count >= total {
                left += 1
                continue
            }
            perRuleCount[diagnostic.rule] = count + 1
            kept.append(diagnostic)
        }
        guard left > 0, let first = diagnostics.first ?? kept.first else { return kept }
        kept.append(closingNote(path: first.path, leftOut: left, errors: diagnostics.containsErrors,
                                limits: "at most \(perRule) per rule and \(total) in all"))
        return kept
    }

    /// The closing note counting `leftOut` diagnostics: an error when any
    /// diagnostic was one, else a warning; `limits` says which limits applied.
    static func closingNote(path: String, leftOut: Int, errors: Bool, limits: String) -> Diagnostic {
        var note = Diagnostic(path: path, position: .startOfFile, severity: errors ? .error : .warning, rule: truncatedRule.id,
                              message: "\(leftOut) more diagnostics not shown (\(limits)); fix these and run again")
        note.leftOut = leftOut
        return note
    }

    /// `text` for a message: quoted, control and invisible characters
    /// escaped, cut at ``quotedCharacters`` characters.
    package static func quote(_ text: String) -> String {
        var out = "'"
        var count = 0
        for scalar in text.unicodeScalars {
            if count == quotedCharacters {
                out += "…"
                break
            }
            out += TerminalText.escaped(scalar)
            count += 1
        }
        return out + "'"
    }
}

/// Collects diagnostics with ``DiagnosticLimits/perRule`` applied as they
/// arrive, so a file that breaks one rule 200,000 times holds only the first
/// hundred in memory and counts the rest.
package struct DiagnosticCollector: Sendable {
    /// The kept diagnostics, in the order they arrived.
    package private(set) var diagnostics: [Diagnostic] = []
    /// How many were left out.
    package private(set) var dropped = 0
    private var perRuleCount: [RuleID: Int] = [:]

    /// Creates an empty collector.
    package init() {}

    /// Whether a diagnostic of `rule` would be kept (so its message need not be built otherwise).
    package func accepts(_ rule: RuleID) -> Bool {
        perRuleCount[rule, default: 0] < DiagnosticLimits.perRule
    }

    /// Counts one diagnostic left out without building it.
    package mutating func countDropped() {
        dropped += 1
    }

    /// Adds `diagnostic`, or counts it when its rule already reported its share.
    package mutating func add(_ diagnostic: Diagnostic) {
        let count = perRuleCount[diagnostic.rule, default: 0]
        guard count < DiagnosticLimits.perRule else {
            dropped += 1
            return
        }
        perRuleCount[diagnostic.rule] = count + 1
        diagnostics.append(diagnostic)
    }

    /// Whether any diagnostic, kept or dropped, was added.
    package var isEmpty: Bool { diagnostics.isEmpty && dropped == 0 }

    /// The kept diagnostics, and a closing note counting the dropped ones when there are any.
    package func finished(path: String) -> [Diagnostic] {
        guard dropped > 0 else { return diagnostics }
        return diagnostics + [DiagnosticLimits.closingNote(path: path, leftOut: dropped, errors: diagnostics.containsErrors,
                                                           limits: "at most \(DiagnosticLimits.perRule) per rule")]
    }
}

extension DiagnosticLimits {
    /// The closing note's rule.
    package static let ruleDescriptors: [RuleDescriptor] = [
        truncatedRule,
    ]
}
