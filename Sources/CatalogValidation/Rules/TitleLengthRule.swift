import AchievementsCatalog
import SourceDiagnostics

/// `title-length`: a title is at most 50 characters in every language,
/// counted as UTF-16 code units (the conservative measure: an emoji or a
/// letter with combining marks counts as every unit it is made of, as
/// App Store Connect's web form counts them).
package struct TitleLengthRule: ReadableTextRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "title-length",
        category: .limits,
        summary: #"titles at most 50 characters, counted in UTF-16 code units"#,
        example: #"catalog.yaml:46:16: error: 'es' title is 51 characters (UTF-16 units); App Store Connect allows at most 50 [title-length]"#,
        trigger: RuleTrigger(replacing: "title: Diez", with: "title: " + String(repeating: "d", count: 51)))
    package var descriptor: RuleDescriptor { Self.descriptor }
    package var readinessItem: ReadinessItem? { .localizations }

    func check(_ text: Located<String>, _ what: ReadableText, of label: String, into findings: inout RuleFindings) {
        what.checkLength(of: text, role: .displayName, into: &findings)
    }
}
