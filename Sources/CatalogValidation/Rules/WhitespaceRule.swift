import AchievementsCatalog
import SourceDiagnostics

/// `whitespace` (warning): no text starts or ends with white space, which ASC
/// would keep and players would see.
package struct WhitespaceRule: ReadableTextRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "whitespace",
        severity: .warning,
        category: .texts,
        summary: #"no text starts or ends with white space"#,
        example: #"catalog.yaml:57:16: warning: 'en' title of 'best_20' ends with white space [whitespace]"#,
        trigger: RuleTrigger(replacing: "title: Twenty", with: "title: \"Twenty \""))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .localizations }

    func check(_ text: Located<String>, _ what: ReadableText, of label: String, into findings: inout RuleFindings) {
        let scalars = text.value.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return }
        let starts = first.isWhiteSpace, ends = last.isWhiteSpace
        guard starts || ends else { return }
        let end = starts ? (ends ? "starts and ends" : "starts") : "ends"
        findings.warning("\(what.label) of '\(label)' \(end) with white space", at: text.position)
    }
}
