import AchievementsCatalog
import SourceDiagnostics

/// `csv-formula` (warning): a reference name, title or description that
/// starts with `=`, `+`, `-` or `@` is exported to the admin CSV with a
/// leading apostrophe (so a spreadsheet shows it instead of running it); an
/// admin copying the cell into App Store Connect must leave the apostrophe out.
package struct SpreadsheetFormulaRule: ReadableTextRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "csv-formula",
        severity: .warning,
        category: .texts,
        summary: #"a text that starts like a spreadsheet formula (`=`, `+`, `-`, `@`) gets a leading apostrophe in the admin CSV"#,
        example: #"catalog.yaml:43:16: warning: 'en' title of 'best_10' starts with '+': the admin CSV shows it as '+1 Up so spreadsheets do not run it; type it into App Store Connect without the apostrophe [csv-formula]"#,
        trigger: RuleTrigger(replacing: "title: Ten", with: "title: \"+1 Up\""))
    package var descriptor: RuleDescriptor { Self.descriptor }

    func check(_ text: Located<String>, _ what: ReadableText, of label: String, into findings: inout RuleFindings) {
        guard SpreadsheetCell.startsLikeFormula(text.value), let first = text.value.first, !first.isWhitespace else { return }
        let shown = DiagnosticLimits.quote(text.value).dropFirst().dropLast()
        findings.warning("\(what.label) of '\(label)' starts with '\(first)': the admin CSV shows it as '\(shown) so spreadsheets do not run it; type it into App Store Connect without the apostrophe",
                         at: text.position)
    }
}
