import AchievementsCatalog
import SourceDiagnostics

/// `apple-id`: the app's Apple ID (`app: { appleID: … }`) is the number App
/// Store Connect shows for the app: digits only, 1 to 19 of them. It makes
/// the generated write-review link and names the app for the sync.
package struct AppleIDRule: CatalogRule {
    package init() {}
    package static let descriptor = RuleDescriptor(
        id: "apple-id",
        category: .identifiers,
        summary: #"the app's Apple ID (`app.appleID`) is digits only"#,
        example: #"catalog.yaml:5:12: error: app Apple ID 'id6758641625' must be 1 to 19 digits, as App Store Connect shows it (such as "6758641625") [apple-id]"#,
        trigger: RuleTrigger(replacing: "idPrefix: ach\n", with: "idPrefix: ach\napp:\n  appleID: id6758641625\n"))
    package var descriptor: RuleDescriptor { Self.descriptor }

    package func check(_ context: RuleContext, into findings: inout RuleFindings) {
        let catalog = context.catalog
        guard let appleID = catalog.appleID, !Self.isValid(appleID.value) else { return }
        findings.error("app Apple ID \(DiagnosticLimits.quote(appleID.value)) must be 1 to 19 digits, as App Store Connect shows it (such as \"6758641625\")",
                       at: appleID.position)
    }

    /// Digits only, 1 to 19 of them.
    package static func isValid(_ value: String) -> Bool {
        (1...19).contains(value.utf8.count) && value.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
