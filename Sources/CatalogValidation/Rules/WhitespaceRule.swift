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
        // An ASCII byte at either end is a whole scalar, settled without
        // decoding; only a byte past ASCII needs the scalar it ends or starts.
        guard let firstByte = text.value.utf8.first, let lastByte = text.value.utf8.last else { return }
        let starts = firstByte < 0x80 ? Unicode.Scalar(firstByte).isWhiteSpace : text.value.unicodeScalars.first?.isWhiteSpace == true
        let ends = lastByte < 0x80 ? Unicode.Scalar(lastByte).isWhiteSpace : text.value.unicodeScalars.last?.isWhiteSpace == true
        guard starts || ends else { return }
        let end = starts ? (ends ? "starts and ends" : "starts") : "ends"
        findings.warning("\(what.label) of '\(label)' \(end) with white space", at: text.position)
    }
}
