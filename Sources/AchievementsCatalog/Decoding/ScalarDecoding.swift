import CatalogYAML
import SourceDiagnostics

/// Resolves scalars by the type of the field they fill, never by YAML 1.1
/// guessing: `no` is a boolean only in a boolean field, and `1_000`, `0x10`
/// or `+5` are not integers.
struct ScalarDecoding {
    var path: String
    var collector = DiagnosticCollector()

    /// What was found, capped per rule, with a note counting the rest.
    var diagnostics: [Diagnostic] { collector.finished(path: path) }

    /// Whether a finding of `rule` would still be reported (its share is not
    /// used up), so work done only for the message can be skipped after it.
    func reports(_ rule: RuleID) -> Bool { collector.accepts(rule) }

    mutating func error(_ rule: RuleID, _ message: @autoclosure () -> String, at position: SourcePosition) {
        guard collector.accepts(rule) else { return collector.countDropped() }
        collector.add(Diagnostic(path: path, position: position, severity: .error, rule: rule, message: message()))
    }

    /// The scalar text of `node`, or a diagnostic naming `what` was expected.
    mutating func scalar(_ node: YAMLNode, field: String, expected: String) -> (String, ScalarStyle)? {
        if let tag = node.tag {
            error(SchemaRule.tag.id, "'\(field)' has the tag '\(tag)'; tags are not used in a catalog, values take the type of their field", at: node.position)
            return nil
        }
        guard case .scalar(let text, let style) = node.content else {
            error(SchemaRule.type.id, "'\(field)' must be \(expected), not a \(node.kindName)", at: node.position)
            return nil
        }
        return (text, style)
    }

    /// A string field: any scalar, quoted or not, as written.
    mutating func string(_ node: YAMLNode, field: String) -> Located<String>? {
        guard let (text, _) = scalar(node, field: field, expected: "text") else { return nil }
        if node.commentFollows && Self.playerTexts.contains(field) {
            warning(SchemaRule.commentInText.id,
                    "'\(field)' is read as \(DiagnosticLimits.quote(text)): YAML takes ' #' as the start of a comment; if the '#…' belongs to the text, quote the whole text",
                    at: node.position)
        }
        return Located(text, at: node.position)
    }

    /// Fields whose whole value people read (players, or admins in App Store
    /// Connect and the exports), where a ` #` is more likely text than a comment.
    static let playerTexts: Set<String> = [
        "title", "description", "earnedDescription", "referenceName", "suffix", "suffixSingular",
        "game", "name", "type", "rule", "reason",
    ]

    mutating func warning(_ rule: RuleID, _ message: @autoclosure () -> String, at position: SourcePosition) {
        guard collector.accepts(rule) else { return collector.countDropped() }
        collector.add(Diagnostic(path: path, position: position, severity: .warning, rule: rule, message: message()))
    }

    /// An integer field: an optional `-` and decimal digits, unquoted.
    mutating func integer(_ node: YAMLNode, field: String) -> Located<Int>? {
        guard let (text, style) = scalar(node, field: field, expected: "a whole number") else { return nil }
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard !style.isQuotedOrBlock, !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            let shown = style.isQuotedOrBlock ? "the quoted text '\(text)'" : "'\(text)'"
            error(SchemaRule.type.id, "'\(field)' must be a whole number written in decimal digits (such as 1000), not \(shown)", at: node.position)
            return nil
        }
        guard let value = Int(text) else {
            error(SchemaRule.type.id, "'\(field)' is out of range: \(text)", at: node.position)
            return nil
        }
        return Located(value, at: node.position)
    }

    /// A boolean field: `yes`, `no`, `true` or `false`, unquoted, in any case.
    mutating func boolean(_ node: YAMLNode, field: String) -> Located<Bool>? {
        guard let (text, style) = scalar(node, field: field, expected: "yes or no") else { return nil }
        if !style.isQuotedOrBlock {
            switch text.lowercased() {
            case "yes", "true": return Located(true, at: node.position)
            case "no", "false": return Located(false, at: node.position)
            default: break
            }
        }
        let quoted = style.isQuotedOrBlock && ["yes", "no", "true", "false"].contains(text.lowercased())
        error(SchemaRule.type.id, "'\(field)' must be yes or no (or true or false), not '\(text)'" + (quoted ? " in quotes, which is a text: write it without quotes" : ""),
              at: node.position)
        return nil
    }

    /// A field whose text is one of a fixed set of values.
    mutating func choice<T: RawRepresentable & CaseIterable & Sendable & Hashable>(
        _ node: YAMLNode, field: String, as type: T.Type
    ) -> Located<T>? where T.RawValue == String {
        guard let text = string(node, field: field) else { return nil }
        if let value = T(rawValue: text.value) { return Located(value, at: text.position) }
        let choices = T.allCases.map(\.rawValue)
        let hint = Spelling.closest(to: text.value, in: choices).map { "; did you mean '\($0)'?" } ?? ""
        error(SchemaRule.type.id, "'\(field)' must be one of \(choices.joined(separator: ", ")), not '\(text.value)'\(hint)", at: node.position)
        return nil
    }
}
